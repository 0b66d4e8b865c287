let committed: () => void = () => undefined;

/**
 * Settles once the first screen's content is on screen: its page's first render committed, or over
 * the server's drawing, hydrated (the layout's `FirstScreenCommitted`, inside the page's Suspense).
 */
export const firstScreenCommitted = new Promise<void>((resolve) => (committed = resolve));

/** Called by the layout once the page under it has committed (only the first call counts). */
export function markFirstScreenCommitted(): void {
  committed();
}

/** The performance mark main.tsx sets as the page goes live (`<html data-app="live">`): the bench reads it. */
export const LIVE_MARK = 'sextant-live';

/** The performance mark main.tsx sets once the header has committed too (it hydrates after the page: `DeferredHeader`). */
export const HEADER_LIVE_MARK = 'sextant-header-live';
