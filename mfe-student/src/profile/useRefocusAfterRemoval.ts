import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the keyboard in a list whose items have a Remove (or Delete) button: when the item
 * whose button was pressed leaves the list, the focus goes to the button of the item now in
 * its place (or the last one), or to `fallback` when the list is empty; if the server refused
 * and the item is back, to its own button again. Without this the focus would fall back to the
 * page's start with the button gone.
 */
export function useRefocusAfterRemoval(ids: string[], fallback: RefObject<HTMLElement | null>) {
  const buttons = useRef(new Map<string, HTMLElement>());
  const leaving = useRef<{ id: string; index: number } | null>(null);
  const returning = useRef<string | null>(null);
  const key = ids.join('\n');

  useEffect(() => {
    const current = key ? key.split('\n') : [];
    const back = returning.current;
    if (back !== null && current.includes(back)) {
      returning.current = null;
      buttons.current.get(back)?.focus();
      return;
    }
    const gone = leaving.current;
    if (!gone || current.includes(gone.id)) return;
    leaving.current = null;
    const next = current[Math.min(gone.index, current.length - 1)];
    (next === undefined ? fallback.current : buttons.current.get(next))?.focus();
  }, [key, fallback]);

  return {
    /** The ref callback of item `id`'s button. */
    buttonRef: (id: string) => (element: HTMLElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    /** Item `id` is being removed: the focus follows once it is gone. */
    removing: (id: string) => {
      leaving.current = { id, index: ids.indexOf(id) };
    },
    /** It stays after all (the server refused): the focus goes back to its button, now or when it is back. */
    stayed: (id: string) => {
      leaving.current = null;
      const button = buttons.current.get(id);
      if (button?.isConnected) button.focus();
      else returning.current = id;
    },
  };
}
