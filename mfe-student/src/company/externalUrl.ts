/**
 * A company's website as a link the browser may open: http(s) only, so a website of
 * 'javascript:…' is never a link; one typed without its scheme ('acme.example') gets https.
 * Null when it is empty or no web address.
 */
export function externalUrl(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
