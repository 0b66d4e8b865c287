import type { Page } from '@playwright/test';
import { WRITTEN_ANSWERS_ID } from '../../packages/core/src/http/writtenAnswers';

/**
 * Until the page in `page` answers to the person: at once for a page the server did not draw; for
 * one it drew (`#sextant-answers` in it), once React has hydrated it (`<html data-app="live">`).
 * Before that a drawn page shows its data, but a button does nothing yet.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    (id) => document.getElementById(id) === null || document.documentElement.dataset['app'] === 'live',
    WRITTEN_ANSWERS_ID,
    { timeout: 20_000 },
  );
}

/**
 * Every navigation of `page` (goto, reload, back, forward) ends once the page is live
 * (`untilLive`), so a spec acts on a drawn page as on one the browser drew: the fixtures do this for
 * each page (first-screen.spec.ts opts out, to look at a drawn page before it is live). A navigation
 * asked to end at `commit` is left as it is.
 */
export function followDrawnPages(page: Page): void {
  const follow =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>, options: (...args: A) => unknown) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      if ((options(...args) as { waitUntil?: string } | undefined)?.waitUntil !== 'commit')
        await untilLive(page);
      return response;
    };
  page.goto = follow(page.goto.bind(page), (_url, options) => options);
  page.reload = follow(page.reload.bind(page), (options) => options);
  page.goBack = follow(page.goBack.bind(page), (options) => options);
  page.goForward = follow(page.goForward.bind(page), (options) => options);
}

/** The URLs the server read to draw the page now in `page` (none when it did not draw it). */
export async function readByServer(page: Page): Promise<string[]> {
  return page.evaluate((id) => {
    const text = document.getElementById(id)?.textContent;
    return text ? (JSON.parse(text) as { url: string }[]).map((a) => a.url) : [];
  }, WRITTEN_ANSWERS_ID);
}
