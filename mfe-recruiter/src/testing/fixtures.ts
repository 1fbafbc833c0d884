import type { AdminJob, Applicant, ApplicationCounts, Job, JobWithApplicants, TeamCompany } from '@portal/shared-state';
import { aStudent } from '@portal/shared-state/testing';

// Wire objects as the API sends them to the logged-in recruiter (aRecruiter, id 'u-recruiter').

/** A company as its team reads it: the recruiter registered it, so they are its owner. */
export const aCompany = (overrides: Partial<TeamCompany> = {}): TeamCompany => ({
  _id: 'c1',
  name: 'Acme',
  description: 'Builds delivery robots',
  website: 'https://acme-robots.example',
  location: 'Pune',
  logo: null,
  userId: 'u-recruiter',
  createdAt: '2025-04-01T09:30:00.000Z',
  updatedAt: '2025-04-01T09:30:00.000Z',
  role: 'owner',
  ...overrides,
});

export const aJob = (overrides: Partial<Job> = {}): Job => ({
  _id: 'j1',
  title: 'Frontend Developer',
  description: 'Build the portal',
  requirements: ['React', 'TypeScript'],
  salary: 14,
  salaryMax: null,
  location: 'Hyderabad',
  jobType: 'Full Time',
  experience: 3,
  position: 2,
  company: aCompany(),
  created_by: 'u-recruiter',
  createdAt: '2025-05-02T08:00:00.000Z',
  updatedAt: '2025-05-02T08:00:00.000Z',
  applicationCount: 0,
  status: 'open',
  deadline: null,
  questions: [],
  applications: [],
  ...overrides,
});

const NO_APPLICATIONS: ApplicationCounts = { pending: 0, shortlisted: 0, interview: 0, accepted: 0, rejected: 0, withdrawn: 0 };

/** A job as the recruiter's list shows it, with its applications counted per stage. */
export const anAdminJob = (overrides: Partial<AdminJob> = {}): AdminJob => ({
  ...aJob(),
  applicationCounts: NO_APPLICATIONS,
  waiting: 0,
  role: 'owner',
  ...overrides,
});

export const anApplicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  _id: 'a1',
  job: 'j1',
  applicant: aStudent({
    profile: { bio: '', skills: [], resume: 'https://files.example/cv-jane.pdf', resumeOriginalName: 'jane-doe-cv.pdf', profilePhoto: null },
  }),
  status: 'pending',
  history: [{ status: 'pending', message: null, createdAt: '2025-06-03T12:00:00.000Z' }],
  notes: [],
  answers: [],
  interview: null,
  createdAt: '2025-06-03T12:00:00.000Z',
  updatedAt: '2025-06-03T12:00:00.000Z',
  ...overrides,
});

export const aJobWithApplicants = (applications: Applicant[]): JobWithApplicants => ({
  ...aJob({ applicationCount: applications.length }),
  applications,
});
