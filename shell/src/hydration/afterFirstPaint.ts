/**
 * Runs `start` once the browser has painted the page as it stands: in a task after the next
 * frame. A hidden tab paints no frame, so there `start` runs without waiting for one, also when
 * the tab is hidden before its frame comes.
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    document.removeEventListener('visibilitychange', startIfHidden);
    start();
  };
  const startIfHidden = () => {
    if (document.visibilityState === 'hidden') startOnce();
  };
  document.addEventListener('visibilitychange', startIfHidden);
  requestAnimationFrame(() => setTimeout(startOnce, 0));
}
