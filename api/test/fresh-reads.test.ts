import { freshReads } from '../src/cache/fresh-reads';
import { JobReads } from '../src/features/jobs/job-reads';
import { createCompany, postJob, signUp } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A render reads fresh, in one reading that reads each job once (src/cache/fresh-reads.ts).
 * What the reading holds may be older than a write through this instance made meanwhile: it
 * must never become what the instance serves to others afterwards.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

it('never keeps for later what a reading read before a write through this instance', async () => {
  const recruiter = await signUp(t.app, 'recruiter');
  const company = await createCompany(t.app, recruiter);
  const job = await postJob(t.app, recruiter, company._id, { title: 'Old title' });
  const id = Number(job._id);
  const { db, engine } = t.database.handle;
  const reads = new JobReads(db, engine, 60_000);
  await freshReads.run(async () => {
    await reads.byIds([id], null);
    await db.updateTable('jobs').set({ title: 'New title' }).where('id', '=', id).execute();
    await reads.jobWritten(id);
    // Within the reading the job is read once: this is the row from before the write.
    expect((await reads.byIds([id], null))[0]!.title).toBe('Old title');
  });
  expect((await reads.byIds([id], null))[0]!.title).toBe('New title');
});
