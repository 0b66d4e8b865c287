import type { Hono } from 'hono';
import { errorBody } from '../http/createApiApp';
import type { ApiKind } from '../http/ApiKind';
import { ForkError } from './ForkError';
import { accountKey } from './forkKeys';
import { forkFailureStatus, type ForkSource } from './ForkSource';

/** Marks a request the fork sends through the app again (it is not retried a second time over). */
const AGAIN = 'x-sextant-fork-again';
const MAX_AGAIN = 12;
const ADMIN_ACCOUNT = /^\/v2\/sandbox\/accounts\/([A-Z2-7]{58})\//;

/**
 * Fetch-and-retry for a fork's API: a request whose handler read something not fetched yet (a
 * `ForkState` miss: it throws, so nothing wrong is answered) is answered again once the remote
 * gave what it missed, as often as new misses come up. A remote failure meanwhile is the answer
 * (502, or 504 on a timeout, naming the resource and the remote). Submissions (`POST
 * /v2/transactions`, the admin API) are not sent twice: the ledger prefetches and retries those
 * itself (`ForkSource.submit`). Register before the routes.
 */
export function forkRetry(app: Hono, kind: ApiKind, fork: ForkSource): void {
  app.use('*', async (c, next) => {
    const path = c.req.path;
    // The admin API's edits of an account read it first: it is fetched before they run.
    const edited = ADMIN_ACCOUNT.exec(path)?.[1];
    if (edited !== undefined) {
      try {
        await fork.fetch([accountKey(edited)]);
      } catch (err) {
        if (!(err instanceof ForkError)) throw err;
        return c.json(errorBody(kind, err.message), forkFailureStatus(err));
      }
    }
    if (
      c.req.header(AGAIN) !== undefined ||
      path.startsWith('/v2/sandbox/') ||
      (c.req.method === 'POST' && (path === '/v2/transactions' || path === '/v2/transactions/async'))
    )
      return next();
    const original = c.req.method === 'GET' || c.req.method === 'HEAD' ? c.req.raw : c.req.raw.clone();
    let before = fork.state.misses;
    await next();
    for (let i = 0; fork.state.misses !== before && i < MAX_AGAIN; i++) {
      before = fork.state.misses;
      try {
        await fork.settle();
      } catch (err) {
        if (!(err instanceof ForkError)) throw err;
        c.res = c.json(errorBody(kind, err.message), forkFailureStatus(err));
        return;
      }
      const headers = new Headers(original.headers);
      headers.set(AGAIN, String(i + 1));
      const again = new Request(original.clone(), { headers });
      c.res = await app.fetch(again, c.env);
    }
  });
}
