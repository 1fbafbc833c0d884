/** A moment in the reader's own clock and language, the same everywhere on the site: "25 Nov 2026, 14:05". */
export const formatDateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
