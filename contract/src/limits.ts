/**
 * How long each text field may be, in characters, and the ranges of the numbers: the request
 * schemas enforce them and the forms state them (maxLength, min, max), so a user is never let
 * type what the server would refuse. Plain constants with no imports: the browser bundles them.
 */
export const INPUT_LIMITS = {
  user: { fullname: 100, email: 254, passwordMin: 8, passwordMax: 128, bio: 1000, skills: 1000, skill: 50, skillCount: 50 },
  job: {
    title: 120,
    description: 5000,
    requirement: 200,
    requirementCount: 50,
    location: 120,
    jobType: 60,
    salaryMax: 100_000,
    experienceMax: 60,
    positionMin: 1,
    positionMax: 10_000,
  },
  company: { name: 100, description: 2000, website: 300, location: 120 },
  application: { message: 2000, note: 2000 },
  /** A job's screening questions: how many, each one's text, a choice's options, a short-text answer. */
  screening: { questions: 10, question: 300, optionsMin: 2, optionsMax: 10, option: 100, answer: 500 },
  searchTerm: 100,
} as const;

/** The largest file each upload takes, in bytes: the server stops reading past it, the forms state it and check it before sending. */
export const UPLOAD_LIMITS = { resumeBytes: 5 * 1024 * 1024, imageBytes: 2 * 1024 * 1024 } as const;

/** How many jobs a student may keep saved: the list stays one a person can page through. */
export const MAX_SAVED_JOBS = 200;

/** How many locations and how many job types a student may prefer. */
export const MAX_PREFERENCES = 10;
