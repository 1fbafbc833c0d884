import type { Applicant, Company, Interview, Job, JobWithApplicants, StudentApplication, User } from '@portal/contract';

const at = '2025-01-02T03:04:05.000Z';

export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: '1',
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '+91 98765 43210',
  role: 'student',
  createdAt: at,
  profile: { bio: '', skills: ['react'], resume: null, resumeOriginalName: null, profilePhoto: null },
  ...overrides,
});

export const aCompany = (overrides: Partial<Company> = {}): Company => ({
  _id: '10',
  name: 'Acme',
  description: 'Makes things',
  website: 'https://acme.example',
  location: 'Pune',
  logo: null,
  userId: '2',
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const aJob = (overrides: Partial<Job> = {}): Job => ({
  _id: '100',
  title: 'Frontend Developer',
  description: 'React and TypeScript',
  requirements: ['react'],
  salary: 12,
  salaryMax: null,
  location: 'Bangalore',
  jobType: 'Full Time',
  experience: 2,
  position: 3,
  company: aCompany(),
  created_by: '2',
  createdAt: at,
  updatedAt: at,
  applicationCount: 0,
  status: 'open',
  deadline: null,
  questions: [],
  applications: [],
  ...overrides,
});

/** A proposed interview with two slots a day apart, in UTC. */
export const anInterview = (overrides: Partial<Interview> = {}): Interview => ({
  _id: '500',
  status: 'proposed',
  slots: [
    { _id: '501', start: '2030-03-04T09:30:00.000Z', durationMinutes: 45 },
    { _id: '502', start: '2030-03-05T14:00:00.000Z', durationMinutes: 45 },
  ],
  chosenSlotId: null,
  location: 'https://meet.example.com/abc',
  message: null,
  sequence: 0,
  ...overrides,
});

export const aStudentApplication = (overrides: Partial<StudentApplication> = {}): StudentApplication => ({
  _id: '1000',
  job: aJob(),
  applicant: '1',
  status: 'pending',
  history: [{ status: 'pending', message: null, createdAt: at }],
  interview: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const anApplicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  _id: '1000',
  job: '100',
  applicant: aUser(),
  status: 'pending',
  history: [{ status: 'pending', message: null, createdAt: at }],
  notes: [],
  answers: [],
  interview: null,
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const aJobWithApplicants = (applications: Applicant[] = [anApplicant()]): JobWithApplicants => ({
  ...aJob(),
  applications,
});
