import type { SinkMail, SmtpSink } from '@portal/test-support/smtp-sink';
import { ICAL } from '@portal/test-support/ical';

/** What a calendar reads from an iCalendar text, parsed with ical.js. */
export type CalendarEvent = {
  /** Its METHOD (REQUEST, CANCEL, PUBLISH). */
  method: string;
  vevents: number;
  uid: string;
  sequence: number;
  status: string | null;
  /** DTSTART as an ISO instant. */
  start: string;
  /** Whether DTSTART is written in UTC (a trailing Z): no zone definitions for a calendar to get wrong. */
  startsInUtc: boolean;
};

export function readCalendar(content: string): CalendarEvent {
  const component = new ICAL.Component(ICAL.parse(content));
  const vevent = component.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no VEVENT in:\n${content}`);
  const event = new ICAL.Event(vevent);
  const status = vevent.getFirstPropertyValue('status');
  return {
    method: String(component.getFirstPropertyValue('method')),
    vevents: component.getAllSubcomponents('vevent').length,
    uid: event.uid,
    sequence: event.sequence,
    status: status === null ? null : String(status),
    start: event.startDate.toJSDate().toISOString(),
    startsInUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
  };
}

/** The first email the sink received that `matches`; waits for the portal's mail worker to send it. */
async function firstReceived(sink: SmtpSink, what: string, matches: (mail: SinkMail) => boolean): Promise<SinkMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = sink.messages.find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`the SMTP sink never received ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export const sinkMailTo = (sink: SmtpSink, to: string, subject: RegExp): Promise<SinkMail> =>
  firstReceived(sink, `an email to ${to} matching ${subject}`, ({ envelope, subject: actual }) => envelope.rcptTo.includes(to) && subject.test(actual));

/** The event of the first email to `to` whose iCalendar part's Content-Type names `method`, and that method (mimeMethod). */
export async function calendarMailTo(sink: SmtpSink, to: string, method: 'REQUEST' | 'CANCEL'): Promise<CalendarEvent & { mimeMethod: string }> {
  const mail = await firstReceived(sink, `an email to ${to} with a ${method} calendar part`, ({ envelope, calendar }) => envelope.rcptTo.includes(to) && calendar?.method === method);
  return { mimeMethod: mail.calendar!.method, ...readCalendar(mail.calendar!.content) };
}
