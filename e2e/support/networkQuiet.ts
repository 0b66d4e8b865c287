import { errors, type Page } from '@playwright/test';

/**
 * Waits until the page has had no request in flight for 500 ms (Playwright's `networkidle`), for at
 * most `timeoutMs`. Bounded, because Playwright's count can keep a request sent by the page being
 * left (the nav's dispenser check crossing a navigation) in flight for good, so `networkidle` never
 * comes: one CI run's a11y test waited 200 s on a kmd `/v1/key/list` the previous page sent as the
 * next one loaded. Playwright's maintainers do not recommend relying on it either. What the spec
 * asserts after it (no loading state left, no console error, an audit) is the spec's real check.
 */
export async function networkQuiet(page: Page, timeoutMs = 10_000): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: timeoutMs });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
  }
}
