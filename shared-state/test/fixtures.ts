import type { Applicant, Company, Job, JobWithApplicants, StudentApplication, User } from '@portal/api/contract';

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

export const aStudentApplication = (overrides: Partial<StudentApplication> = {}): StudentApplication => ({
  _id: '1000',
  job: aJob(),
  applicant: '1',
  status: 'pending',
  history: [{ status: 'pending', message: null, createdAt: at }],
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
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const aJobWithApplicants = (applications: Applicant[] = [anApplicant()]): JobWithApplicants => ({
  ...aJob(),
  applications,
});
