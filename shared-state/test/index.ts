// Test helpers for packages that build on shared-state: a real HTTP server and API fixtures.
export { closedOrigin, json, routes, startServer, type Handler, type RecordedRequest, type TestServer } from './httpServer';
export { memoryStorage, persistedRoot } from './persist';
export { aCompany, aJob, aJobWithApplicants, anApplicant, anInterview, aStudentApplication, aUser } from './fixtures';
export { formFieldsOf, setUpFakeApi, type Answer, type FakeApi, type ReceivedCall } from './fake-api';
export { aRecruiter, aStudent } from './users';
