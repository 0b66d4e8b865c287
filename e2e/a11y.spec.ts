import { seriousViolations, type Finding } from './support/axeAudit';
import { prepareEveryRoute } from './support/everyRoute';
import { expect, test } from './support/fixtures';

// Twenty-two screens, each loaded and audited on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('every route passes axe-core with no serious or critical violation, light and dark', async ({
  page,
  sandbox,
}) => {
  const { routes } = await prepareEveryRoute(sandbox);
  const found: Record<string, Finding[]> = {};
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${scheme} ${route}`] = violations;
    }
  }
  expect(found).toEqual({});
});
