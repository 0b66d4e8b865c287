/**
 * Requests off a page's ready path (the probe, an account's indexer history, kmd's wallets) wait
 * until the first screen's own requests have settled, so they never take one of the browser's six
 * connections to a host ahead of them (the account page's 16 asset reads went in four rounds
 * instead of three behind the probe and the history). The one place that decides: main.tsx holds
 * them with the first URL's declared queries (`holdOffReadyPath`); such a query's options are
 * marked once, where they are built (`offReadyPath`), and a route's declaration does not wait for
 * one (`isOffReadyPath`). Nothing is held before main.tsx holds (tests, screens after the first),
 * and never longer than HOLD_MAX_MS: a node that never answers does not keep the header unprobed.
 */
export const HOLD_MAX_MS = 5_000;

let readyPath: Promise<unknown> = Promise.resolve();
const held = new WeakSet<object>();

/** From now on, queries off the ready path start their requests only once `until` settles. */
export function holdOffReadyPath(until: Promise<unknown>): void {
  readyPath = Promise.race([
    until.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, HOLD_MAX_MS)),
  ]);
}

/** `options` (query options), its function started once the first screen's ready path has settled. */
export function offReadyPath<O extends { queryFn?: unknown }>(options: O): O {
  const queryFn = options.queryFn as (...args: unknown[]) => unknown;
  const wrapped = async (...args: unknown[]) => {
    await readyPath;
    return queryFn(...args);
  };
  held.add(wrapped);
  return { ...options, queryFn: wrapped };
}

/** Whether these query options' function waits for the ready path (`offReadyPath`). */
export function isOffReadyPath(options: object): boolean {
  const queryFn = (options as { queryFn?: unknown }).queryFn;
  return typeof queryFn === 'function' && held.has(queryFn);
}
