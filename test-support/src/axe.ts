import axe from 'axe-core';

/** The WCAG 2.2 A and AA rules (and those of 2.0 and 2.1 they include), as the end-to-end checks run them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's WCAG violations in the document as it is now, one readable line per element; an
 * empty list means none. jsdom computes no layout or colours, so contrast is left to the
 * end-to-end checks in a real browser, like the page's title and language (the shell's).
 */
export async function accessibilityViolations(context: Element | Document = document): Promise<string[]> {
  // axe measures icon fonts on a canvas, which jsdom has not: it would only log that.
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  const { violations } = await axe.run(context, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // The page's <title> and <html lang> are the shell's index.html's, not a screen's.
    rules: { 'color-contrast': { enabled: false }, 'document-title': { enabled: false }, 'html-has-lang': { enabled: false } },
  }).finally(() => getContext.mockRestore());
  return violations.flatMap(({ id, help, nodes }) => nodes.map(({ target, failureSummary }) => `${id} (${help}) at ${target.join(' ')}: ${failureSummary ?? ''}`));
}
