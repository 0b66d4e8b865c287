import { writeAnswers } from '@sextant/core/http/writtenAnswers';
import { BROWSER_NET_PATH, BROWSER_NETWORK_ID } from '@sextant/core/network/builtInNetworks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { readAppConfig } from '../app/boot/loadAppConfig';
import { readAppBoot } from '../app/boot/readAppBoot';
import { preloadPage } from '../app/lazyPages';
import { createQueryClient } from '../app/queries/createQueryClient';
import { loadRouteQueries } from '../app/routeData/loadRouteQueries';
import { matchRoute } from '../app/routeData/matchRoute';
import { ROUTE_TABLE } from '../app/routeTable';
import { prefetchRouteQueries } from '../app/routeData/prefetchRouteQueries';
import type { KeyValueStore } from '../app/storage/KeyValueStore';
import type { FirstScreen, FirstScreenRequest } from './FirstScreen';
import { loadHeader } from '../app/layout/headerModule';

/** What the server knows of a first visit: no saved settings. */
const NO_STORAGE: KeyValueStore = { get: () => null, set: () => undefined, remove: () => undefined };

/**
 * A URL's first screen drawn on the server (scripts/serveDist.ts, for `npm start`): its route's
 * data asked for as the page asks (its declaration, `prefetchRouteQueries`, without what is off the
 * ready path; the page's code loaded), then the app rendered over that cache as a first visit sees
 * it (the served config, no saved settings). The page hydrates it from the same answers.
 *
 * Undefined at once for a URL the server does not draw: only a network's screen with a data
 * declaration is (the explorer's), and not on the Browser network (it answers in the page only).
 * The promise gives undefined when a read failed (the page asks again itself) or `signal` aborted.
 */
export function renderFirstScreen(
  request: FirstScreenRequest,
  signal: AbortSignal,
): Promise<FirstScreen | undefined> | undefined {
  const found = drawable(request);
  if (found === undefined) return undefined;
  const { match, module, boot, profile } = found;

  const draw = async (): Promise<FirstScreen | undefined> => {
    const queryClient = createQueryClient();
    // A failed read is not drawn: the page asks again itself, and shows what it gets.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const cancel = () => void queryClient.cancelQueries();
    signal.addEventListener('abort', cancel, { once: true });
    try {
      const { answers } = await writeAnswers(async () => {
        signal.throwIfAborted();
        const declare = await loadRouteQueries(module);
        const queries = declare({
          profile,
          params: match.params,
          search: new URLSearchParams(request.search),
        });
        await Promise.all([
          prefetchRouteQueries(queryClient, queries, { offReadyPath: false }),
          preloadPage(match.entry.module),
        ]);
      });
      const failed = queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status !== 'success');
      if (signal.aborted || failed) return undefined;
      const html = renderToString(
        <StrictMode>
          <App boot={boot} queryClient={queryClient} initialPath={request.pathname + request.search} />
        </StrictMode>,
      );
      return { html, answers };
    } finally {
      signal.removeEventListener('abort', cancel);
      queryClient.clear();
    }
  };
  return draw();
}

/** What a URL the server draws is drawn from; undefined for one it does not draw (see `renderFirstScreen`). */
function drawable(request: FirstScreenRequest) {
  const match = matchRoute(request.pathname);
  const module = match?.entry.queries;
  if (match?.entry.scope !== 'network' || module === undefined) return undefined;
  const boot = readAppBoot(
    readAppConfig(import.meta.env, request.config),
    NO_STORAGE,
    `${request.origin}/${BROWSER_NET_PATH}`,
  );
  const profile = boot.builtIns.find((n) => n.id === match.params['net']);
  if (profile === undefined || profile.id === BROWSER_NETWORK_ID) return undefined;
  return { match, module, boot, profile };
}

/**
 * Whether `renderFirstScreen` draws this URL at all, known at once: the server asks in its own
 * thread and draws in another (scripts/firstScreenWorker.mjs).
 */
export function drawsFirstScreen(request: FirstScreenRequest): boolean {
  return drawable(request) !== undefined;
}

/**
 * Loads the code of every screen the server draws (each page and its data declaration) once, when
 * the server starts, so no first drawing waits for it (on a busy machine a cold first drawing ran
 * past the server's limit). Never rejects: what fails to load loads when a drawing asks for it.
 */
export async function warmFirstScreens(): Promise<void> {
  // The header is drawn with every page: its code loaded, it renders in the one pass.
  await loadHeader();
  await Promise.all(
    ROUTE_TABLE.filter((e) => e.scope === 'network' && e.queries !== undefined).map((e) =>
      Promise.all([Promise.resolve().then(() => loadRouteQueries(e.queries!)), preloadPage(e.module)]).catch(
        () => undefined,
      ),
    ),
  );
}
