import type { LoginRefusedResponse, Role } from '@portal/contract';
import { isApiError } from '../../api/apiError';

/**
 * The account's role when a login was refused for its role alone (the right password, the other
 * role chosen), so the form can offer that role; null for any other failure.
 */
export function accountRoleOf(error: unknown): Role | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const { accountRole } = (error.body ?? {}) as Partial<LoginRefusedResponse>;
  return accountRole === 'student' || accountRole === 'recruiter' ? accountRole : null;
}
