import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { verifyPassword } from '../users/password';
import { accountRepository } from './account-repository';

/** The password must be the account's: a wrong one is 400 naming the field by `label`, as its form shows it. Returns the account's credentials. */
export async function confirmPassword(db: Kysely<Database>, userId: number, password: string, label: string) {
  const credentials = await accountRepository(db).credentialsOf(userId);
  if (!(await verifyPassword(credentials.password_hash, password))) throw new HttpError(400, `${label} is incorrect.`);
  return credentials;
}
