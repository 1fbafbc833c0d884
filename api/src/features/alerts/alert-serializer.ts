import type { Alert } from '../../contract';
import { toIso } from '../../db/time';
import type { AlertRow } from './alert-repository';

export const toAlert = (row: AlertRow): Alert => ({
  _id: String(row.id),
  keyword: row.keyword,
  location: row.location,
  jobType: row.job_type,
  salaryMin: row.salary_min === null ? null : Number(row.salary_min),
  frequency: row.frequency,
  createdAt: toIso(row.created_at),
});
