/** The page listing every job recommended to the student (the shell's route table shows it). */
export const JOBS_FOR_YOU_PATH = '/jobs/for-you';
