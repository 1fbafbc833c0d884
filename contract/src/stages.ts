/**
 * The stages of an application, in the order a hiring usually goes. Plain constants with no
 * imports: the request schemas build on them and the browser's bundles list them.
 */
export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'interview', 'accepted', 'rejected', 'withdrawn'] as const;

/** The stages a recruiter may move an application to: any but withdrawn, which is the student's. */
export const RECRUITER_STAGES = ['pending', 'shortlisted', 'interview', 'accepted', 'rejected'] as const;
