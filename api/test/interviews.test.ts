import fs from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { teamRepository } from '../src/features/teams/team-repository';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { ICAL, type IcalComponent, type IcalEvent } from '@portal/test-support/ical';
import { eventually } from '@portal/test-support/mailbox';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Interviews: the hiring team proposes times, the student picks one, and everyone's calendar
 * gets the invitation, its update and its cancellation, read here with a real iCalendar parser
 * from the emails the mail worker wrote.
 */
let t: TestApp;
let owner: Actor;
let recruiter: Actor;
let viewer: Actor;
let stranger: Actor;
let student: Actor;
let otherStudent: Actor;
let companyId: string;
let jobId: string;

type Call = { method: 'GET' | 'POST'; url: string; who?: Actor; payload?: unknown };
const call = ({ method, url, who, payload }: Call) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: who ? { cookie: who.cookie } : {}, ...(payload !== undefined && { payload: payload as object }) });
const post = (url: string, who: Actor | undefined, payload?: unknown) => call({ method: 'POST', url, who, payload });
const get = (url: string, who?: Actor) => call({ method: 'GET', url, who });

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
/** A whole minute, as a person picks one. */
const at = (hours: number) => new Date(Math.floor(hoursFromNow(hours).getTime() / 60_000) * 60_000).toISOString();

const twoSlots = () => ({ slots: [{ start: at(48), durationMinutes: 45 }, { start: at(24), durationMinutes: 30 }], location: 'https://meet.example.com/abc', message: 'Looking forward to it.' });

/** A new applicant to the job: the application's id. */
async function newApplication(who: Actor = student): Promise<string> {
  const job = await postJob(t.app, owner, companyId, { title: `Role ${Math.random().toString(36).slice(2, 7)}` });
  expect((await apply(t.app, who, job._id)).statusCode).toBe(201);
  const listed = (await get(`/application/${job._id}/applicants`, owner)).json();
  return listed.job.applications.find((application: { applicant: { _id: string } }) => application.applicant._id === who.id)._id;
}

async function propose(applicationId: string, who: Actor = owner, body: unknown = twoSlots()) {
  return post(`/application/${applicationId}/interview`, who, body);
}

type Calendar = { method: string; event: IcalEvent; vevents: number; component: IcalComponent };

/** The calendar parts of the emails sent to `email`, oldest first, parsed with ical.js. */
async function calendarsTo(email: string): Promise<Calendar[]> {
  const dir = path.join(t.database.dataDir, 'mail');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const calendars: Calendar[] = [];
  for (const name of names) {
    const mail = await simpleParser(await fs.readFile(path.join(dir, name)));
    const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
    if (to !== email) continue;
    const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
    if (!part) continue;
    const contentType = part.headers.get('content-type') as { params: Record<string, string> };
    const component = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
    calendars.push({ method: contentType.params.method!, event: new ICAL.Event(component.getFirstSubcomponent('vevent')!), vevents: component.getAllSubcomponents('vevent').length, component });
  }
  return calendars;
}

const waitForCalendars = (email: string, count: number) => eventually(() => calendarsTo(email), (found) => found.length >= count);

const attendeesOf = (event: IcalEvent) => event.attendees.map((attendee) => String(attendee.getFirstValue()).replace(/^mailto:/i, '').toLowerCase()).sort();

beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t.app, 'recruiter');
  companyId = (await createCompany(t.app, owner))._id;
  jobId = (await postJob(t.app, owner, companyId))._id;
  recruiter = await signUp(t.app, 'recruiter');
  viewer = await signUp(t.app, 'recruiter');
  const team = teamRepository(t.database.handle.db);
  await team.addMember(Number(companyId), Number(recruiter.id), 'recruiter');
  await team.addMember(Number(companyId), Number(viewer.id), 'viewer');
  stranger = await signUp(t.app, 'recruiter');
  await createCompany(t.app, stranger);
  student = await signUp(t.app, 'student');
  otherStudent = await signUp(t.app, 'student');
  expect((await apply(t.app, student, jobId)).statusCode).toBe(201);
});

afterAll(async () => {
  await t.close();
});

describe('an interview from proposal to cancellation', () => {
  let applicationId: string;
  let interviewId: string;
  let uid: string;

  it('proposes times: the application moves to interview and the student is told', async () => {
    applicationId = await newApplication();
    const response = await propose(applicationId);
    expect(response.statusCode).toBe(201);
    const { interview } = response.json();
    interviewId = interview._id;
    expect(interview).toMatchObject({ status: 'proposed', chosenSlotId: null, location: 'https://meet.example.com/abc', message: 'Looking forward to it.', sequence: 0 });
    // Earliest first, whatever order they were sent in.
    expect(interview.slots.map((slot: { start: string; durationMinutes: number }) => [slot.start, slot.durationMinutes])).toEqual([
      [twoSlots().slots[1]!.start, 30],
      [twoSlots().slots[0]!.start, 45],
    ]);

    const own = (await get('/application/get', student)).json().application.find((application: { _id: string }) => application._id === applicationId);
    expect(own.status).toBe('interview');
    expect(own.history.at(-1)).toMatchObject({ status: 'interview', message: 'Looking forward to it.' });
    expect(own.interview).toEqual(interview);

    const notifications = (await get('/notification/get', student)).json().notifications;
    expect(notifications[0]).toMatchObject({ kind: 'interview.proposed', link: '/profile' });
    expect(notifications[0].body).toContain('Looking forward to it.');
  });

  it('carries the interview on the applicants list, and null where there is none', async () => {
    const { job } = (await get(`/application/${jobId}/applicants`, viewer)).json();
    expect(job.applications.map((application: { interview: unknown }) => application.interview)).toEqual([null]);
    const ofTheJob = (await get('/application/get', student)).json().application;
    expect(ofTheJob.find((application: { job: { _id: string } }) => application.job._id === jobId).interview).toBeNull();
  });

  it('has no calendar file before a time is chosen', async () => {
    expect((await get(`/interview/${interviewId}/calendar.ics`, student)).statusCode).toBe(409);
  });

  it("refuses a slot that is not one of the interview's", async () => {
    const response = await post(`/interview/${interviewId}/choose`, student, { slotId: '999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose one of the times this interview proposes.');
  });

  it('schedules the chosen time and invites the student and every owner and recruiter, not viewers', async () => {
    const { interview: proposed } = (await get('/application/get', student)).json().application.find((application: { _id: string }) => application._id === applicationId);
    const chosen = proposed.slots[1];
    const response = await post(`/interview/${interviewId}/choose`, student, { slotId: chosen._id });
    expect(response.statusCode).toBe(200);
    expect(response.json().interview).toMatchObject({ status: 'scheduled', chosenSlotId: chosen._id, sequence: 1 });

    for (const person of [student, owner, recruiter]) {
      const [invitation] = await waitForCalendars(person.email, 1);
      expect(invitation).toBeDefined();
      const { method, event, vevents, component } = invitation!;
      expect(method).toBe('REQUEST');
      expect(component.getFirstPropertyValue('method')).toBe('REQUEST');
      expect(vevents).toBe(1);
      expect(event.startDate.toJSDate().toISOString()).toBe(chosen.start);
      // UTC, as the letter Z: no time-zone definitions for a calendar to get wrong.
      expect(event.component.getFirstProperty('dtstart')!.toICALString()).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
      expect(event.component.getFirstProperty('dtend')!.toICALString()).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(45 * 60_000);
      expect(event.sequence).toBe(1);
      expect(event.location).toBe('https://meet.example.com/abc');
      expect(String(event.organizer).toLowerCase()).toBe(`mailto:${owner.email}`);
      expect(attendeesOf(event)).toEqual([student.email, owner.email, recruiter.email].sort());
      uid = uid ?? event.uid;
      expect(event.uid).toBe(uid);
    }
    expect(await calendarsTo(viewer.email)).toEqual([]);
  });

  it('serves the scheduled event as a calendar file to the student and the whole team', async () => {
    for (const who of [student, owner, recruiter, viewer]) {
      const response = await get(`/interview/${interviewId}/calendar.ics`, who);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/calendar/);
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!);
      expect(event.uid).toBe(uid);
      expect(event.sequence).toBe(1);
    }
    expect((await get(`/interview/${interviewId}/calendar.ics`, stranger)).statusCode).toBe(404);
    expect((await get(`/interview/${interviewId}/calendar.ics`, otherStudent)).statusCode).toBe(404);
    expect((await get(`/interview/${interviewId}/calendar.ics`)).statusCode).toBe(401);
  });

  it('refuses a second choice once scheduled', async () => {
    const { interview } = (await get('/application/get', student)).json().application.find((application: { _id: string }) => application._id === applicationId);
    expect((await post(`/interview/${interviewId}/choose`, student, { slotId: interview.slots[0]._id })).statusCode).toBe(409);
  });

  it('reschedules: the time in calendars is cancelled, back to proposed with a higher sequence; the next invitation is the same event', async () => {
    const slots = [{ start: at(72), durationMinutes: 60 }];
    const response = await post(`/interview/${interviewId}/reschedule`, recruiter, { slots, message: 'Something came up, sorry.' });
    expect(response.statusCode).toBe(200);
    const { interview } = response.json();
    expect(interview).toMatchObject({ status: 'proposed', chosenSlotId: null, sequence: 2, location: 'https://meet.example.com/abc', message: 'Something came up, sorry.' });
    expect(interview.slots).toEqual([{ _id: expect.any(String), start: slots[0]!.start, durationMinutes: 60 }]);
    expect((await get('/notification/get', student)).json().notifications[0].kind).toBe('interview.proposed');

    for (const person of [student, owner, recruiter]) {
      const [, cancelled] = await waitForCalendars(person.email, 2);
      expect(cancelled!.method).toBe('CANCEL');
      expect(cancelled!.event.uid).toBe(uid);
      expect(cancelled!.event.sequence).toBe(2);
    }

    expect((await post(`/interview/${interviewId}/choose`, student, { slotId: interview.slots[0]._id })).statusCode).toBe(200);
    for (const person of [student, owner, recruiter]) {
      const calendars = await waitForCalendars(person.email, 3);
      const update = calendars[2]!;
      expect(update.method).toBe('REQUEST');
      expect(update.event.uid).toBe(uid);
      expect(update.event.sequence).toBe(3);
      expect(update.event.startDate.toJSDate().toISOString()).toBe(slots[0]!.start);
    }
  });

  it('cancels by the student: everyone gets METHOD:CANCEL for the same event with a higher sequence', async () => {
    const response = await post(`/interview/${interviewId}/cancel`, student);
    expect(response.statusCode).toBe(200);
    expect(response.json().interview).toMatchObject({ status: 'cancelled', sequence: 4 });
    for (const person of [student, owner, recruiter]) {
      const calendars = await waitForCalendars(person.email, 4);
      const cancellation = calendars[3]!;
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.component.getFirstPropertyValue('method')).toBe('CANCEL');
      expect(cancellation.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(cancellation.event.uid).toBe(uid);
      expect(cancellation.event.sequence).toBe(4);
    }
  });

  it('refuses to choose, reschedule or cancel a cancelled interview (409)', async () => {
    const { interview } = (await get('/application/get', student)).json().application.find((application: { _id: string }) => application._id === applicationId);
    expect(interview.status).toBe('cancelled');
    const choose = await post(`/interview/${interviewId}/choose`, student, { slotId: interview.slots[0]._id });
    expect(choose.statusCode).toBe(409);
    expect(choose.json().message).toBe('This interview was cancelled, so its times can no longer be chosen.');
    expect((await post(`/interview/${interviewId}/reschedule`, owner, twoSlots())).statusCode).toBe(409);
    expect((await post(`/interview/${interviewId}/cancel`, owner)).statusCode).toBe(409);
  });

  it('proposes again on the same event once cancelled, and only then', async () => {
    const again = await propose(applicationId, recruiter);
    expect(again.statusCode).toBe(201);
    expect(again.json().interview).toMatchObject({ _id: interviewId, status: 'proposed', sequence: 5 });
    const twice = await propose(applicationId, recruiter);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This application already has an interview: reschedule it instead.');
  });
});

describe('bad proposals are refused, naming the slot', () => {
  let applicationId: string;
  beforeAll(async () => {
    applicationId = await newApplication();
  });

  it.each([
    ['a slot in the past', { slots: [{ start: at(24), durationMinutes: 30 }, { start: at(-1), durationMinutes: 30 }] }, 'Slot 2 must start in the future'],
    [
      'a duration under 15 minutes',
      { slots: [{ start: at(24), durationMinutes: 30 }, { start: at(25), durationMinutes: 30 }, { start: at(26), durationMinutes: 10 }] },
      'Slot 3: the duration must be 15 to 240 minutes',
    ],
    ['a duration over 240 minutes', { slots: [{ start: at(24), durationMinutes: 241 }] }, 'Slot 1: the duration must be 15 to 240 minutes'],
    ['a start without its time zone', { slots: [{ start: '2030-01-01T10:00', durationMinutes: 30 }] }, 'Slot 1 needs a start date and time'],
    ['more than 5 slots', { slots: Array.from({ length: 6 }, (_, i) => ({ start: at(24 + i), durationMinutes: 30 })) }, 'Propose at most 5 slots'],
    ['no slot', { slots: [] }, 'Propose at least one slot'],
    ['a place over 200 characters', { ...twoSlots(), location: 'x'.repeat(201) }, 'Place or video link must be at most 200 characters'],
  ])('%s', async (_case, body, message) => {
    const response = await propose(applicationId, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('names the slot in a reschedule too', async () => {
    const { interview } = (await propose(applicationId)).json();
    const response = await post(`/interview/${interview._id}/reschedule`, owner, { slots: [{ start: at(24), durationMinutes: 30 }, { start: at(-2), durationMinutes: 30 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Slot 2 must start in the future');
  });
});

describe('a withdrawn application', () => {
  it('takes no interview, and its interview can no longer be chosen (409)', async () => {
    const applicationId = await newApplication(otherStudent);
    const { interview } = (await propose(applicationId)).json();
    expect((await post(`/application/withdraw/${applicationId}`, otherStudent)).statusCode).toBe(200);
    const choose = await post(`/interview/${interview._id}/choose`, otherStudent, { slotId: interview.slots[0]._id });
    expect(choose.statusCode).toBe(409);
    expect((await post(`/interview/${interview._id}/reschedule`, owner, twoSlots())).statusCode).toBe(409);

    const fresh = await newApplication(otherStudent);
    expect((await post(`/application/withdraw/${fresh}`, otherStudent)).statusCode).toBe(200);
    const refused = await propose(fresh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This application was withdrawn by the student, so no interview can be proposed.');
  });
});

describe('withdrawing an application with an interview', () => {
  it("cancels the interview in the same step: everyone who had it gets the CANCEL of the same event", async () => {
    const withdrawing = await signUp(t.app, 'student');
    const applicationId = await newApplication(withdrawing);
    const { interview } = (await propose(applicationId)).json();
    expect((await post(`/interview/${interview._id}/choose`, withdrawing, { slotId: interview.slots[0]._id })).statusCode).toBe(200);
    const [invitation] = await waitForCalendars(withdrawing.email, 1);
    const uid = invitation!.event.uid;

    expect((await post(`/application/withdraw/${applicationId}`, withdrawing)).statusCode).toBe(200);
    const [own] = (await get('/application/get', withdrawing)).json().application;
    expect(own).toMatchObject({ status: 'withdrawn', interview: { _id: interview._id, status: 'cancelled', sequence: 2 } });
    for (const person of [withdrawing, owner, recruiter]) {
      const cancellationOf = (calendars: Calendar[]) => calendars.find((calendar) => calendar.event.uid === uid && calendar.method === 'CANCEL');
      const cancellation = cancellationOf(await eventually(() => calendarsTo(person.email), (calendars) => cancellationOf(calendars) !== undefined));
      expect(cancellation).toBeDefined();
      expect(cancellation!.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
      expect(cancellation!.event.sequence).toBe(2);
    }
  });
});

describe('who may', () => {
  let applicationId: string;
  let interviewId: string;
  let slotId: string;
  beforeAll(async () => {
    applicationId = await newApplication();
    const { interview } = (await propose(applicationId)).json();
    interviewId = interview._id;
    slotId = interview.slots[0]._id;
  });

  it('propose: owners and recruiters; a viewer 403, another company 404, a student 403, a visitor 401', async () => {
    expect((await propose(await newApplication(), recruiter)).statusCode).toBe(201);
    expect((await propose(await newApplication(), owner)).statusCode).toBe(201);
    const untouched = await newApplication();
    expect((await propose(untouched, viewer)).statusCode).toBe(403);
    expect((await propose(untouched, stranger)).statusCode).toBe(404);
    expect((await propose(untouched, student)).statusCode).toBe(403);
    expect((await post(`/application/${untouched}/interview`, undefined, twoSlots())).statusCode).toBe(401);
  });

  it('reschedule: the team but viewers; nobody else', async () => {
    expect((await post(`/interview/${interviewId}/reschedule`, viewer, twoSlots())).statusCode).toBe(403);
    expect((await post(`/interview/${interviewId}/reschedule`, stranger, twoSlots())).statusCode).toBe(404);
    expect((await post(`/interview/${interviewId}/reschedule`, student, twoSlots())).statusCode).toBe(403);
    expect((await post(`/interview/${interviewId}/reschedule`, undefined, twoSlots())).statusCode).toBe(401);
    const moved = await post(`/interview/${interviewId}/reschedule`, owner, twoSlots());
    expect(moved.statusCode).toBe(200);
    slotId = moved.json().interview.slots[0]._id;
  });

  it('choose: only the student who applied', async () => {
    expect((await post(`/interview/${interviewId}/choose`, otherStudent, { slotId })).statusCode).toBe(404);
    expect((await post(`/interview/${interviewId}/choose`, owner, { slotId })).statusCode).toBe(403);
    expect((await post(`/interview/${interviewId}/choose`, undefined, { slotId })).statusCode).toBe(401);
    expect((await post('/interview/987654321/choose', student, { slotId })).statusCode).toBe(404);
  });

  it('cancel: the student who applied or the team but viewers', async () => {
    expect((await post(`/interview/${interviewId}/cancel`, viewer)).statusCode).toBe(403);
    expect((await post(`/interview/${interviewId}/cancel`, stranger)).statusCode).toBe(404);
    expect((await post(`/interview/${interviewId}/cancel`, otherStudent)).statusCode).toBe(404);
    expect((await post(`/interview/${interviewId}/cancel`, undefined)).statusCode).toBe(401);
    expect((await post(`/interview/${interviewId}/cancel`, recruiter)).statusCode).toBe(200);
  });
});

describe('an interview that can no longer happen', () => {
  it('is called off in everyone\'s calendar when the team rejects the application', async () => {
    const rejected = await signUp(t.app, 'student');
    const applicationId = await newApplication(rejected);
    const { interview } = (await propose(applicationId)).json();
    expect((await post(`/interview/${interview._id}/choose`, rejected, { slotId: interview.slots[0]._id })).statusCode).toBe(200);
    const [invitation] = await waitForCalendars(rejected.email, 1);

    expect((await post(`/application/status/${applicationId}/update`, recruiter, { status: 'rejected' })).statusCode).toBe(200);
    const [own] = (await get('/application/get', rejected)).json().application;
    expect(own).toMatchObject({ status: 'rejected', interview: { status: 'cancelled' } });
    for (const person of [rejected, owner, recruiter]) {
      const cancellationOf = (calendars: Calendar[]) => calendars.find((calendar) => calendar.event.uid === invitation!.event.uid && calendar.method === 'CANCEL');
      expect(cancellationOf(await eventually(() => calendarsTo(person.email), (calendars) => cancellationOf(calendars) !== undefined))).toBeDefined();
    }
  });

  it('offers no time that has passed (409)', async () => {
    const late = await signUp(t.app, 'student');
    const { interview } = (await propose(await newApplication(late))).json();
    // The proposal was made days ago: its first time is now yesterday.
    await t.database.handle.db.updateTable('interview_slots').set({ start_at: new Date(Date.now() - 24 * 3_600_000).toISOString() }).where('id', '=', Number(interview.slots[0]._id)).execute();
    const response = await post(`/interview/${interview._id}/choose`, late, { slotId: interview.slots[0]._id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('That time has passed: ask the hiring team for new times.');
    expect((await post(`/interview/${interview._id}/choose`, late, { slotId: interview.slots[1]._id })).statusCode).toBe(200);
  });
});
