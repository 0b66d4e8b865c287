import type { BrowserContext, Page } from '@playwright/test';

const READY_GLOBAL = '__sextantBenchReady';

/**
 * Watches for a case's ready test in the page itself, from the document's start: an init script
 * (call before `page.goto`) checks `ready` on the next animation frame after the document changed
 * and, once it holds, reads a layout property and keeps `performance.now()`. An animation frame's
 * callbacks run before the frame's own layout, so a page whose commit forces no layout would
 * otherwise be "ready" before it is laid out, and one that forces it would pay for it: reading a
 * layout property makes both pay the same. The checks' own time, layout aside, is kept
 * too (`readyCheckMs`).
 *
 * Not Playwright's `waitForFunction`: that evaluates Playwright's injected script (~330 kB) in the
 * page as it loads, a 70–90 ms task on the page's main thread that lands among the first answers
 * (seen in traces), so it measured Playwright as much as the page. Nor a check on every frame from
 * the start, or on every change: frames asked for with nothing new to draw, and a check per change
 * (the account page's asks for every amount on the page), cost the page tens of milliseconds.
 */
export async function watchReady(context: BrowserContext, ready: string): Promise<void> {
  await context.addInitScript({
    content: `(() => {
      if (window.top !== window) return;
      let settle;
      const watch = (window.${READY_GLOBAL} = new Promise((resolve, reject) => (settle = { resolve, reject })));
      watch.catch(() => {});
      watch.checkMs = 0;
      let pending = false;
      const check = () => {
        pending = false;
        const started = performance.now();
        let holds;
        try {
          holds = ${ready};
        } catch (e) {
          settle.reject(new Error(String((e && e.message) || e)));
          observer.disconnect();
          return;
        } finally {
          watch.checkMs += performance.now() - started;
        }
        if (!holds) return;
        document.documentElement.offsetWidth;
        settle.resolve(performance.now());
        observer.disconnect();
      };
      const observer = new MutationObserver(() => {
        if (!pending) (pending = true), requestAnimationFrame(check);
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    })();`,
  });
}

/**
 * The time (ms from navigation start) at which `watchReady`'s test first held on the page's current
 * document; call after `page.goto(…, { waitUntil: 'commit' })`. Asked over the DevTools protocol in the
 * page's own world, so nothing larger than this expression is evaluated there.
 */
export async function readyTime(page: Page, timeoutMs = 30_000): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the page was not ready within ${timeoutMs} ms`);
      const evaluation = cdp.send('Runtime.evaluate', {
        expression: `(function wait() {
          return window.${READY_GLOBAL} ?? new Promise((r) => setTimeout(r, 20)).then(wait);
        })()`,
        awaitPromise: true,
        returnByValue: true,
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the page was not ready within ${timeoutMs} ms`)), left);
      });
      try {
        const { result, exceptionDetails } = await Promise.race([evaluation, timeout]);
        if (exceptionDetails === undefined) return result.value as number;
        const message = exceptionDetails.exception?.description ?? exceptionDetails.text;
        // The document that answered was replaced (the navigation had not committed yet): ask again.
        if (/context was destroyed|Cannot find context/i.test(message)) continue;
        throw new Error(`the page's ready test failed: ${message}`);
      } catch (error) {
        if (error instanceof Error && /context was destroyed|Cannot find context/i.test(error.message))
          continue;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** How long `watchReady`'s checks took on the page's main thread (their layout read aside), in ms. */
export async function readyCheckMs(page: Page): Promise<number> {
  return page.evaluate(`window.${READY_GLOBAL}.checkMs`);
}
