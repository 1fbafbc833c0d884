import type { Access } from '../guards/access';
import type { RemoteName } from '../remotes';

export type ScreenRoute = { path: string; remote: RemoteName; screen: string; access: Access };

/** Every page of the site and the remote screen that renders it (see README: remote contract). */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/', remote: 'student', screen: 'Home', access: 'notRecruiter' },
  { path: '/login', remote: 'auth', screen: 'Login', access: 'guest' },
  { path: '/signup', remote: 'auth', screen: 'Signup', access: 'guest' },
  { path: '/forgot-password', remote: 'auth', screen: 'ForgotPassword', access: 'guest' },
  { path: '/reset-password', remote: 'auth', screen: 'ResetPassword', access: 'anyone' },
  { path: '/settings', remote: 'auth', screen: 'Settings', access: 'user' },
  { path: '/jobs', remote: 'student', screen: 'Jobs', access: 'anyone' },
  { path: '/browse', remote: 'student', screen: 'Browse', access: 'anyone' },
  { path: '/description/:id', remote: 'student', screen: 'JobDescription', access: 'anyone' },
  { path: '/company/:id', remote: 'student', screen: 'Company', access: 'anyone' },
  { path: '/profile', remote: 'student', screen: 'Profile', access: 'student' },
  { path: '/admin/companies', remote: 'recruiter', screen: 'Companies', access: 'recruiter' },
  { path: '/admin/companies/create', remote: 'recruiter', screen: 'CompanyCreate', access: 'recruiter' },
  { path: '/admin/companies/:id', remote: 'recruiter', screen: 'CompanySetup', access: 'recruiter' },
  { path: '/admin/jobs', remote: 'recruiter', screen: 'AdminJobs', access: 'recruiter' },
  { path: '/admin/jobs/create', remote: 'recruiter', screen: 'JobCreate', access: 'recruiter' },
  { path: '/admin/jobs/:id/edit', remote: 'recruiter', screen: 'JobEdit', access: 'recruiter' },
  { path: '/admin/jobs/:id/applicants', remote: 'recruiter', screen: 'Applicants', access: 'recruiter' },
];
