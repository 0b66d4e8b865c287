import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig, ServiceKind } from '../network/NetworkProfile';
import { toQueryString, type QueryParams } from './QueryParams';
import { ReadError } from './ReadError';

export interface ReadOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type JsonObject = { [key: string]: JsonValue };

/**
 * GET one API path from a service (base URL, port, path prefix and token header from its profile)
 * and return the JSON object it answered, parsed bigint-safe. Every failure is a ReadError.
 */
export async function readJson(
  service: ServiceKind,
  endpoint: EndpointConfig,
  path: string,
  params: QueryParams = {},
  options: ReadOptions = {},
): Promise<JsonObject> {
  const url = `${endpointBaseUrl(endpoint)}${path}${toQueryString(params)}`;
  const result = await httpGet(url, {
    headers: authHeaders(endpoint),
    timeoutMs: options.timeoutMs ?? 15_000,
    ...(options.signal && { signal: options.signal }),
  });
  if (result.kind === 'network-error') {
    const reason = result.timedOut ? 'no answer in time' : 'connection failed';
    throw new ReadError('READ_UNREACHABLE', { service, path, reason }, result.cause);
  }
  const { status, json } = result;
  const message = isJsonObject(json) && typeof json['message'] === 'string' ? json['message'] : undefined;
  const base = {
    service,
    path,
    status,
    ...(message !== undefined && { nodeMessage: message.slice(0, 300) }),
  };
  if (status === 404) throw new ReadError('READ_NOT_FOUND', base);
  if (status === 401 || status === 403) throw new ReadError('READ_BAD_TOKEN', base);
  if (status === 400) throw new ReadError('READ_BAD_REQUEST', base);
  if (status < 200 || status >= 300) throw new ReadError('READ_HTTP_STATUS', base);
  if (!isJsonObject(json)) throw new ReadError('READ_BAD_RESPONSE', { ...base, reason: 'not a JSON object' });
  return json;
}
