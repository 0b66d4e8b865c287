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
 * Evaluates `expression` (a promise of a number) in `page`'s current document over the DevTools
 * protocol, in the page's own world: nothing larger than the expression is evaluated there (not
 * Playwright's injected script, whose evaluation is a task of tens of milliseconds on the page's main
 * thread). A document replaced while it waits (the navigation had not committed yet) is asked again.
 */
async function evaluateInPage(
  page: Page,
  expression: string,
  what: string,
  timeoutMs: number,
): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const deadline = Date.now() + timeoutMs;
  const replaced = (message: string) => /context was destroyed|Cannot find context/i.test(message);
  try {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} within ${timeoutMs} ms`);
      const evaluation = cdp.send('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), left);
      });
      try {
        const { result, exceptionDetails } = await Promise.race([evaluation, timeout]);
        if (exceptionDetails === undefined) return result.value;
        const message = exceptionDetails.exception?.description ?? exceptionDetails.text;
        if (replaced(message)) continue;
        throw new Error(`${what}: ${message}`);
      } catch (error) {
        if (error instanceof Error && replaced(error.message)) continue;
        throw error;
      } finally {
        clearTimeout(timer);
      }
    }
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * The time (ms from navigation start) at which `watchReady`'s test first held on the page's current
 * document; call after `page.goto(…, { waitUntil: 'commit' })`.
 */
export async function readyTime(page: Page, timeoutMs = 30_000): Promise<number> {
  const expression = `(function wait() {
    return window.${READY_GLOBAL} ?? new Promise((r) => setTimeout(r, 20)).then(wait);
  })()`;
  return (await evaluateInPage(page, expression, 'the page was not ready', timeoutMs)) as number;
}

/**
 * The time (ms from navigation start) of the performance mark `mark` in the page's current
 * document (Sextant's live mark), once it is set; undefined when it is not set within `timeoutMs`.
 * Watched by a PerformanceObserver the expression sets up: no injected script, no polling task.
 */
export async function markTime(page: Page, mark: string, timeoutMs = 10_000): Promise<number | undefined> {
  const name = JSON.stringify(mark);
  const expression = `new Promise((resolve) => {
    const at = () => performance.getEntriesByName(${name})[0]?.startTime;
    if (at() !== undefined) return resolve(at());
    const observer = new PerformanceObserver(() => {
      if (at() === undefined) return;
      observer.disconnect();
      resolve(at());
    });
    observer.observe({ type: 'mark' });
    setTimeout(() => resolve(null), ${timeoutMs});
  })`;
  const value = await evaluateInPage(page, expression, `no mark ${mark}`, timeoutMs + 1_000).catch(
    () => null,
  );
  return typeof value === 'number' ? value : undefined;
}

/** How long `watchReady`'s checks took on the page's main thread (their layout read aside), in ms. */
export async function readyCheckMs(page: Page): Promise<number> {
  return page.evaluate(`window.${READY_GLOBAL}.checkMs`);
}
