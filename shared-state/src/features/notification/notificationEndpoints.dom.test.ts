/**
 * @jest-environment-options {"url": "http://127.0.0.1/"}
 */
import type { Notification } from '@portal/contract';
import { aStudentApplication } from '../../../test/fixtures';
import { readyStore, startApi } from '../../../test/harness';
import { json, type TestServer } from '../../../test/httpServer';
import { applicationEndpoints } from '../application/applicationEndpoints';
import { notificationEndpoints } from './notificationEndpoints';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

const aNotification = (id: string, kind: Notification['kind']): Notification => ({
  _id: id,
  kind,
  title: `Notification ${id}`,
  body: '',
  link: '/profile',
  read: false,
  createdAt: '2026-11-25T10:00:00.000Z',
});

it("a new stage-change notification reloads the student's applications, so the profile shows the new stage without a reload", async () => {
  let notifications = [aNotification('1', 'application.received')];
  let applicationsAsked = 0;
  server.handle((request, response) => {
    if (request.url?.startsWith('/api/v1/notification/get')) return json(response, 200, { success: true, notifications, unread: notifications.length, nextCursor: null });
    applicationsAsked += 1;
    return json(response, 200, { success: true, application: [aStudentApplication()] });
  });
  const store = await readyStore();
  const applications = store.dispatch(applicationEndpoints.endpoints.appliedJobs.initiate());
  await applications;
  await store.dispatch(notificationEndpoints.endpoints.notifications.initiate({ limit: 5 }));
  expect(applicationsAsked).toBe(1);

  // The poll finds nothing new: nothing reloads.
  await store.dispatch(notificationEndpoints.endpoints.notifications.initiate({ limit: 5 }, { forceRefetch: true }));
  expect(applicationsAsked).toBe(1);

  notifications = [aNotification('2', 'application.status'), ...notifications];
  await store.dispatch(notificationEndpoints.endpoints.notifications.initiate({ limit: 5 }, { forceRefetch: true }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(applicationsAsked).toBe(2);
  applications.unsubscribe();
});
