import { BrowserNetError } from './BrowserNetError';
import { BROWSER_NET_MESSAGES as M } from './browserNetMessages';
import { CORRUPT_BLOCKS_CODE } from './browserNetWorker';

/**
 * Resolves once the Browser network inside the worker answers `healthUrl` (its algod's `/health`).
 * The worker starts the network on its first request: a fresh genesis with a kmd wallet, or a replay
 * of the blocks kept in IndexedDB, which can take seconds on a loaded machine. Waiting here, before
 * the page sends anything, keeps that start out of every request's own timeout (a probe allows 5 s):
 * the gate shows "starting" instead of a screen whose cards time out. Rejects with a BrowserNetError
 * carrying the worker's reason when the network does not start, or after `timeoutMs`; with
 * `BROWSER_NET_CORRUPT` (the damaged round in its details) when its stored blocks are damaged.
 */
export async function networkStarted(healthUrl: string, timeoutMs: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch(healthUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new BrowserNetError(
      'BROWSER_NET_NOT_STARTED',
      M.didNotStart(timedOut ? M.noAnswerWithin(timeoutMs) : String(error)),
      { cause: error },
    );
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as {
    message?: unknown;
    code?: unknown;
    round?: unknown;
    goodAfter?: unknown;
  };
  const reason = body.message;
  if (body.code === CORRUPT_BLOCKS_CODE && typeof body.round === 'number')
    throw new BrowserNetError('BROWSER_NET_CORRUPT', typeof reason === 'string' ? reason : M.corrupt.title, {
      details: { status: response.status, round: body.round, goodAfter: Number(body.goodAfter ?? 0) },
    });
  throw new BrowserNetError(
    'BROWSER_NET_NOT_STARTED',
    M.didNotStart(typeof reason === 'string' ? reason : `HTTP ${response.status}`),
    { details: { status: response.status } },
  );
}
