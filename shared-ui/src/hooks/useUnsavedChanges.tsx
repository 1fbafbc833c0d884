import { useCallback, useEffect, useRef, type ReactElement } from 'react';
import styled from 'styled-components';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { Button } from '../components/Button';
import { Dialog, DialogActions } from '../components/Dialog';

export type UnsavedChanges = {
  /** The question, while the user is trying to leave: render it anywhere (the dialog is portalled). */
  leaveDialog: ReactElement | null;
  /** Runs the form's save: leaving is not asked about while it runs, nor once it has succeeded. */
  save: <T>(call: () => Promise<T>) => Promise<T>;
};

const Message = styled.p`
  margin: 0;
`;

/**
 * Asks before the user leaves a form that differs from what it loaded (`unsaved`): for a move
 * inside the portal (a link, Back) with the portal's dialog, Stay or Leave; for a reload or a
 * closed tab with the browser's own question (beforeunload, which a page may not word). A move
 * to another address of the same page keeps the form, and a replaced entry is the app sending
 * the user on by itself (a guard, an ended session, which keeps its own draft): neither asks.
 */
export function useUnsavedChanges(unsaved: boolean): UnsavedChanges {
  // Read when a move starts: a save that succeeds navigates before this renders again.
  const unsavedNow = useRef(unsaved);
  const saving = useRef(false);
  useEffect(() => {
    unsavedNow.current = unsaved;
  }, [unsaved]);

  const asks = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsavedNow.current && !saving.current && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(asks);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const save = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    saving.current = true;
    try {
      return await call();
    } catch (error) {
      saving.current = false;
      throw error;
    }
  }, []);

  const stay = () => blocker.reset?.();
  const leaveDialog =
    blocker.state === 'blocked' ? (
      <Dialog open onClose={stay} title="Leave without saving?">
        <Message>Your changes here are not saved yet. If you leave now, they are lost.</Message>
        <DialogActions>
          <Button variant="outline" onClick={stay}>
            Stay
          </Button>
          <Button onClick={() => blocker.proceed()}>Leave</Button>
        </DialogActions>
      </Dialog>
    ) : null;

  return { leaveDialog, save };
}
