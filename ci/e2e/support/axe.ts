import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { settled } from './browser';

/** The WCAG 2.2 A and AA rules (and those of 2.0 and 2.1 they include). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's WCAG violations on the page as it is now, each as one readable line per element:
 * an empty list means none. @axe-core/playwright evaluates axe through the DevTools protocol, so
 * the page's Content-Security-Policy (no inline scripts) stays in force.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Half-faded cards would be measured mid-animation: the colours are judged at rest.
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.flatMap(({ id, help, nodes }) =>
    nodes.map(({ target, failureSummary }) => `${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s+/g, ' ')}`),
  );
}
