import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { settled } from './browser';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules (and those of 2.0 and 2.1 they include). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type Violation = { id: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * axe-core's WCAG violations on the page as it is now, each as one readable line per element:
 * an empty list means none. Evaluated through the DevTools protocol, as the @axe-core/playwright
 * wrapper does, so the page's Content-Security-Policy (no inline scripts) stays in force.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Half-faded cards would be measured mid-animation: the colours are judged at rest.
  await settled(page);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } };
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags } })).violations;
  }, WCAG_TAGS);
  return (violations as Violation[]).flatMap(({ id, help, nodes }) =>
    nodes.map(({ target, failureSummary }) => `${id} (${help}) at ${target.join(' ')}: ${(failureSummary ?? '').replace(/\s+/g, ' ')}`),
  );
}
