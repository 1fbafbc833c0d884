import { createEvent, type Attendee, type EventAttributes } from 'ics';
import { toIso } from '../../db/time';
import type { SlotRow } from './interview-repository';

/**
 * An interview as an iCalendar object (RFC 5545) with its iTIP method (RFC 5546): REQUEST
 * invites, or moves the event when sent again with a higher SEQUENCE; CANCEL removes it;
 * PUBLISH is the file "Add to calendar" downloads. One VEVENT, times in UTC, the same UID for
 * the interview's whole life.
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

export type Person = { name: string; email: string };

export type InterviewEvent = {
  uid: string;
  sequence: number;
  slot: SlotRow;
  title: string;
  description: string;
  location: string | null;
  organizer: Person;
  attendees: Person[];
};

export function interviewCalendar(method: CalendarMethod, event: InterviewEvent): string {
  const start = Date.parse(toIso(event.slot.start_at));
  const attendees: Attendee[] = event.attendees.map(({ name, email }) => ({ name, email, rsvp: method === 'REQUEST', partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }));
  const attributes: EventAttributes = {
    productId: 'job-portal/interviews',
    method,
    uid: event.uid,
    sequence: event.sequence,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + event.slot.duration_minutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    ...(event.location && { location: event.location }),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: event.organizer,
    // A published copy is the event alone: iTIP keeps attendees for invitations and their cancellations.
    ...(method !== 'PUBLISH' && { attendees }),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The interview could not be written as an iCalendar event.');
  return value;
}
