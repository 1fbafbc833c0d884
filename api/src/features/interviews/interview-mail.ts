import type { EmailContent } from '../../mail/email-content';
import { toIso } from '../../db/time';
import type { SlotRow } from './interview-repository';

export type About = { title: string; companyName: string; studentName: string; location: string | null };

const FOOTER = 'You get this email because you take part in this interview. The attached invitation puts it in your calendar.';

const dayAndTime = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const timeOnly = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** "Tue, 1 Dec 2026, 10:00–10:45 UTC": the mail cannot know the reader's zone, its calendar shows it in theirs. */
export function slotInWords(slot: SlotRow): string {
  const start = new Date(toIso(slot.start_at));
  const end = new Date(start.getTime() + slot.duration_minutes * 60_000);
  return `${dayAndTime.format(start)}–${timeOnly.format(end)} UTC`;
}

/** The event's summary, as calendars list it. */
export const eventTitle = ({ title, companyName, studentName }: About) => `Interview: ${studentName} for ${title} at ${companyName}`;

const where = (location: string | null) => (location ? [`Where: ${location}`] : []);

/** The invitation everyone gets once the student picked a time. */
export const scheduledMail = (about: About, slot: SlotRow, path: string): EmailContent => ({
  subject: `Interview scheduled: ${about.title} at ${about.companyName}, ${slotInWords(slot)}`,
  paragraphs: [`The interview of ${about.studentName} for ${about.title} at ${about.companyName} is on ${slotInWords(slot)}.`, ...where(about.location)],
  action: { label: 'See the application', path },
  footer: FOOTER,
});

/** The cancellation everyone gets, whoever called the interview off. */
export const cancelledMail = (about: About, slot: SlotRow, cancelledBy: string, path: string): EmailContent => ({
  subject: `Interview cancelled: ${about.title} at ${about.companyName}`,
  paragraphs: [`${cancelledBy} cancelled the interview of ${about.studentName} for ${about.title} at ${about.companyName} (${slotInWords(slot)}).`],
  action: { label: 'See the application', path },
  footer: 'You get this email because you took part in this interview. The attached cancellation removes it from your calendar.',
});
