import type { Applicant, ScreeningQuestion, TeamQuestion } from '@portal/contract';
import { apply, createCompany, postJob, signUp, type Actor } from './support/actors';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * A job may ask screening questions. Its team writes them, each with the answer it needs; a
 * student answers them when applying; an answer that is not the one needed still applies, closed
 * at once as rejected with the reason. Nobody but the team learns which answer is needed.
 */
let t: TestApp;
let recruiter: Actor;
let otherRecruiter: Actor;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ JOB_CACHE_SECONDS: '0' });
  [recruiter, otherRecruiter] = await Promise.all([signUp(t.app, 'recruiter'), signUp(t.app, 'recruiter')]);
  companyId = (await createCompany(t.app, recruiter, `Screening ${Date.now()}`))._id;
});
afterAll(() => t.close());

const QUESTIONS = [
  { text: 'Can you work from Pune?', kind: 'yesno', knockout: { equals: true } },
  { text: 'Years of React?', kind: 'number', knockout: { min: 2 } },
  { text: 'Notice period', kind: 'choice', options: ['Immediate', '1 month', '3 months'], knockout: { equals: 'Immediate' } },
  { text: 'Your GitHub profile', kind: 'text', required: false },
];

const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/job/post',
    headers: { cookie: recruiter.cookie },
    payload: { title: 'Screened', description: 'Asks first.', requirements: 'React', salary: 10, location: 'Pune', jobType: 'Full Time', experience: 1, position: 1, companyId, ...payload },
  });
const update = (jobId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/job/update/${jobId}`, headers: { cookie: recruiter.cookie }, payload });
const getJob = async (jobId: string, viewer?: Actor) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/job/get/${jobId}`, headers: viewer ? { cookie: viewer.cookie } : {} })).json().job;
const applyWith = (student: Actor, jobId: string, answers: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v1/application/apply/${jobId}`, headers: { cookie: student.cookie }, payload: { answers } });
const applicants = async (jobId: string): Promise<Applicant[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/application/${jobId}/applicants`, headers: { cookie: recruiter.cookie } })).json().job.applications;

async function screenedJob() {
  const response = await post({ questions: QUESTIONS });
  expect(response.statusCode).toBe(201);
  const job = response.json().job as { _id: string; questions: TeamQuestion[] };
  const [pune, react, notice, github] = job.questions.map((question) => question._id);
  return { id: job._id, questions: job.questions, ids: { pune: pune!, react: react!, notice: notice!, github: github! } };
}

describe('questions as the team writes them', () => {
  it('keeps them in order with ids, required by default, and shows the team the answer each needs', async () => {
    const job = await screenedJob();
    expect(job.questions).toEqual([
      { _id: expect.any(String), text: 'Can you work from Pune?', kind: 'yesno', options: [], required: true, knockout: { equals: true } },
      { _id: expect.any(String), text: 'Years of React?', kind: 'number', options: [], required: true, knockout: { min: 2 } },
      { _id: expect.any(String), text: 'Notice period', kind: 'choice', options: ['Immediate', '1 month', '3 months'], required: true, knockout: { equals: 'Immediate' } },
      { _id: expect.any(String), text: 'Your GitHub profile', kind: 'text', options: [], required: false, knockout: null },
    ]);
    expect(new Set(job.questions.map((question) => question._id)).size).toBe(4);
    expect((await getJob(job.id, recruiter)).questions).toEqual(job.questions);
    const ownList = (await t.app.inject({ method: 'GET', url: '/api/v1/job/getadminjobs', headers: { cookie: recruiter.cookie } })).json().jobs;
    expect(ownList.find((listed: { _id: string }) => listed._id === job.id).questions).toEqual(job.questions);
  });

  it('never tells anyone but the team which answer a question needs', async () => {
    const job = await screenedJob();
    const student = await signUp(t.app, 'student');
    const withoutKnockouts = job.questions.map(({ knockout: _knockout, ...question }) => question);
    for (const viewer of [undefined, student, otherRecruiter]) {
      const shown = (await getJob(job.id, viewer)).questions as ScreeningQuestion[];
      expect(shown).toEqual(withoutKnockouts);
    }
    const search = (await t.app.inject({ method: 'GET', url: `/api/v1/job/get?keyword=Screened` })).json().jobs;
    expect(JSON.stringify(search)).not.toContain('knockout');
    const page = await t.app.inject({ method: 'GET', url: `/description/${job.id}` });
    expect(page.body).not.toContain('knockout');
  });

  it('keeps the ids of questions an edit keeps, gives new ones new ids, and refuses made-up ids', async () => {
    const job = await screenedJob();
    const [pune, react] = job.questions;
    const edited = await update(job.id, {
      questions: [{ ...react, text: 'Years of React, professionally?' }, { text: 'Willing to travel?', kind: 'yesno' }, { ...pune, _id: 'made-up' }],
    });
    expect(edited.statusCode).toBe(200);
    const questions = edited.json().job.questions as TeamQuestion[];
    expect(questions.map((question) => question.text)).toEqual(['Years of React, professionally?', 'Willing to travel?', 'Can you work from Pune?']);
    expect(questions[0]!._id).toBe(react!._id);
    expect(questions[1]!._id).not.toBe(react!._id);
    expect(questions[2]!._id).not.toBe('made-up');
    expect(questions[2]!._id).not.toBe(pune!._id);
    expect((await update(job.id, { title: 'Screened, retitled' })).json().job.questions).toEqual(questions);
    expect((await update(job.id, { questions: [] })).json().job.questions).toEqual([]);
  });

  it.each([
    [{ questions: Array.from({ length: 11 }, (_, i) => ({ text: `Q${i}`, kind: 'text' })) }, 'At most 10 screening questions'],
    [{ questions: [{ text: 'Q', kind: 'text' }, { text: ' ', kind: 'text' }] }, 'Question 2 needs its text'],
    [{ questions: [{ text: 'x'.repeat(301), kind: 'text' }] }, 'Question 1 must be at most 300 characters'],
    [{ questions: [{ text: 'Pick', kind: 'choice', options: [] }] }, 'Question 1 needs 2 to 10 options'],
    [{ questions: [{ text: 'Pick', kind: 'choice', options: ['A'] }] }, 'Question 1 needs 2 to 10 options'],
    [{ questions: [{ text: 'Pick', kind: 'choice', options: ['A', ''] }] }, 'Question 1 has an empty option'],
    [{ questions: [{ text: 'Pick', kind: 'choice', options: ['A', 'a'] }] }, 'Question 1 lists an option twice'],
    [{ questions: [{ text: 'Yes?', kind: 'yesno', options: ['A', 'B'] }] }, 'Question 1 has options, which only a choice question takes'],
    [{ questions: [{ text: 'Yes?', kind: 'yesno', knockout: { min: 1 } }] }, 'Question 1: the answer needed must be yes or no'],
    [{ questions: [{ text: 'Yes?', kind: 'yesno', knockout: { equals: 'yes' } }] }, 'Question 1: the answer needed must be yes or no'],
    [{ questions: [{ text: 'Pick', kind: 'choice', options: ['A', 'B'], knockout: { equals: 'C' } }] }, 'Question 1: the answer needed must be one of its options'],
    [{ questions: [{ text: 'How many?', kind: 'number', knockout: { equals: 3 } }] }, 'Question 1: the answer needed must be a minimum number'],
    [{ questions: [{ text: 'Why?', kind: 'text', knockout: { equals: 'because' } }] }, 'Question 1: a short-text question cannot screen applicants out'],
    [{ questions: [{ text: 'Yes?', kind: 'yesno', required: false, knockout: { equals: true } }] }, 'Question 1 screens applicants out, so it must be required'],
  ])('refuses %j with a 400 naming the question', async (payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a kind it does not know, naming the field', async () => {
    const response = await post({ questions: [{ text: 'Draw?', kind: 'drawing' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Question 1: the kind must be one of yesno, number, choice, text');
  });
});

describe('applying through the questions', () => {
  it('applies with answers the questions take, and the team reads them as they were asked', async () => {
    const job = await screenedJob();
    const student = await signUp(t.app, 'student');
    const response = await applyWith(student, job.id, [
      { questionId: job.ids.pune, value: true },
      { questionId: job.ids.react, value: 3 },
      { questionId: job.ids.notice, value: 'Immediate' },
      { questionId: job.ids.github, value: '  https://github.com/someone  ' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, status: 'pending', message: 'Job applied successfully.' });

    // An edit of the questions after applying changes nothing the student answered.
    await update(job.id, { questions: [{ text: 'A new question', kind: 'text' }] });
    const [applicant] = await applicants(job.id);
    expect(applicant!.status).toBe('pending');
    expect(applicant!.answers).toEqual([
      { questionId: job.ids.pune, question: 'Can you work from Pune?', value: true, knockedOut: false },
      { questionId: job.ids.react, question: 'Years of React?', value: 3, knockedOut: false },
      { questionId: job.ids.notice, question: 'Notice period', value: 'Immediate', knockedOut: false },
      { questionId: job.ids.github, question: 'Your GitHub profile', value: 'https://github.com/someone', knockedOut: false },
    ]);
  });

  it('screens out an answer that is not the one needed: applied, rejected at once, with the reason in the history', async () => {
    const job = await screenedJob();
    const student = await signUp(t.app, 'student');
    const response = await applyWith(student, job.id, [
      { questionId: job.ids.pune, value: true },
      { questionId: job.ids.react, value: 1 },
      { questionId: job.ids.notice, value: '3 months' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      status: 'rejected',
      message: 'Thank you for applying. Based on your answer to “Years of React?”, this application will not be taken further.',
    });

    const own = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: student.cookie } })).json().application[0];
    expect(own.status).toBe('rejected');
    expect(own.history.map((step: { status: string; message: string | null }) => [step.status, step.message])).toEqual([
      ['pending', null],
      ['rejected', "Not taken further: the answer to “Years of React?” did not meet this job's requirement."],
    ]);
    expect(JSON.stringify(own)).not.toContain('knock');

    const [applicant] = await applicants(job.id);
    expect(applicant!.status).toBe('rejected');
    expect(applicant!.answers.map((answer) => [answer.value, answer.knockedOut])).toEqual([
      [true, false],
      [1, true],
      ['3 months', true],
      [null, false],
    ]);

    // The team may still move it by hand.
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/application/status/${applicant!._id}/update`,
      headers: { cookie: recruiter.cookie },
      payload: { status: 'shortlisted' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await applicants(job.id))[0]!.status).toBe('shortlisted');
  });

  it('takes a No that a yes/no question needs, and answers sent again after a withdrawal', async () => {
    const response = await post({ questions: [{ text: 'Do you need a visa?', kind: 'yesno', knockout: { equals: false } }] });
    const job = response.json().job as { _id: string; questions: TeamQuestion[] };
    const questionId = job.questions[0]!._id;
    const student = await signUp(t.app, 'student');
    expect((await applyWith(student, job._id, [{ questionId, value: true }])).json().status).toBe('rejected');

    const other = await signUp(t.app, 'student');
    expect((await applyWith(other, job._id, [{ questionId, value: false }])).json().status).toBe('pending');
    const [mine] = (await t.app.inject({ method: 'GET', url: '/api/v1/application/get', headers: { cookie: other.cookie } })).json().application;
    await t.app.inject({ method: 'POST', url: `/api/v1/application/withdraw/${mine._id}`, headers: { cookie: other.cookie } });
    expect((await applyWith(other, job._id, [{ questionId, value: true }])).json().status).toBe('rejected');
    const again = (await applicants(job._id)).find((applicant) => applicant._id === mine._id)!;
    expect(again.answers).toEqual([{ questionId, question: 'Do you need a visa?', value: true, knockedOut: true }]);
  });

  it.each([
    ['a required answer is missing', (ids: Record<string, string>) => [{ questionId: ids.pune, value: true }, { questionId: ids.react, value: 3 }], 'Please answer “Notice period”'],
    ['yes/no is answered with text', (ids: Record<string, string>) => [{ questionId: ids.pune, value: 'yes' }], '“Can you work from Pune?” takes yes or no'],
    ['a number is answered with text', (ids: Record<string, string>) => [{ questionId: ids.pune, value: true }, { questionId: ids.react, value: 'three' }], '“Years of React?” takes a number'],
    [
      'a choice is not among the options',
      (ids: Record<string, string>) => [{ questionId: ids.pune, value: true }, { questionId: ids.react, value: 3 }, { questionId: ids.notice, value: '6 months' }],
      '“Notice period” takes one of: Immediate, 1 month, 3 months',
    ],
    ['an answer names a question the job does not ask', () => [{ questionId: 'elsewhere', value: true }], 'An answer is for a question this job no longer asks. Reload the job to see its questions.'],
    ['there are no answers at all', () => undefined, 'Please answer “Can you work from Pune?”'],
  ])('refuses an application where %s, naming the question, and applies nothing', async (_case, answersOf, message) => {
    const job = await screenedJob();
    const student = await signUp(t.app, 'student');
    const response = answersOf(job.ids) === undefined ? await apply(t.app, student, job.id) : await applyWith(student, job.id, answersOf(job.ids));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await applicants(job.id)).toEqual([]);
  });

  it('applies to a job without questions with no body, as before, and refuses answers to it', async () => {
    const job = await postJob(t.app, recruiter, companyId);
    const student = await signUp(t.app, 'student');
    expect((await applyWith(student, job._id, [{ questionId: 'q', value: true }])).statusCode).toBe(400);
    const response = await apply(t.app, student, job._id);
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('pending');
    expect((await applicants(job._id))[0]!.answers).toEqual([]);
  });
});
