import type { Kysely } from 'kysely';
import type { Database, InterviewsTable } from '../../db/schema';
import { nowIso } from '../../db/time';

export type SlotRow = { id: number; start_at: string | Date; duration_minutes: number };
export type InterviewRow = Pick<InterviewsTable, 'status' | 'chosen_slot_id' | 'location' | 'message' | 'uid' | 'created_by'> & {
  id: number;
  application_id: number;
  sequence: number;
};
export type InterviewWithSlots = InterviewRow & { slots: SlotRow[] };

const INTERVIEW_COLUMNS = ['interviews.id', 'interviews.application_id', 'interviews.status', 'interviews.chosen_slot_id', 'interviews.location', 'interviews.message', 'interviews.sequence', 'interviews.uid', 'interviews.created_by'] as const;

type StoredInterview = Omit<InterviewRow, 'id' | 'application_id' | 'sequence' | 'chosen_slot_id' | 'created_by'> & {
  id: number | string;
  application_id: number | string;
  sequence: number | string;
  chosen_slot_id: number | string | null;
  created_by: number | string | null;
};

/** PostgreSQL hands back bigint columns as strings: ids are numbers from here on. */
const toRow = (row: StoredInterview): InterviewRow => ({
  ...row,
  id: Number(row.id),
  application_id: Number(row.application_id),
  sequence: Number(row.sequence),
  chosen_slot_id: row.chosen_slot_id === null ? null : Number(row.chosen_slot_id),
  created_by: row.created_by === null ? null : Number(row.created_by),
});

/** Who an interview concerns and what it is for (see partiesOf). */
export type InterviewParties = Awaited<ReturnType<ReturnType<typeof interviewRepository>['partiesOf']>>;

/** A proposal as the repository writes it: the slots already checked, in UTC. */
export type Proposal = { slots: { start: Date; durationMinutes: number }[]; location?: string | null; message: string | null };

/**
 * Interviews and their slots. Every change is one conditional UPDATE of the interview row that
 * names the state it expects (status, sequence), so of two racing requests only one changes it.
 */
export function interviewRepository(db: Kysely<Database>) {
  const replaceSlots = async (interviewId: number, slots: Proposal['slots']) => {
    await db.deleteFrom('interview_slots').where('interview_id', '=', interviewId).execute();
    await db
      .insertInto('interview_slots')
      .values(slots.map((slot) => ({ interview_id: interviewId, start_at: slot.start.toISOString(), duration_minutes: slot.durationMinutes })))
      .execute();
  };

  const slotsOf = async (interviewIds: number[]) => {
    const lists = new Map<number, SlotRow[]>();
    if (interviewIds.length === 0) return lists;
    const rows = await db
      .selectFrom('interview_slots')
      .select(['id', 'interview_id', 'start_at', 'duration_minutes'])
      .where('interview_id', 'in', interviewIds)
      .orderBy('interview_id')
      .orderBy('start_at')
      .orderBy('id')
      .execute();
    for (const { interview_id, ...slot } of rows) {
      const id = Number(interview_id);
      lists.set(id, [...(lists.get(id) ?? []), { ...slot, id: Number(slot.id) }]);
    }
    return lists;
  };

  return {
    async find(interviewId: number): Promise<InterviewRow | undefined> {
      const row = await db.selectFrom('interviews').select(INTERVIEW_COLUMNS).where('id', '=', interviewId).executeTakeFirst();
      return row && toRow(row);
    },
    async findForApplication(applicationId: number): Promise<InterviewRow | undefined> {
      const row = await db.selectFrom('interviews').select(INTERVIEW_COLUMNS).where('application_id', '=', applicationId).executeTakeFirst();
      return row && toRow(row);
    },
    /** The interview with its slots, earliest first. */
    async withSlots(interview: InterviewRow): Promise<InterviewWithSlots> {
      return { ...interview, slots: (await slotsOf([interview.id])).get(interview.id) ?? [] };
    },
    /** The interview of each of these applications that has one, with its slots: one query for a whole list. */
    async ofApplications(applicationIds: number[]): Promise<Map<number, InterviewWithSlots>> {
      const interviews = new Map<number, InterviewWithSlots>();
      if (applicationIds.length === 0) return interviews;
      const rows = await db
        .selectFrom('interviews')
        .leftJoin('interview_slots', 'interview_slots.interview_id', 'interviews.id')
        .select([...INTERVIEW_COLUMNS, 'interview_slots.id as slot_id', 'interview_slots.start_at', 'interview_slots.duration_minutes'])
        .where('interviews.application_id', 'in', applicationIds)
        .orderBy('interviews.id')
        .orderBy('interview_slots.start_at')
        .orderBy('interview_slots.id')
        .execute();
      for (const { slot_id, start_at, duration_minutes, ...interview } of rows) {
        const applicationId = Number(interview.application_id);
        const entry = interviews.get(applicationId) ?? { ...toRow(interview), slots: [] };
        if (slot_id !== null && start_at !== null && duration_minutes !== null) entry.slots.push({ id: Number(slot_id), start_at, duration_minutes });
        interviews.set(applicationId, entry);
      }
      return interviews;
    },
    /** A new interview for the application; throws a unique violation when it already has one. */
    async insert(applicationId: number, createdBy: number, uid: string, proposal: Proposal): Promise<number> {
      const now = nowIso();
      const row = await db
        .insertInto('interviews')
        .values({ application_id: applicationId, status: 'proposed', location: proposal.location ?? null, message: proposal.message, uid, created_by: createdBy, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceSlots(Number(row.id), proposal.slots);
      return Number(row.id);
    },
    /**
     * New slots for an interview still at `sequence` in one of `from`: back to proposed, no slot
     * chosen, the calendar event's sequence one higher. False when another change came first.
     */
    /** A `location` left out keeps the place as it was. */
    async propose(interview: InterviewRow, from: InterviewRow['status'][], proposal: Proposal): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('interviews')
        .set((eb) => ({
          status: 'proposed',
          chosen_slot_id: null,
          ...(proposal.location !== undefined && { location: proposal.location }),
          message: proposal.message,
          sequence: eb('sequence', '+', 1),
          updated_at: nowIso(),
        }))
        .where('id', '=', interview.id)
        .where('sequence', '=', interview.sequence)
        .where('status', 'in', from)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      await replaceSlots(interview.id, proposal.slots);
      return true;
    },
    /**
     * The student's pick of a slot of the proposal they saw, the event's sequence one higher (every
     * calendar message carries a newer one than the last, a rescheduling's cancellation included);
     * false when the interview changed meanwhile.
     */
    async choose(interview: InterviewRow, slotId: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('interviews')
        .set((eb) => ({ status: 'scheduled', chosen_slot_id: slotId, sequence: eb('sequence', '+', 1), updated_at: nowIso() }))
        .where('id', '=', interview.id)
        .where('sequence', '=', interview.sequence)
        .where('status', '=', 'proposed')
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    /** Called off: the event's sequence one higher, the chosen slot kept for the cancellation's times. */
    async cancel(interview: InterviewRow): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('interviews')
        .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), updated_at: nowIso() }))
        .where('id', '=', interview.id)
        .where('sequence', '=', interview.sequence)
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },
    /** Who an interview's event invites and what it is about: the student, the job and its company. */
    partiesOf(interviewId: number) {
      return db
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .innerJoin('jobs', 'jobs.id', 'applications.job_id')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .innerJoin('users', 'users.id', 'applications.applicant_id')
        .leftJoin('users as organizer', 'organizer.id', 'interviews.created_by')
        .select([
          'applications.id as application_id',
          'applications.status as application_status',
          'applications.applicant_id as student_id',
          'users.fullname as student_name',
          'users.email as student_email',
          'jobs.id as job_id',
          'jobs.title',
          'jobs.company_id',
          'companies.name as company_name',
          'organizer.fullname as organizer_name',
          'organizer.email as organizer_email',
        ])
        .where('interviews.id', '=', interviewId)
        .executeTakeFirstOrThrow();
    },
    /** The application the interview is for, when this student sent it. */
    async applicationOfStudent(interviewId: number, studentId: number): Promise<number | null> {
      const row = await db
        .selectFrom('interviews')
        .innerJoin('applications', 'applications.id', 'interviews.application_id')
        .select('applications.id')
        .where('interviews.id', '=', interviewId)
        .where('applications.applicant_id', '=', studentId)
        .executeTakeFirst();
      return row ? Number(row.id) : null;
    },
    async applicationOf(interviewId: number): Promise<number | null> {
      const row = await db.selectFrom('interviews').select('application_id').where('id', '=', interviewId).executeTakeFirst();
      return row ? Number(row.application_id) : null;
    },
    /** Email addresses of these users, for the calendar invitations they always get (not a notification setting). */
    async emailsOf(userIds: number[]) {
      if (userIds.length === 0) return [];
      return db.selectFrom('users').select(['id', 'fullname', 'email']).where('id', 'in', userIds).where('deleted_at', 'is', null).orderBy('id').execute();
    },
  };
}
