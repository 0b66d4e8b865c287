import { recorded, takeEarlyResponse } from './earlyRequests';
import { writeAnswer } from './writtenAnswers';

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
 * a `TimeoutError` (`isTimeout`), a caller's abort with its signal's reason. A GET the page's HTML
 * already sent (`earlyRequests`) is answered from there, once.
 */
export async function networkFetch(url: string, init: NetworkRequestInit = {}): Promise<Response> {
  const { timeoutMs, ...request } = init;
  const written = recorded(url, request);
  if (written !== undefined) return written;
  // Taken at once (never a Browser network request: nothing to wait for), so a caller that starts
  // the first screen's queries knows which answers it took (`takenEarlyAnswers`).
  const early = takeEarlyResponse(url, request);
  if (early === undefined) await before(url);
  request.signal?.throwIfAborted();
  if (timeoutMs !== undefined) {
    const timeout = AbortSignal.timeout(timeoutMs);
    request.signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  }
  if (early !== undefined) return untilAborted(early, request.signal);
  return writeAnswer(url, request, await fetch(url, request));
}

/** `response`, or the signal's reason once it aborts (a timeout, the caller's abort). */
function untilAborted(
  response: Promise<Response>,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** Installs the hook `networkFetch` awaits (once, at start-up); none removes it. */
export function setBeforeNetworkRequest(hook?: BeforeNetworkRequest): void {
  before = hook ?? (() => undefined);
}

/** Whether a failed `networkFetch` (or reading its body) ran out of its `timeoutMs`. */
export function isTimeout(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
}
