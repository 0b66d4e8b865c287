import type { JsonValue } from '../json/JsonValue';
import { parseJsonBody } from '../json/parseJsonBody';
import { isTimeout, networkFetch } from './networkFetch';

export type HttpGetResult =
  | {
      kind: 'response';
      status: number;
      /** The body parsed bigint-safe; undefined when it is empty or not JSON. */
      json: JsonValue | undefined;
      text: string;
    }
  | { kind: 'network-error'; timedOut: boolean; cause: unknown };

export interface HttpGetOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * A GET that never throws for an HTTP status or a failed connection: callers classify the result.
 * In a browser a CORS refusal is indistinguishable from a dead port and comes back as network-error.
 */
export async function httpGet(url: string, options: HttpGetOptions = {}): Promise<HttpGetResult> {
  try {
    const headers = options.headers ?? {};
    // With a token, a redirect is refused: it could carry the token to another host.
    const redirect = Object.keys(headers).length > 0 ? 'error' : 'follow';
    const response = await networkFetch(url, {
      headers,
      ...(options.signal && { signal: options.signal }),
      timeoutMs: options.timeoutMs ?? 5000,
      cache: 'no-store',
      redirect,
    });
    const text = await response.text();
    const json = parseJsonBody(text);
    return { kind: 'response', status: response.status, json, text };
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    return { kind: 'network-error', timedOut: isTimeout(cause), cause };
  }
}
