import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { expect } from './fixtures';

export const WIDTHS = [1280, 375] as const;
export const SCHEMES = ['light', 'dark'] as const;

/**
 * Saves a full-page screenshot of the current screen to e2e/test-results/screens/ for a person to
 * look at, after checking that nothing overflows sideways (375 px must work).
 */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(testInfo.project.outputDir, 'screens', `${name}.png`), fullPage: true });
}

export async function setScreen(page: Page, width: number, scheme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
  await page.emulateMedia({ colorScheme: scheme });
}
