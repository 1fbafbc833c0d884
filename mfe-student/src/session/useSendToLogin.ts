import { pagePaths } from '@portal/shared-state';
import { useLocation, useNavigate } from '@portal/shared-ui';

/**
 * Sends a visitor to log in, to come back to this very page (path and query) afterwards:
 * /login?redirect=%2Fbrowse%3Fq%3Dreact.
 */
export function useSendToLogin() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => navigate(pagePaths.login(pathname + search));
}
