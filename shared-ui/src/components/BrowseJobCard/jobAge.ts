const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Today', or 'N days ago' counting whole days since creation (spec section 9). */
export const formatJobAge = (createdAt: string | Date, now: Date = new Date()): string => {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  return days === 1 ? '1 day ago' : `${days} days ago`;
};
