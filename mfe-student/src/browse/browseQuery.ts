/** The URL of /browse for a search query: the query lives in the address, so it can be shared, bookmarked and reloaded. */
export const browsePath = (query: string): string => {
  const trimmed = query.trim();
  return trimmed ? `/browse?${new URLSearchParams({ q: trimmed })}` : '/browse';
};
