import type { Hono } from 'hono';
import { errorBody } from '../http/createApiApp';
import { DEFAULT_FORK_TIMEOUT_MS } from './RemoteAlgod';

/** A lookup of one entity: what the remote's indexer may know when the fork's does not. */
const LOOKUP = /^\/v2\/(accounts|assets|applications)\/[^/]+(\/[a-z-]+)?$/;

/**
 * `--fork-indexer`: a lookup the fork's indexer answers 404 (an entity that only the remote's
 * history holds: the fork indexes its own blocks) is answered by the remote's indexer. A remote
 * failure is a 502 (504 on a timeout) naming the remote. `token` (the `--fork-token`) goes along.
 */
export function forkIndexerFallThrough(
  app: Hono,
  indexerUrl: string,
  token: string | undefined,
  timeoutMs = DEFAULT_FORK_TIMEOUT_MS,
): void {
  const base = indexerUrl.replace(/\/+$/, '');
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 404 || !LOOKUP.test(c.req.path)) return;
    const url = new URL(c.req.url);
    try {
      const res = await fetch(base + url.pathname + url.search, {
        headers: token === undefined || token === '' ? {} : { 'X-Indexer-API-Token': token },
        signal: AbortSignal.timeout(timeoutMs),
      });
      c.res = new Response(await res.arrayBuffer(), {
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/json' },
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      c.res = c.json(
        errorBody(
          'indexer',
          timedOut
            ? `fork: the forked network's indexer ${base} did not answer ${c.req.path} in ${timeoutMs} ms`
            : `fork: cannot reach the forked network's indexer ${base} for ${c.req.path}`,
        ),
        timedOut ? 504 : 502,
      );
    }
  });
}
