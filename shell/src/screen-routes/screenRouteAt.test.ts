import { screenRouteAt } from './screenRouteAt';

describe('screenRouteAt', () => {
  it.each([
    ['/', 'student', 'Home'],
    ['/login', 'auth', 'Login'],
    ['/invitations/accept', 'auth', 'InvitationAccept'],
    ['/description/42', 'student', 'JobDescription'],
    ['/admin/companies/create', 'recruiter', 'CompanyCreate'],
    ['/admin/companies/7', 'recruiter', 'CompanySetup'],
    ['/admin/jobs/7/edit', 'recruiter', 'JobEdit'],
    ['/admin/jobs/7/applicants/', 'recruiter', 'Applicants'],
  ])('finds the screen of %s', (pathname, remote, screen) => {
    expect(screenRouteAt(pathname)).toMatchObject({ remote, screen });
  });

  it.each(['/no/such/page', '/description', '/admin/jobs/7/unknown', '/notifications'])('finds none for %s', (pathname) => {
    expect(screenRouteAt(pathname)).toBeUndefined();
  });
});
