/** The tab's overrides, as written in the address (`<remote>@<manifest URL>`): checked again at each start. */
const STORAGE_KEY = 'portal:remote-override';

export function storedOverrideValues(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/** Keeps `values` for this tab; none: forgets them. */
export function storeOverrideValues(values: readonly string[]): void {
  try {
    if (values.length > 0) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(values));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage turned off: the override lasts for this page only.
  }
}
