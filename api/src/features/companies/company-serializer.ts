import type { Company, TeamCompany, TeamRole } from '@portal/contract';
import type { CompanyRow } from '../../db/schema';
import { toIso } from '../../db/time';
import { publicMediaUrl } from '../../uploads/media-urls';

export function toCompany(row: CompanyRow): Company {
  return {
    _id: String(row.id),
    name: row.name,
    description: row.description,
    website: row.website,
    location: row.location,
    logo: publicMediaUrl(row.logo_key),
    userId: String(row.owner_id),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** A company as a member of its team sees it: with their role. */
export const toTeamCompany = (row: CompanyRow, role: TeamRole): TeamCompany => ({ ...toCompany(row), role });
