/**
 * A JSON data block the server put in the page (see @portal/site/site-pages), or
 * undefined when the page has none or it cannot be read: the caller then fetches what it
 * needs, as a page served without the blocks (the development server's) always does.
 */
export function pageData(elementId: string): unknown {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
