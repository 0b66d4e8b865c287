/** What runs before a request to `url` is sent; it rejects to fail the request unsent. */
export type BeforeNetworkRequest = (url: string) => Promise<void> | undefined;

export interface NetworkRequestInit extends RequestInit {
  /** Counted from when the request is sent, after `BeforeNetworkRequest` has let it go. */
  timeoutMs?: number;
}

let before: BeforeNetworkRequest = () => undefined;

/**
 * The one fetch every request core sends to a network goes through: the probes and readers
 * (`httpGet`), algosdk's clients (`TokenPinnedHttpClient`), the kmd client and the disassembler.
 * It first awaits the hook the app installed (`setBeforeNetworkRequest`), which is how the web app
 * holds the Browser network's requests until its Service Worker can answer them, then starts the
 * timeout: a wait for the network is not counted as the network being slow. A timeout rejects with
 * a `TimeoutError` (`isTimeout`), a caller's abort with its signal's reason.
 */
export async function networkFetch(url: string, init: NetworkRequestInit = {}): Promise<Response> {
  const { timeoutMs, ...request } = init;
  await before(url);
  request.signal?.throwIfAborted();
  if (timeoutMs !== undefined) {
    const timeout = AbortSignal.timeout(timeoutMs);
    request.signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  }
  return fetch(url, request);
}

/** Installs the hook `networkFetch` awaits (once, at start-up); none removes it. */
export function setBeforeNetworkRequest(hook?: BeforeNetworkRequest): void {
  before = hook ?? (() => undefined);
}

/** Whether a failed `networkFetch` (or reading its body) ran out of its `timeoutMs`. */
export function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}
