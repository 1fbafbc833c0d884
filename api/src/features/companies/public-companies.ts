import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A company is public while it has a team: when the last member's account is deleted, the
 * company and every job of it leave the public pages, the API's public reads and the sitemap.
 * For queries that read `companies`.
 */
export const teamStillHere = (eb: ExpressionBuilder<Database, 'companies'>) =>
  eb.exists(eb.selectFrom('company_members').select('company_members.user_id').whereRef('company_members.company_id', '=', 'companies.id'));
