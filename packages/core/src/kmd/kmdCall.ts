import { authHeaders } from '../http/authHeaders';
import { networkFetch } from '../http/networkFetch';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import { parseJsonBody } from '../json/parseJsonBody';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig } from '../network/NetworkProfile';
import { KmdClientError, type KmdClientErrorCode } from './KmdClientError';

/** Where one kmd answers and how it is asked. */
export interface KmdTarget {
  base: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export function kmdTarget(endpoint: EndpointConfig, timeoutMs = 10_000): KmdTarget {
  return {
    base: endpointBaseUrl(endpoint),
    headers: { ...authHeaders(endpoint), 'Content-Type': 'application/json' },
    timeoutMs,
  };
}

/** kmd's own texts (go-algorand daemon/kmd) that map to a code of ours. */
function codeFor(status: number, message: string): KmdClientErrorCode {
  if (status === 401 && /token/i.test(message)) return 'kmd-bad-token';
  if (/wrong password/i.test(message)) return 'kmd-wrong-password';
  if (/wallet not found/i.test(message)) return 'kmd-wallet-not-found';
  if (/key does not exist/i.test(message)) return 'kmd-key-not-found';
  return 'kmd-refused';
}

/**
 * One kmd v1 call: its JSON answer, or a KmdClientError (`kmd-unreachable` with the fetch's
 * failure as cause, else the code kmd's words map to, with its status and words).
 */
export async function kmdCall(
  target: KmdTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, JsonValue>,
): Promise<JsonValue> {
  let response: Response;
  try {
    response = await networkFetch(`${target.base}${path}`, {
      method,
      headers: target.headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      timeoutMs: target.timeoutMs,
      cache: 'no-store',
      // kmd always takes a token: never follow a redirect that could carry it elsewhere.
      redirect: 'error',
    });
  } catch (cause) {
    throw new KmdClientError('kmd-unreachable', { cause });
  }
  const text = await response.text();
  const json = parseJsonBody(text);
  const kmdMessage =
    isJsonObject(json) && typeof json['message'] === 'string' ? json['message'] : text.trim();
  if (!response.ok || (isJsonObject(json) && json['error'] === true)) {
    throw new KmdClientError(codeFor(response.status, kmdMessage), { kmdMessage, status: response.status });
  }
  return json ?? null;
}
