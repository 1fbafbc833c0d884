import type { Alert } from '@portal/contract';
import { toIso } from '../../db/time';
import { storedFiltersOf } from './alert-filters';
import type { AlertRow } from './alert-repository';

/** An alert as sent, with the names of its companies (from alertRepository's companyNamesOf). */
export function toAlert(row: AlertRow, companyNames: Map<string, string>): Alert {
  const filters = storedFiltersOf(row);
  return {
    _id: String(row.id),
    keyword: row.keyword,
    filters,
    companies: filters.companyId.flatMap((id) => (companyNames.has(id) ? [{ _id: id, name: companyNames.get(id)! }] : [])),
    location: filters.location[0] ?? null,
    jobType: filters.jobType[0] ?? null,
    salaryMin: filters.salaryMin,
    frequency: row.frequency,
    createdAt: toIso(row.created_at),
  };
}
