import { jobCountText } from '../job-list/jobCount';

/**
 * The name a choice is heard by: "Pune, 12 jobs" (a bare number read after a name says nothing
 * of what it counts); the name alone while the count is unknown. Given as the control's
 * aria-label: a hidden ", 12 jobs" beside the name would be heard as "Pune , 12 jobs", since a
 * visually hidden element is positioned out of the line and so read as a block of its own.
 */
export const countedName = (name: string, count: number | undefined): string => (count === undefined ? name : `${name}, ${jobCountText(count).toLowerCase()}`);
