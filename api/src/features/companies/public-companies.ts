import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A company is public while its owner's account exists: when a recruiter deletes theirs, their
 * companies and every job of those companies leave the public pages, the API's public reads
 * and the sitemap. For queries that read `companies`.
 */
export const ownerStillHere = (eb: ExpressionBuilder<Database, 'companies'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('users')
        .select('users.id')
        .whereRef('users.id', '=', 'companies.owner_id')
        .where('users.deleted_at', 'is not', null),
    ),
  );
