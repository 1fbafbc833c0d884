import type { Page } from 'playwright-core';

/** Whether anything sticks out sideways: a phone user would have to scroll the page horizontally. */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Whether the element is whole on screen, left and right. */
export async function isInsideViewport(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/**
 * The text of every shown table cell that is not whole on screen: reaching past an edge, or
 * holding something wider than its box (a status badge cut to "PENDI"). Empty when none.
 */
export const cutOffCells = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const cutOff = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < 0 || box.right > width || element.scrollWidth > element.clientWidth);
    };
    return Array.from(document.querySelectorAll('[role="cell"]'))
      .filter((cell) => cutOff(cell) || Array.from(cell.querySelectorAll('*')).some(cutOff))
      .map((cell) => cell.textContent ?? '');
  });

/**
 * Whether the element, or a box around it below the page itself, scrolls on its own: a second
 * scroll area inside the page, which a phone user's swipe gets caught in.
 */
export const scrollsInItsOwnBox = (page: Page, selector: string): Promise<boolean> =>
  page.locator(selector).evaluate((element) => {
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      if (/auto|scroll/.test(getComputedStyle(box).overflowY)) return true;
    }
    return false;
  });
