import type { Job } from '@portal/contract';
import { pagePaths } from '@portal/site/page-paths';

/** Lakh: the salary on the wire is in LPA (lakh per annum); schema.org wants rupees. */
const RUPEES_PER_LAKH = 100_000;

const rupees = (lakhs: number) => Math.round(lakhs * RUPEES_PER_LAKH);

/** A single figure as `value`; a range as `minValue` and `maxValue`, as schema.org's JobPosting examples give one. */
const salaryValue = (job: { salary: number; salaryMax: number | null }) =>
  job.salaryMax != null && job.salaryMax !== job.salary
    ? { '@type': 'QuantitativeValue', minValue: rupees(job.salary), maxValue: rupees(job.salaryMax), unitText: 'YEAR' }
    : { '@type': 'QuantitativeValue', value: rupees(job.salary), unitText: 'YEAR' };

// Google's employmentType values; a job type the portal does not know is OTHER.
const EMPLOYMENT_TYPES: Record<string, string> = {
  'full time': 'FULL_TIME',
  'full-time': 'FULL_TIME',
  'part time': 'PART_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  intern: 'INTERN',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
};

const employmentType = (jobType: string) => EMPLOYMENT_TYPES[jobType.trim().toLowerCase()] ?? 'OTHER';

/** The job's text as one description: what it is, then what it asks for. */
export const postingDescription = (job: Job) =>
  job.requirements.length > 0 ? `${job.description}\n\nRequirements: ${job.requirements.join(', ')}.` : job.description;

/**
 * schema.org JobPosting for an open job (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * the required title, description, datePosted, hiringOrganization and jobLocation, and the
 * recommended baseSalary, employmentType, identifier, directApply and validThrough. The
 * portal's jobs are in India and paid in rupees a year; a deadline lasts to the end of its day.
 */
export function jobPosting(job: Job, absolute: (path: string) => string): Record<string, unknown> {
  const { company } = job;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: postingDescription(job),
    datePosted: job.createdAt,
    ...(job.deadline ? { validThrough: `${job.deadline}T23:59:59` } : {}),
    employmentType: employmentType(job.jobType),
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      ...(company.website ? { sameAs: company.website } : {}),
      ...(company.logo ? { logo: absolute(company.logo) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'IN' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: salaryValue(job),
    },
    experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: Math.round(job.experience * 12) },
    identifier: { '@type': 'PropertyValue', name: company.name, value: job._id },
    directApply: true,
    url: absolute(pagePaths.job(job._id)),
  };
}
