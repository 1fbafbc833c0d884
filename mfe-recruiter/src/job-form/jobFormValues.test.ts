import { aJob } from '../testing/fixtures';
import { checkJobForm, EMPTY_JOB_FORM, jobFormValuesOf, type JobFormValues } from './jobFormValues';

const VALID: JobFormValues = {
  title: 'Frontend Developer',
  description: 'Build the portal',
  requirements: 'React, TypeScript',
  salary: '12.5',
  salaryMax: '',
  location: 'Pune',
  jobType: 'Full Time',
  experience: '0',
  position: '2',
  companyId: 'c1',
  deadline: '',
};

const errorsOf = (overrides: Partial<JobFormValues>) => checkJobForm({ ...VALID, ...overrides }).errors;

describe('checkJobForm', () => {
  it('turns valid values into the body to send, numbers as numbers', () => {
    expect(checkJobForm(VALID)).toEqual({
      errors: null,
      body: { ...VALID, salary: 12.5, salaryMax: null, experience: 0, position: 2, deadline: null },
    });
  });

  it.each([
    ['empty', ''],
    ['negative', '-1'],
    ['not a number', 'lots'],
  ])('refuses a salary that is %s', (_case, salary) => {
    expect(errorsOf({ salary })).toEqual({ salary: 'Minimum salary must be a number from 0 to 100000 (LPA).' });
  });

  it('sends a range: its top as a number, an empty top as null (a single figure)', () => {
    expect(checkJobForm({ ...VALID, salary: '10', salaryMax: '18' }).body).toMatchObject({ salary: 10, salaryMax: 18 });
    expect(checkJobForm({ ...VALID, salary: '10', salaryMax: '10' }).body).toMatchObject({ salary: 10, salaryMax: 10 });
    expect(checkJobForm({ ...VALID, salaryMax: '  ' }).body).toMatchObject({ salaryMax: null });
  });

  it('refuses a top below the minimum, or one that is not a number, at the maximum', () => {
    expect(errorsOf({ salary: '18', salaryMax: '10' })).toEqual({ salaryMax: 'Maximum salary must be at least the minimum salary.' });
    expect(errorsOf({ salaryMax: 'lots' })).toEqual({ salaryMax: 'Maximum salary must be a number from 0 to 100000 (LPA), or empty.' });
    expect(errorsOf({ salaryMax: '-1' })).toEqual({ salaryMax: 'Maximum salary must be a number from 0 to 100000 (LPA), or empty.' });
  });

  it.each(['', '-0.5', 'two'])('refuses experience %p', (experience) => {
    expect(errorsOf({ experience })).toEqual({ experience: 'Experience must be a number from 0 to 60 (years).' });
  });

  it.each(['0', '1.5', '-3', '', '10001'])('refuses %p positions', (position) => {
    expect(errorsOf({ position })).toEqual({ position: 'No. of Positions must be a whole number from 1 to 10000.' });
  });

  it('asks for the text fields, a job type and a company, but not for requirements', () => {
    expect(checkJobForm(EMPTY_JOB_FORM).errors).toEqual({
      title: 'Title is required.',
      description: 'Description is required.',
      location: 'Location is required.',
      jobType: 'Choose the job type.',
      salary: 'Minimum salary must be a number from 0 to 100000 (LPA).',
      experience: 'Experience must be a number from 0 to 60 (years).',
      companyId: 'Choose the company this job is for.',
    });
    expect(errorsOf({ requirements: '' })).toBeNull();
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'Title is required.' });
  });

  it('takes only a job type of the list', () => {
    expect(errorsOf({ jobType: 'full time' })).toEqual({ jobType: 'Choose the job type.' });
    expect(errorsOf({ jobType: 'Internship' })).toBeNull();
  });
});

describe('jobFormValuesOf', () => {
  it('fills the form from a saved job', () => {
    expect(jobFormValuesOf(aJob())).toEqual({
      title: 'Frontend Developer',
      description: 'Build the portal',
      requirements: 'React, TypeScript',
      salary: '14',
      salaryMax: '',
      location: 'Hyderabad',
      jobType: 'Full Time',
      experience: '3',
      position: '2',
      companyId: 'c1',
      deadline: '',
    });
  });

  it("fills a range's top, and leaves it empty for a single figure", () => {
    expect(jobFormValuesOf(aJob({ salary: 10, salaryMax: 18 }))).toMatchObject({ salary: '10', salaryMax: '18' });
    expect(jobFormValuesOf(aJob({ salary: 10, salaryMax: null })).salaryMax).toBe('');
  });

  it('leaves the job type to choose again when the job was saved with a type the list does not have', () => {
    expect(jobFormValuesOf(aJob({ jobType: 'Freelance' })).jobType).toBe('');
  });

  it('carries a deadline both ways: the saved date into the form, an emptied field out as null (none)', () => {
    expect(jobFormValuesOf(aJob({ deadline: '2031-03-31' })).deadline).toBe('2031-03-31');
    expect(checkJobForm({ ...VALID, deadline: '2031-03-31' }).body?.deadline).toBe('2031-03-31');
    expect(checkJobForm({ ...VALID, deadline: '' }).body?.deadline).toBeNull();
  });
});
