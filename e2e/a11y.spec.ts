import { seriousViolations, type Finding } from './support/axeAudit';
import { e2eSandboxUrls } from './support/e2eEnv';
import { prepareEveryRoute } from './support/everyRoute';
import { expect, test } from './support/fixtures';
import { networkQuiet } from './support/networkQuiet';

// Twenty-two screens, each loaded and audited on a busy machine.
test.describe.configure({ timeout: 240_000 });

let routes: string[];

test.beforeAll(async () => {
  ({ routes } = await prepareEveryRoute(e2eSandboxUrls()));
});

// One test per scheme: each loads and audits the 22 screens once (both in one test ran out of its
// time on a two-core machine shared with a second worker).
for (const scheme of ['light', 'dark'] as const) {
  test(`every route passes axe-core with no serious or critical violation, ${scheme}`, async ({ page }) => {
    const found: Record<string, Finding[]> = {};
    await page.emulateMedia({ colorScheme: scheme });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await networkQuiet(page);
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(found).toEqual({});
  });
}
