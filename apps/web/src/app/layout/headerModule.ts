import type { Header } from './Header';

interface HeaderModule {
  Header: typeof Header;
}

/** The longest the header waits for the page under it before it hydrates anyway. */
export const HEADER_HOLD_MAX_MS = 2_000;

let loading: Promise<HeaderModule> | undefined;
let loaded: HeaderModule | undefined;
/** Settles when the header may hydrate over the server's drawing (`holdHeaderHydration`). */
let release: Promise<void> = Promise.resolve();
let released = true;
let committed: () => void = () => undefined;
let isCommitted = false;

/**
 * The header's code (the network switcher, the search box, the wallet's slot, the navigation; in
 * the shell's chunk), run once. main.tsx loads it beside the shell for a page drawn in the browser;
 * over the server's drawing `DeferredHeader` loads it once released; the server before it draws.
 */
export function loadHeader(): Promise<HeaderModule> {
  loading ??= import('./Header').then((m) => (loaded = m));
  return loading;
}

/** The header's module once its code has run; undefined before. */
export function loadedHeader(): HeaderModule | undefined {
  return loaded;
}

/**
 * Over the server's drawing: the header hydrates only once `until` settles (main.tsx: the page
 * under it has hydrated, or the person touched the page first), so the page's own hydration comes
 * first. Until then the header stands as the server drew it: its links are plain links, and a
 * search typed or submitted is held by index.html (`earlySearch`).
 */
export function holdHeaderHydration(until: Promise<void>): void {
  released = false;
  // Never longer than HEADER_HOLD_MAX_MS: a page that fails to hydrate does not keep the header dead.
  const limit = new Promise<void>((resolve) => setTimeout(resolve, HEADER_HOLD_MAX_MS));
  release = Promise.race([until, limit]).then(() => {
    released = true;
  });
}

/** Settles once the header may render (its hold released). */
export function headerReleased(): Promise<void> {
  return release;
}

/** Whether the header may render now (no hold, or its hold released). */
export function isHeaderReleased(): boolean {
  return released;
}

/** Settles once the header has committed (rendered, or hydrated over the server's drawing). */
export const headerCommitted = new Promise<void>((resolve) => (committed = resolve));

/** Called by the header once it has committed, in React's commit (only the first call counts). */
export function markHeaderCommitted(): void {
  isCommitted = true;
  committed();
}

/** Whether the header has committed, now (`headerCommitted` settles a microtask later). */
export function isHeaderCommitted(): boolean {
  return isCommitted;
}
