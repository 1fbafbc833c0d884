import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { todayIso } from '../db/time';
import { LOCATIONS, ROLES, JOB_TYPES, SKILLS_BY_ROLE, FILLER_WORDS, seededRandom } from './demo-vocabulary';
import { logoPng } from './png';
import { seedDemoConfig } from './seed-demo-config';

/**
 * Fills an empty database with a believable demo through the API itself (so every row
 * passed the same validation as a user's), then prints the logins.
 */
const PASSWORD = 'demo-password';
const RECRUITERS = [
  { fullname: 'Priya Sharma', email: 'priya@techwave.example', company: 'TechWave', colours: [[106, 56, 194], [248, 48, 2]] },
  { fullname: 'Arjun Mehta', email: 'arjun@pixelforge.example', company: 'PixelForge', colours: [[114, 9, 183], [255, 200, 0]] },
  { fullname: 'Kavya Iyer', email: 'kavya@datanest.example', company: 'DataNest', colours: [[0, 120, 140], [240, 240, 240]] },
] as const;
const STUDENTS = [
  { fullname: 'Rahul Verma', email: 'rahul@student.example' },
  { fullname: 'Sneha Patel', email: 'sneha@student.example' },
  { fullname: 'Vikram Singh', email: 'vikram@student.example' },
];
const JOBS_PER_COMPANY = 20;

/** The steps each student's applications take, so every stage shows with the messages students get. */
const APPLICATION_PATHS: { status: string; message?: string }[][] = [
  [],
  [{ status: 'shortlisted', message: 'Your profile fits the team; we will be in touch about an interview.' }],
  [{ status: 'shortlisted' }, { status: 'interview', message: 'Video call on Tuesday at 10:00 IST; the link follows by email.' }],
  [{ status: 'shortlisted' }, { status: 'interview' }, { status: 'accepted', message: 'Welcome aboard! The offer letter is on its way.' }],
  [{ status: 'rejected', message: 'We went with a candidate with more production experience. Thank you for applying.' }],
  [{ status: 'withdrawn' }],
];

async function form(fields: Record<string, string>, file?: { content: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file) data.append('file', new Blob([file.content], { type: file.type }), file.name);
  const request = new Request('http://seed/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

async function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, options: { cookie?: string; payload?: unknown; form?: Awaited<ReturnType<typeof form>> } = {}) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(options.cookie && { cookie: options.cookie }), ...options.form?.headers },
    payload: (options.form?.payload ?? options.payload) as string,
  });
  if (response.statusCode >= 400) throw new Error(`${method} ${url} failed: ${response.statusCode} ${response.body}`);
  return { body: response.json(), cookie: response.cookies.find((c) => c.name === 'token')?.value };
}

async function signUpAndLogIn(app: FastifyInstance, fullname: string, email: string, role: 'student' | 'recruiter') {
  await call(app, 'POST', '/user/register', { form: await form({ fullname, email, phoneNumber: '9876543210', password: PASSWORD, role }) });
  const login = await call(app, 'POST', '/user/login', { payload: { email, password: PASSWORD, role } });
  return { cookie: `token=${login.cookie}`, id: login.body.user._id as string };
}

async function main() {
  const config = seedDemoConfig(process.env);
  const database = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.preparedStatements });
  await migrateToLatest(database);
  const existing = await database.db.selectFrom('users').select(database.db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    console.error('The database already has users: the demo only fills an empty one. Point DATA_DIR (or DATABASE_URL) at a new place.');
    process.exit(1);
  }
  const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database });
  const random = seededRandom(7);
  const jobIds: string[] = [];

  for (const recruiter of RECRUITERS) {
    const { cookie } = await signUpAndLogIn(app, recruiter.fullname, recruiter.email, 'recruiter');
    const company = (await call(app, 'POST', '/company/register', { cookie, payload: { companyName: recruiter.company } })).body.company;
    const [primary, secondary] = recruiter.colours;
    await call(app, 'PUT', `/company/update/${company._id}`, {
      cookie,
      form: await form(
        { description: `${recruiter.company} builds software for teams across India.`, website: `https://${recruiter.company.toLowerCase()}.example`, location: random.pick(LOCATIONS) },
        { content: logoPng(96, [...primary], [...secondary]), name: `${recruiter.company}.png`, type: 'image/png' },
      ),
    });
    for (let i = 0; i < JOBS_PER_COMPANY; i++) {
      const role = ROLES[(i + jobIds.length) % ROLES.length]!;
      const job = await call(app, 'POST', '/job/post', {
        cookie,
        payload: {
          title: role,
          description: `Join ${recruiter.company} as a ${role}: ${Array.from({ length: 10 }, () => random.pick(FILLER_WORDS)).join(' ')}.`,
          requirements: SKILLS_BY_ROLE[role].join(', '),
          salary: Math.round((3 + random.next() * 40) * 10) / 10,
          location: LOCATIONS[(i + jobIds.length) % LOCATIONS.length],
          jobType: random.pick(JOB_TYPES),
          experience: Math.floor(random.next() * 6),
          position: 1 + Math.floor(random.next() * 4),
          companyId: company._id,
        },
      });
      jobIds.push(job.body.job._id);
    }
  }

  // Spread posting dates over the last month so the site shows "Today" and "N days ago".
  for (const [index, id] of jobIds.entries()) {
    const postedAt = new Date(Date.now() - (jobIds.length - index) * 11 * 3600 * 1000).toISOString();
    await database.db.updateTable('jobs').set({ created_at: postedAt, updated_at: postedAt }).where('id', '=', Number(id)).execute();
  }

  const recruiterCookies = await Promise.all(
    RECRUITERS.map(async (r) => `token=${(await call(app, 'POST', '/user/login', { payload: { email: r.email, password: PASSWORD, role: 'recruiter' } })).cookie}`),
  );
  for (const [s, student] of STUDENTS.entries()) {
    const { cookie } = await signUpAndLogIn(app, student.fullname, student.email, 'student');
    await call(app, 'POST', '/user/profile/update', { cookie, form: await form({ bio: 'Final-year engineering student looking for my first role.', skills: 'React, TypeScript, SQL' }) });
    for (let a = 0; a < APPLICATION_PATHS.length; a++) {
      const jobIndex = (s * 7 + a * 9) % jobIds.length;
      await call(app, 'POST', `/application/apply/${jobIds[jobIndex]}`, { cookie });
    }
    const mine = (await call(app, 'GET', '/application/get', { cookie })).body.application as { _id: string; job: { company: { name: string } } }[];
    for (const [a, application] of mine.entries()) {
      const recruiter = recruiterCookies[RECRUITERS.findIndex((r) => r.company === application.job.company.name)];
      const path = APPLICATION_PATHS[a % APPLICATION_PATHS.length]!;
      for (const step of path) {
        if (step.status === 'withdrawn') await call(app, 'POST', `/application/withdraw/${application._id}`, { cookie });
        else await call(app, 'POST', `/application/status/${application._id}/update`, { cookie: recruiter, payload: step });
      }
      if (path.length > 0) await call(app, 'POST', `/application/${application._id}/notes`, { cookie: recruiter, payload: { text: 'Solid fundamentals; follow up on system design.' } });
    }
  }

  // The first company's first job is closed (it keeps its applicants) and its second takes
  // applications for two more weeks, so the lifecycle shows on both sides.
  const inTwoWeeks = todayIso(new Date(Date.now() + 14 * 24 * 3600 * 1000));
  await call(app, 'PUT', `/job/update/${jobIds[0]}`, { cookie: recruiterCookies[0], payload: { status: 'closed' } });
  await call(app, 'PUT', `/job/update/${jobIds[1]}`, { cookie: recruiterCookies[0], payload: { deadline: inTwoWeeks } });

  await app.close();
  if (database.engine === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
  await database.close();
  console.log(`Demo data ready: ${RECRUITERS.length} recruiters, ${RECRUITERS.length} companies, ${jobIds.length} jobs, ${STUDENTS.length} students with applications at every stage (messages and notes too), one job closed and one with a deadline.`);
  console.log(`Every demo account's password is "${PASSWORD}".`);
  for (const r of RECRUITERS) console.log(`  recruiter  ${r.email}  (${r.company})`);
  for (const s of STUDENTS) console.log(`  student    ${s.email}`);
  console.log(
    config.mail.smtpUrl
      ? `Notification emails go to ${config.mail.smtpUrl}.`
      : `Notification emails are written as .eml files to ${path.join(config.dataDir, 'mail')} (set SMTP_URL to send them instead).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
