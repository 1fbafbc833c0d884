import type { FastifyBaseLogger } from 'fastify';
import type { Company, CompanyChanges } from '../../contract';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/http-error';
import type { ReceivedFile } from '../../uploads/multipart-form';
import { commitUpload } from '../../uploads/stored-upload';
import { companyRepository } from './company-repository';
import { toCompany } from './company-serializer';

const NAME_TAKEN = "You can't register same company.";

/** A unique violation on companies is a name the recruiter already has, however two requests raced. */
const nameTakenOnRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(NAME_TAKEN) : error;
};

/**
 * A recruiter's companies: only ever their own (anyone else's is not found). The routes read
 * the request and shape the answer; this decides and writes.
 */
export function companyService({ db, files, jobReads }: Pick<AppDeps, 'db' | 'files' | 'jobReads'>) {
  const companies = companyRepository(db);

  const owned = async (recruiterId: number, companyId: number) => {
    const row = await companies.findOwned(companyId, recruiterId);
    if (!row) throw notFound('Company not found.');
    return row;
  };

  return {
    async register(recruiterId: number, name: string): Promise<Company> {
      if (await companies.nameTakenByOther(recruiterId, name, null)) throw conflict(NAME_TAKEN);
      return toCompany(await companies.insert(recruiterId, name).catch(nameTakenOnRace));
    },

    listOwn: async (recruiterId: number): Promise<Company[]> => (await companies.listOwnedBy(recruiterId)).map(toCompany),

    one: async (recruiterId: number, companyId: number): Promise<Company> => toCompany(await owned(recruiterId, companyId)),

    /** Checked to be theirs before the upload is read. */
    ensureOwned: (recruiterId: number, companyId: number) => owned(recruiterId, companyId),

    /** A new logo replaces the old one, which is removed once the row points at the new; every job shows its company. */
    async update(recruiterId: number, companyId: number, changes: CompanyChanges, logo: ReceivedFile | null, log: FastifyBaseLogger): Promise<Company> {
      const company = await owned(recruiterId, companyId);
      if (changes.name && (await companies.nameTakenByOther(recruiterId, changes.name, companyId))) throw conflict(NAME_TAKEN);
      const row = await commitUpload(files, log, { file: logo, folder: 'logos', replacing: company.logo_key }, (logoKey) =>
        companies.update(companyId, { ...changes, ...(logoKey && { logo_key: logoKey }) }).catch(nameTakenOnRace),
      );
      await jobReads.companyChanged(companyId);
      return toCompany(row);
    },
  };
}
