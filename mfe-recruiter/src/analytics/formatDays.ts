/** A median in days as the page shows it: "1 day", "2.5 days"; null when nothing was measured. */
export const formatDays = (days: number | null): string => {
  if (days === null) return 'No data';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'day' : 'days'}`;
};
