/** Calls `fn` when the browser is next idle (within 2 s; 500 ms where it cannot tell); returns the cancel. */
export function whenBrowserIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 500);
  return () => window.clearTimeout(id);
}
