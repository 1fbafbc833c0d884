import type { FastifyBaseLogger } from 'fastify';
import type { CompanyChanges, TeamCompany } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/http-error';
import type { ReceivedFile } from '../../uploads/multipart-form';
import { commitUpload } from '../../uploads/stored-upload';
import { teamAccess } from '../teams/team-access';
import { teamRepository } from '../teams/team-repository';
import { companyRepository } from './company-repository';
import { toTeamCompany } from './company-serializer';

const NAME_TAKEN = "You can't register same company.";

/** A unique violation on companies is a name the recruiter already has, however two requests raced. */
const nameTakenOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(NAME_TAKEN) : error;
};

/**
 * The companies a recruiter is in the team of: registering one makes them its first owner;
 * reading one takes any role in its team, changing it an owner's (TEAM_PERMISSIONS). The
 * routes read the request and shape the answer; this decides and writes.
 */
export function companyService({ db, files, jobReads }: Pick<AppDeps, 'db' | 'files' | 'jobReads'>) {
  const companies = companyRepository(db);
  const access = teamAccess(db);

  return {
    async register(recruiterId: number, name: string): Promise<TeamCompany> {
      if (await companies.nameTakenByOther(recruiterId, name, null)) throw conflict(NAME_TAKEN);
      const row = await db
        .transaction()
        .execute((trx) => companyRepository(trx).insert(recruiterId, name))
        .catch(nameTakenOnRace);
      return toTeamCompany(row, 'owner');
    },

    listOwn: async (recruiterId: number): Promise<TeamCompany[]> =>
      (await teamRepository(db).companiesOf(recruiterId)).map(({ role, ...row }) => toTeamCompany(row, role)),

    async one(recruiterId: number, companyId: number): Promise<TeamCompany> {
      const { role, ...row } = await access.company(recruiterId, companyId, 'company.read');
      return toTeamCompany(row, role);
    },

    /** Checked to be theirs to change before the upload is read. */
    ensureEditable: (recruiterId: number, companyId: number) => access.company(recruiterId, companyId, 'company.edit'),

    /**
     * A new logo replaces the old one, which is removed once the row points at the new; every job
     * shows its company. Names stay unique among the companies of the recruiter who registered it.
     */
    async update(recruiterId: number, companyId: number, changes: CompanyChanges, logo: ReceivedFile | null, log: FastifyBaseLogger): Promise<TeamCompany> {
      const { role, ...company } = await access.company(recruiterId, companyId, 'company.edit');
      if (changes.name && (await companies.nameTakenByOther(Number(company.owner_id), changes.name, companyId))) throw conflict(NAME_TAKEN);
      const row = await commitUpload(files, log, { file: logo, folder: 'logos', replacing: company.logo_key }, (logoKey) =>
        companies.update(companyId, { ...changes, ...(logoKey && { logo_key: logoKey }) }).catch(nameTakenOnRace),
      );
      await jobReads.companyChanged(companyId);
      return toTeamCompany(row, role);
    },
  };
}
