import type { Job } from '@portal/shared-state';

/** Today on this device's calendar, as the API writes dates (YYYY-MM-DD). */
const today = (now = new Date()) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** What the jobs table says of a job: Open, Closed (by its poster) or Deadline passed. */
export function jobStatusLabel({ status, deadline }: Pick<Job, 'status' | 'deadline'>, now = new Date()): string {
  if (deadline !== null && deadline < today(now)) return 'Deadline passed';
  return status === 'closed' ? 'Closed' : 'Open';
}
