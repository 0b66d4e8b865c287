import type { Hono } from 'hono';
import { errorBody } from '../http/createApiApp';
import { DEFAULT_FORK_TIMEOUT_MS } from './RemoteAlgod';

/** A lookup of one entity: what the remote's indexer may know when the fork's does not. */
const LOOKUP = /^\/v2\/(accounts|assets|applications)\/[^/]+$/;
/** A transaction by id: the remote's history holds those committed up to the fork round. */
const TXN = /^\/v2\/transactions\/[A-Z2-7]{52}$/;
const ENTITY = { accounts: 'account', assets: 'asset', applications: 'application' } as const;

/**
 * `--fork-indexer`: a lookup the fork's indexer answers 404 is asked of the remote's indexer,
 * which holds the remote's history: a transaction committed up to the fork round (history the fork
 * shares), or an entity deleted there before the fork (`include-all`), is its answer; a transaction
 * committed there after the fork round is not (it is not on the fork). One the remote holds now is not: the fork's state (read through from the remote algod)
 * says it is absent, and the fork's 404 stays, saying so. A remote failure is a 502 (504 on a
 * timeout) naming the remote. `token` (the `--fork-token`) goes along.
 */
export function forkIndexerFallThrough(
  app: Hono,
  indexerUrl: string,
  token: string | undefined,
  /** The fork round: a remote transaction committed after it is not on the fork. */
  forkRound: bigint,
  timeoutMs = DEFAULT_FORK_TIMEOUT_MS,
): void {
  const base = indexerUrl.replace(/\/+$/, '');
  app.use('*', async (c, next) => {
    await next();
    const txn = TXN.test(c.req.path);
    if (c.req.method !== 'GET' || c.res.status !== 404 || !(txn || LOOKUP.test(c.req.path))) return;
    const url = new URL(c.req.url);
    try {
      const res = await fetch(base + url.pathname + url.search, {
        headers: token === undefined || token === '' ? {} : { 'X-Indexer-API-Token': token },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const bytes = await res.arrayBuffer();
      if (res.status === 200 && txn && !committedBy(bytes, forkRound)) {
        c.res = c.json(
          errorBody(
            'indexer',
            `${await c.res.clone().text().then(messageOf)} (the forked network's indexer ${base} has it, committed after the fork round ${forkRound}: it is not on the fork)`,
          ),
          404,
        );
        return;
      }
      if (res.status === 200 && !txn && !deletedThere(c.req.path, bytes)) {
        c.res = c.json(
          errorBody(
            'indexer',
            `${await c.res.clone().text().then(messageOf)} (the forked network's indexer ${base} has it now, but the fork's state, read from the forked network when first touched, does not)`,
          ),
          404,
        );
        return;
      }
      c.res = new Response(bytes, {
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

/** Whether the remote indexer's answer is an entity it keeps as deleted (history, not state). */
function deletedThere(path: string, body: ArrayBuffer): boolean {
  const kind = /^\/v2\/(accounts|assets|applications)\//.exec(path)?.[1] as keyof typeof ENTITY | undefined;
  if (kind === undefined) return false;
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as Record<
      string,
      { deleted?: boolean } | undefined
    >;
    return json[ENTITY[kind]]?.deleted === true;
  } catch {
    return false;
  }
}

/** Whether the remote indexer's transaction was committed at or before the fork round. */
function committedBy(body: ArrayBuffer, forkRound: bigint): boolean {
  try {
    const json = JSON.parse(new TextDecoder().decode(body)) as {
      transaction?: { 'confirmed-round'?: number };
    };
    const round = json.transaction?.['confirmed-round'];
    return round !== undefined && BigInt(round) <= forkRound;
  } catch {
    return false;
  }
}

function messageOf(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text);
  } catch {
    return text;
  }
}
