import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { TEAM_PERMISSIONS, type InterviewProposal } from '@portal/contract';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import type { Viewer } from '../../http/auth';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { renderEmail } from '../../mail/email-content';
import { enqueueMail } from '../../mail/outbox';
import { applicationRepository } from '../applications/application-repository';
import { notificationEvents } from '../notifications/notification-events';
import { teamAccess } from '../teams/team-access';
import { teamRepository } from '../teams/team-repository';
import { interviewCalendar, type CalendarMethod, type Person } from './interview-calendar';
import { cancelledMail, eventTitle, scheduledMail } from './interview-mail';
import { interviewRepository, type InterviewParties, type InterviewRow, type InterviewWithSlots, type SlotRow } from './interview-repository';

const MISSING = 'Interview not found.';
const WITHDRAWN = 'This application was withdrawn by the student, so its interview cannot change.';
const CHANGED = 'The interview changed meanwhile: reload to see it as it is now.';

/**
 * Interviews: the hiring team proposes times, the student picks one, either side may call it
 * off. Each change and its emails are one transaction: the calendar invitations and
 * cancellations go through the outbox, so they leave exactly when the change committed.
 */
export function interviewService({ db, jobReads, notify, site }: Pick<AppDeps, 'db' | 'jobReads' | 'notify' | 'site'>) {
  const access = teamAccess(db);
  const host = new URL(site.publicUrl).hostname;
  const siteSender = { name: site.name, email: `no-reply@${host}` };

  /** The application an interview is for, if the viewer may act on it: its student, or its company's team with the role for `action`. */
  const applicationFor = async (viewer: Viewer, interviewId: number, action: 'interviews.manage' | 'applicants.read'): Promise<number> => {
    const interviews = interviewRepository(db);
    if (viewer.role === 'student') {
      const applicationId = await interviews.applicationOfStudent(interviewId, viewer.id);
      if (applicationId === null) throw notFound(MISSING);
      return applicationId;
    }
    const applicationId = await interviews.applicationOf(interviewId);
    if (applicationId === null) throw notFound(MISSING);
    await access.application(viewer.id, applicationId, action, MISSING);
    return applicationId;
  };

  const about = (interview: InterviewRow, parties: InterviewParties) => ({
    title: parties.title,
    companyName: parties.company_name,
    studentName: parties.student_name,
    location: interview.location,
  });

  /** The interview's calendar event at `slot`, organised by whoever proposed it (the site, once their account is gone). */
  const calendarOf = (method: CalendarMethod, interview: InterviewRow, parties: InterviewParties, slot: SlotRow, attendees: Person[]) =>
    interviewCalendar(method, {
      uid: interview.uid,
      sequence: interview.sequence,
      slot,
      title: eventTitle(about(interview, parties)),
      description: [interview.message, `${site.name}: ${new URL('/', site.publicUrl).href}`].filter(Boolean).join('\n\n'),
      location: interview.location,
      organizer: parties.organizer_name && parties.organizer_email ? { name: parties.organizer_name, email: parties.organizer_email } : siteSender,
      attendees,
    });

  /**
   * Emails the calendar invitation (or its cancellation) to the student and to every owner
   * and recruiter of the company, each their own message with the same event.
   */
  const sendCalendar = async (trx: Kysely<Database>, interviewId: number, method: 'REQUEST' | 'CANCEL', slot: SlotRow, cancelledBy?: string) => {
    const interviews = interviewRepository(trx);
    const interview = (await interviews.find(interviewId))!;
    const parties = await interviews.partiesOf(interviewId);
    const team = await teamRepository(trx).memberIdsWithRole(Number(parties.company_id), TEAM_PERMISSIONS['interviews.manage']);
    const people = await interviews.emailsOf([Number(parties.student_id), ...team]);
    const content = calendarOf(method, interview, parties, slot, people.map(({ fullname, email }) => ({ name: fullname, email })));
    for (const person of people) {
      const path = Number(person.id) === Number(parties.student_id) ? '/profile' : `/admin/jobs/${parties.job_id}/applicants`;
      const words = method === 'REQUEST' ? scheduledMail(about(interview, parties), slot, path) : cancelledMail(about(interview, parties), slot, cancelledBy ?? parties.company_name, path);
      await enqueueMail(trx, { ...renderEmail(site, person.email, words), calendar: { method, content } });
    }
  };

  /** Cancels the interview and sends everyone the cancellation, in the caller's transaction; false when another change came first. */
  const callOff = async (trx: Kysely<Database>, interview: InterviewRow, by: 'student' | 'team'): Promise<boolean> => {
    const interviews = interviewRepository(trx);
    const { slots } = await interviews.withSlots(interview);
    if (!(await interviews.cancel(interview))) return false;
    // Calendars know the chosen time; a proposal never chosen is named by its first time.
    const slot = slots.find((candidate) => candidate.id === interview.chosen_slot_id) ?? slots[0]!;
    const parties = await interviews.partiesOf(interview.id);
    await sendCalendar(trx, interview.id, 'CANCEL', slot, by === 'student' ? parties.student_name : parties.company_name);
    return true;
  };

  const current = async (trx: Kysely<Database>, interviewId: number): Promise<InterviewWithSlots> => {
    const interviews = interviewRepository(trx);
    return interviews.withSlots((await interviews.find(interviewId))!);
  };

  /** The interview as it stands, refusing a change of one whose application the student withdrew. */
  const live = async (trx: Kysely<Database>, interviewId: number): Promise<{ interview: InterviewRow; parties: InterviewParties }> => {
    const interviews = interviewRepository(trx);
    const interview = await interviews.find(interviewId);
    if (!interview) throw notFound(MISSING);
    const parties = await interviews.partiesOf(interviewId);
    if (parties.application_status === 'withdrawn') throw conflict(WITHDRAWN);
    return { interview, parties };
  };

  const job = (parties: InterviewParties) => ({ id: Number(parties.job_id), title: parties.title, companyName: parties.company_name });

  return {
    /**
     * The team proposes times: the application moves to `interview` (a step in its history) and
     * the student is told. An application has one interview; one called off may be proposed again.
     */
    async propose(recruiterId: number, applicationId: number, proposal: InterviewProposal): Promise<InterviewWithSlots> {
      const application = await access.application(recruiterId, applicationId, 'interviews.manage');
      let interviewId: number;
      try {
        interviewId = await db.transaction().execute(async (trx) => {
          const interviews = interviewRepository(trx);
          const applications = applicationRepository(trx);
          const earlier = await interviews.findForApplication(application.applicationId);
          if (earlier && earlier.status !== 'cancelled') throw conflict('This application already has an interview: reschedule it instead.');
          if (!(await applications.moveTo(application.applicationId, 'interview', proposal.message, ['withdrawn'])))
            throw conflict('This application was withdrawn by the student, so no interview can be proposed.');
          await applications.recordResponse(application.applicationId);
          // A new proposal has the place it names, or none.
          const location = proposal.location ?? null;
          let id: number;
          if (earlier) {
            if (!(await interviews.propose(earlier, ['cancelled'], { ...proposal, location }))) throw conflict(CHANGED);
            id = earlier.id;
          } else {
            id = await interviews.insert(application.applicationId, recruiterId, `${crypto.randomUUID()}@${host}`, { ...proposal, location });
          }
          const parties = await interviews.partiesOf(id);
          await notify(trx, [Number(parties.student_id)], notificationEvents.interviewProposed(job(parties), proposal.slots.length, proposal.message));
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This application already has an interview: reschedule it instead.');
        throw error;
      }
      await jobReads.teamResponded(application.jobId);
      return current(db, interviewId);
    },

    /** The student picks one of the times proposed; everyone gets the calendar invitation. */
    async choose(studentId: number, interviewId: number, slotId: number): Promise<InterviewWithSlots> {
      if ((await interviewRepository(db).applicationOfStudent(interviewId, studentId)) === null) throw notFound(MISSING);
      return db.transaction().execute(async (trx) => {
        const interviews = interviewRepository(trx);
        const { interview } = await live(trx, interviewId);
        if (interview.status === 'cancelled') throw conflict('This interview was cancelled, so its times can no longer be chosen.');
        if (interview.status === 'scheduled') throw conflict('A time is already chosen for this interview: ask the recruiter to reschedule it.');
        const { slots } = await interviews.withSlots(interview);
        const slot = slots.find((candidate) => candidate.id === slotId);
        if (!slot) throw badRequest('Choose one of the times this interview proposes.');
        if (new Date(slot.start_at).getTime() <= Date.now()) throw conflict('That time has passed: ask the hiring team for new times.');
        if (!(await interviews.choose(interview, slot.id))) throw conflict(CHANGED);
        await sendCalendar(trx, interviewId, 'REQUEST', slot);
        return current(trx, interviewId);
      });
    },

    /**
     * The team offers new times: back to proposed, the event's sequence one higher, and the student
     * picks again. A time already in calendars is cancelled there, so none keeps the old one.
     */
    async reschedule(viewer: Viewer, interviewId: number, proposal: InterviewProposal): Promise<InterviewWithSlots> {
      await applicationFor(viewer, interviewId, 'interviews.manage');
      return db.transaction().execute(async (trx) => {
        const interviews = interviewRepository(trx);
        const { interview, parties } = await live(trx, interviewId);
        if (interview.status === 'cancelled') throw conflict('This interview was cancelled: propose a new one from the applicant instead.');
        const inCalendars = interview.status === 'scheduled' ? (await interviews.withSlots(interview)).slots.find((slot) => slot.id === interview.chosen_slot_id) : undefined;
        if (!(await interviews.propose(interview, ['proposed', 'scheduled'], proposal))) throw conflict(CHANGED);
        if (inCalendars) await sendCalendar(trx, interviewId, 'CANCEL', inCalendars, parties.company_name);
        await notify(trx, [Number(parties.student_id)], notificationEvents.interviewRescheduled(job(parties), proposal.slots.length, proposal.message));
        return current(trx, interviewId);
      });
    },

    /** Either side calls it off; everyone gets the cancellation with the event's next sequence. */
    async cancel(viewer: Viewer, interviewId: number): Promise<InterviewWithSlots> {
      await applicationFor(viewer, interviewId, 'interviews.manage');
      return db.transaction().execute(async (trx) => {
        const interview = await interviewRepository(trx).find(interviewId);
        if (!interview) throw notFound(MISSING);
        if (interview.status === 'cancelled') throw conflict('This interview is already cancelled.');
        if (!(await callOff(trx, interview, viewer.role === 'student' ? 'student' : 'team'))) throw conflict(CHANGED);
        return current(trx, interviewId);
      });
    },

    /**
     * In the transaction that ends the application (the student withdraws, or the team rejects
     * it): its interview, unless already called off, is cancelled in everyone's calendar.
     */
    async cancelWithApplication(trx: Kysely<Database>, applicationId: number, by: 'student' | 'team'): Promise<void> {
      const interview = await interviewRepository(trx).findForApplication(applicationId);
      if (!interview || interview.status === 'cancelled') return;
      if (!(await callOff(trx, interview, by))) throw conflict(CHANGED);
    },

    /** The event as it stands, for "Add to calendar"; a proposal nobody picked a time of has none yet (409). */
    async calendar(viewer: Viewer, interviewId: number): Promise<string> {
      await applicationFor(viewer, interviewId, 'applicants.read');
      const interview = await current(db, interviewId);
      const slot = interview.slots.find((candidate) => candidate.id === interview.chosen_slot_id);
      if (!slot) throw conflict('No time is chosen for this interview yet, so there is nothing to add to a calendar.');
      const parties = await interviewRepository(db).partiesOf(interviewId);
      return calendarOf(interview.status === 'cancelled' ? 'CANCEL' : 'PUBLISH', interview, parties, slot, []);
    },
  };
}
