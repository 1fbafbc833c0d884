import type { User } from '../src';

const student: User = {
  _id: 'u-student',
  fullname: 'Jane Doe',
  email: 'jane@example.com',
  phoneNumber: '+91 90000 00001',
  role: 'student',
  createdAt: '2025-03-01T10:00:00.000Z',
  profile: {
    bio: 'Frontend learner',
    skills: [],
    resume: null,
    resumeOriginalName: null,
    profilePhoto: 'https://cdn.example/jane.png',
  },
};

/** A logged-in student as the API returns one; override any field. */
export const aStudent = (overrides: Partial<User> = {}): User => ({ ...student, ...overrides });

/** A logged-in recruiter as the API returns one; override any field. */
export const aRecruiter = (overrides: Partial<User> = {}): User => ({
  ...student,
  _id: 'u-recruiter',
  fullname: 'Raj Rao',
  email: 'raj@example.com',
  role: 'recruiter',
  profile: { ...student.profile, bio: 'Hiring at Acme', profilePhoto: null },
  ...overrides,
});
