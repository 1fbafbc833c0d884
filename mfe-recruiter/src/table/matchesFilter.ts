/** Whether any of `fields` contains the filter text, ignoring case and surrounding spaces. */
export function matchesFilter(filter: string, ...fields: string[]): boolean {
  const wanted = filter.trim().toLowerCase();
  return fields.some((field) => field.toLowerCase().includes(wanted));
}
