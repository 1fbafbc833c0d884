import { INPUT_LIMITS, JOB_TYPES, SALARY_RANGE_ERROR, type Job, type JobPostInput } from '@portal/shared-state';

const LIMITS = INPUT_LIMITS.job;

/** The job's own fields; its screening questions are a list the form keeps apart (./questions). */
export type JobFormField = Exclude<keyof JobPostInput, 'questions'>;

/** The form's values as typed: every input gives a string. */
export type JobFormValues = Record<JobFormField, string>;

export type JobFormErrors = Partial<Record<JobFormField, string>>;

export type JobFields = Omit<JobPostInput, 'questions'>;

export type JobFormCheck = { body: JobFields; errors: null } | { body: null; errors: JobFormErrors };

/**
 * A new job's form: everything empty but the number of positions, which starts at the least
 * the server accepts (the reference app's 0 was refused on submit).
 */
export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  salary: '',
  salaryMax: '',
  location: '',
  jobType: '',
  experience: '',
  position: String(LIMITS.positionMin),
  companyId: '',
  deadline: '',
};

const isListedType = (text: string) => (JOB_TYPES as readonly string[]).includes(text);

/** An existing job's form, as the recruiter last saved it; a type saved before the list was kept is chosen again. */
export const jobFormValuesOf = (job: Job): JobFormValues => ({
  title: job.title,
  description: job.description,
  requirements: job.requirements.join(', '),
  salary: String(job.salary),
  salaryMax: job.salaryMax === null ? '' : String(job.salaryMax),
  location: job.location,
  jobType: isListedType(job.jobType) ? job.jobType : '',
  experience: String(job.experience),
  position: String(job.position),
  companyId: job.company._id,
  deadline: job.deadline ?? '',
});

const REQUIRED_TEXT: [JobFormField, string][] = [
  ['title', 'Title'],
  ['description', 'Description'],
  ['location', 'Location'],
];

// '' would be Number('') === 0: an empty number field is missing, not zero.
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Checks what the browser can before sending, with messages naming the form's labels; the
 * server checks again (lengths, the company being the recruiter's) and its message is shown.
 */
export function checkJobForm(values: JobFormValues): JobFormCheck {
  const errors: JobFormErrors = {};
  for (const [field, label] of REQUIRED_TEXT) {
    if (values[field].trim() === '') errors[field] = `${label} is required.`;
  }
  const salary = numberOf(values.salary);
  if (!(salary >= 0 && salary <= LIMITS.salaryMax)) errors.salary = `Minimum salary must be a number from 0 to ${LIMITS.salaryMax} (LPA).`;
  // Empty: a single figure, which null also makes of a range the job had.
  const salaryMax = values.salaryMax.trim() === '' ? null : Number(values.salaryMax);
  if (salaryMax !== null && !(salaryMax >= 0 && salaryMax <= LIMITS.salaryMax)) {
    errors.salaryMax = `Maximum salary must be a number from 0 to ${LIMITS.salaryMax} (LPA), or empty.`;
  } else if (salaryMax !== null && salaryMax < salary) {
    errors.salaryMax = SALARY_RANGE_ERROR;
  }
  const experience = numberOf(values.experience);
  if (!(experience >= 0 && experience <= LIMITS.experienceMax)) {
    errors.experience = `Experience must be a number from 0 to ${LIMITS.experienceMax} (years).`;
  }
  const position = numberOf(values.position);
  if (!(Number.isInteger(position) && position >= LIMITS.positionMin && position <= LIMITS.positionMax)) {
    errors.position = `No. of Positions must be a whole number from ${LIMITS.positionMin} to ${LIMITS.positionMax}.`;
  }
  if (!isListedType(values.jobType)) errors.jobType = 'Choose the job type.';
  if (values.companyId === '') errors.companyId = 'Choose the company this job is for.';

  if (Object.keys(errors).length > 0) return { body: null, errors };
  // An empty date means no deadline: null clears one the job had.
  return { body: { ...values, salary, salaryMax, experience, position, deadline: values.deadline === '' ? null : values.deadline }, errors: null };
}

/** Whether what the form holds now differs from what it was filled with. */
export function jobFormChanged(form: HTMLFormElement, initial: JobFormValues): boolean {
  return [...new FormData(form)].some(([field, value]) => field in initial && value !== initial[field as JobFormField]);
}
