/** A moment in the reader's own clock, its time zone named: "4 Dec 2026, 14:05 GMT+5:30". */
export const formatWithZone = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
