import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@portal/shared-ui';

type TurnedAwayProps = { to: string; because: string };

/**
 * Sends someone who may not see this page elsewhere and says why, so the move is no mystery.
 * Moved from an effect, as <Navigate> does, but rendering nothing on the server (where
 * <Navigate> complains): a visitor's /admin page may be rendered there. The toast's words are
 * its id, so StrictMode's second effect shows the same toast, not another.
 */
export const TurnedAway = ({ to, because }: TurnedAwayProps) => {
  const navigate = useNavigate();
  useEffect(() => {
    notify.error(because);
    void navigate(to, { replace: true });
  }, [navigate, to, because]);
  return null;
};
