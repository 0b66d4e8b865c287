import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Run through the DevTools protocol (page.evaluate), which the page's strict CSP does not govern:
// a <script> tag would be (rightly) refused.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's violations on the page as it stands, only the serious and critical ones. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  // Once per document: a page re-audited at another width keeps the axe it was given.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    // A colour still moving (a scheme just switched starts `transition-colors`) would be measured
    // half-way: wait for every running transition and finite animation (not a spinner) to end first.
    const ending = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
  });
}
