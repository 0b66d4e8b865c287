import { useState, useSyncExternalStore } from 'react';
import { whenBrowserIdle } from '../whenBrowserIdle';
import { useHydrating } from './useHydrating';

let kept = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isKept = () => kept;

/**
 * Called before React hydrates a page the server drew (renderApp): each `LocalTime` it hydrates
 * keeps the text the server formatted until `live` has settled and the browser is next idle, then
 * shows the time in the person's own locale and zone (the same text, mostly: `npm start` runs on
 * the person's computer). The browser's first use of Intl loads its locale data (20-80 ms of the
 * main thread): so it is paid once the page is live, not while it hydrates.
 */
export function keepDrawnTimes(live: Promise<unknown>): void {
  kept = true;
  void live.then(() =>
    whenBrowserIdle(() => {
      kept = false;
      listeners.forEach((listener) => listener());
    }),
  );
}

/**
 * Whether this `LocalTime`, showing the moment `at`, shows the server's text as it is: it was
 * hydrated showing `at` (not mounted later, not since moved to another moment) and the times are
 * still kept (`keepDrawnTimes`). False on the server and on a page it did not draw.
 */
export function useKeptDrawnTime(at: number): boolean {
  const hydrating = useHydrating();
  const [drawnAt] = useState(hydrating ? at : undefined);
  return useSyncExternalStore(subscribe, isKept, isKept) && drawnAt === at;
}
