import type { TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { PROBE_LABELS } from '../apps/web/src/features/network/probeLabels';
import { statusLabel } from './support/appActions';
import { expect, test } from './support/fixtures';

function screenPath(testInfo: TestInfo, name: string): string {
  return join(testInfo.project.outputDir, 'screens', name);
}

/**
 * The home page at desktop and phone widths, light and dark, saved to e2e/test-results/screens/
 * for a person to look at. Asserted: nothing overflows sideways (375 px must work).
 */
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`home page at ${width}px, ${scheme}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/sandbox');
      await expect(statusLabel(page)).toHaveText(PROBE_LABELS.reachable);
      await expect(page.getByTestId('home-status')).toHaveText(PROBE_LABELS.reachable);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenPath(testInfo, `home-${width}-${scheme}.png`), fullPage: true });
    });
  }
}

test('settings with the network form at 375px', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: screenPath(testInfo, 'settings-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add network' }).click();
  await page.getByRole('button', { name: 'Save network' }).click();
  await page.screenshot({ path: screenPath(testInfo, 'settings-form-375.png') });
});
