import type { Role } from '@portal/contract';
import { HttpError } from '../../http/http-error';

/** The contract's words for a login with the other role, which older clients match. */
const WRONG_ROLE_MESSAGE = "Account doesn't exist with current role.";

/**
 * The right password for an account of the other role: a 403 that the login route answers with
 * the account's role too, so the client can offer to log in as that role.
 */
export class WrongRole extends HttpError {
  constructor(readonly accountRole: Role) {
    super(403, WRONG_ROLE_MESSAGE);
    this.name = 'WrongRole';
  }
}
