import { SextantError } from '../../errors/SextantError';

export class RemoteFetchError extends SextantError<'http' | 'network'> {
  override name = 'RemoteFetchError';
  status?: number;
}

export const REMOTE_FETCH_MESSAGES = {
  http: (status: number) => `The host answered ${status}.`,
  network: (why: string) => `The host could not be reached: ${why}`,
} as const;

/** A file another host serves: its bytes and the type it said they are. */
export interface RemoteFile {
  bytes: Uint8Array;
  /** The response's `Content-Type`, without parameters ('' when none). */
  type: string;
}

/** How long a host has to answer (a slow gateway is said so, not waited on forever). */
const TIMEOUT_MS = 20_000;

/**
 * A file from a host named by on-chain data (an asset's metadata or media): asked without cookies
 * or referrer, so the host learns no more than that someone read it. Not a network's request, so
 * not through `networkFetch` (nothing to hold for the Browser network, nothing to record).
 */
export async function fetchRemote(url: string, signal?: AbortSignal): Promise<RemoteFile> {
  let response: Response;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  try {
    response = await fetch(url, {
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
  } catch (e) {
    if (signal?.aborted === true) throw e;
    throw new RemoteFetchError(
      'network',
      REMOTE_FETCH_MESSAGES.network(e instanceof Error ? e.message : String(e)),
      {
        cause: e,
      },
    );
  }
  if (!response.ok) {
    const error = new RemoteFetchError('http', REMOTE_FETCH_MESSAGES.http(response.status));
    error.status = response.status;
    throw error;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return { bytes: new Uint8Array(await response.arrayBuffer()), type };
}
