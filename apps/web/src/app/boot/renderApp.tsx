import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import type { AppBoot } from './AppBoot';
import { hydrateDrawnAtOnce, type ScheduleHydration } from '../../ui/hydration/hydrateDrawnAtOnce';
import { keepDrawnTimes } from '../../ui/hydration/keptDrawnTimes';
import { firstScreenCommitted } from './firstScreenCommitted';
import { HYDRATION_REDRAWN } from './hydrationRedrawn';

/**
 * React's first render of the app (main.tsx imports this lazily: React DOM, the router and the
 * shell load while the first screen's data requests are already out). Not a transition: the render
 * runs to the end in one task, and answers arriving meanwhile wait for it, then re-render only what
 * reads them. As a transition it yielded every 5 ms, and an answer's store update landing in a
 * yield (TanStack's `useSyncExternalStore`, a synchronous lane) made React throw the work done so
 * far away and start again: the rows were rendered twice in about half of the loads measured, and
 * the render stretched over the answers' arrival. The page renders in this pass when its code has
 * already run (`lazyPage`), not after a Suspense fallback.
 */
export function renderApp(
  root: HTMLElement,
  boot: AppBoot,
  queryClient: QueryClient,
  /** The page came with the app drawn in it (serveDist, main.tsx's `serverDrawn`). */
  serverDrawn = false,
): void {
  const app = (
    <StrictMode>
      <App boot={boot} queryClient={queryClient} />
    </StrictMode>
  );
  // Drawn by the server (serveDist) from the answers the cache now holds: hydrated, not drawn again.
  // Should a part differ all the same (a saved value read too early, text the HTML cannot carry
  // as is), React draws the page again in the browser: said in the console, not thrown.
  if (serverDrawn) {
    // Its times stay as the server formatted them until the page is live (`keepDrawnTimes`).
    keepDrawnTimes(firstScreenCommitted);
    const hydrating = hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn(`${HYDRATION_REDRAWN} ${String(error)}`),
    }) as ReturnType<typeof hydrateRoot> & Partial<ScheduleHydration>;
    // The page under the layout's Suspense boundary hydrated now, not at React's offscreen priority.
    if (hydrating.unstable_scheduleHydration !== undefined)
      hydrateDrawnAtOnce(hydrating as ScheduleHydration, root);
  } else createRoot(root).render(app);
}
