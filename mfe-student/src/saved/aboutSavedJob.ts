/** What a toast about saving or unsaving a job is about: each such toast takes the place of the one before. */
export const aboutSavedJob = (jobId: string): string => `saved-job:${jobId}`;
