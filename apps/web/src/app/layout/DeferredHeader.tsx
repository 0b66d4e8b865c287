import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import {
  headerReleased,
  isHeaderReleased,
  loadedHeader,
  loadHeader,
  markHeaderCommitted,
} from './headerModule';
import { settledThenable } from '../../ui/settledThenable';

type Loaded = { default: ComponentType };

/** The header, marking its commit (`headerCommitted`: the ready path's hold waits for it too). */
function CommittedHeader() {
  const { Header } = loadedHeader()!;
  // In the commit itself: a click that made React hydrate the header on the spot sees it (`holdHeaderClicks`).
  useLayoutEffect(markHeaderCommitted, []);
  return <Header />;
}

const LazyHeader = lazy(() => {
  const ready = loadedHeader() !== undefined && isHeaderReleased();
  if (ready) return settledThenable<Loaded>({ default: CommittedHeader });
  // Its code runs only once released: over the server's drawing, after the page has hydrated.
  return headerReleased()
    .then(loadHeader)
    .then(() => ({ default: CommittedHeader }));
});

/** Stands where the header goes while its code loads (a render before main.tsx loaded it): its height, nothing else. */
function HeaderSpace() {
  return <div aria-hidden className="h-[122px] border-b border-line bg-surface sm:h-[78px]" />;
}

/**
 * The app's header in a Suspense boundary of its own (its code stays in the shell's chunk: only
 * its render waits, `vite.explorerChunks.ts`). Over the
 * server's drawing the page under it hydrates first and the header right after (or at once when
 * the person touches the page: React hydrates a boundary synchronously on a click once its code
 * may run, `holdHeaderHydration`); in a page drawn in the browser main.tsx has loaded it before the
 * first render, so it renders in that render, with no placeholder first.
 */
export function DeferredHeader() {
  return (
    <Suspense fallback={<HeaderSpace />}>
      <LazyHeader />
    </Suspense>
  );
}
