import { base64Bytes } from '../explore/base64Bytes';
import type { ReadOptions } from '../explore/readJson';
import { ReadError } from '../explore/ReadError';
import { authHeaders } from '../http/authHeaders';
import { isJsonObject } from '../json/isJsonObject';
import { parseJsonBody } from '../json/parseJsonBody';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig } from '../network/NetworkProfile';
import { isTimeout, networkFetch } from '../http/networkFetch';

/**
 * TEAL source of a program (base64 bytecode), disassembled by the node (`POST /v2/teal/disassemble`).
 * Public nodes often disable this developer endpoint: that comes back READ_NOT_FOUND.
 */
export async function disassembleProgram(
  endpoint: EndpointConfig,
  programB64: string,
  options: ReadOptions = {},
): Promise<string> {
  const path = '/v2/teal/disassemble';
  const bytes = new Uint8Array(base64Bytes(programB64) ?? []);
  let response: Response;
  try {
    response = await networkFetch(`${endpointBaseUrl(endpoint)}${path}`, {
      method: 'POST',
      headers: { ...authHeaders(endpoint), 'Content-Type': 'application/x-binary' },
      body: bytes,
      ...(options.signal && { signal: options.signal }),
      timeoutMs: options.timeoutMs ?? 15_000,
      redirect: endpoint.token === '' ? 'follow' : 'error',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const reason = isTimeout(cause) ? 'no answer in time' : 'connection failed';
    throw new ReadError('READ_UNREACHABLE', { service: 'algod', path, reason }, cause);
  }
  const text = await response.text();
  const json = parseJsonBody(text);
  const message = isJsonObject(json) && typeof json['message'] === 'string' ? json['message'] : undefined;
  const base = {
    service: 'algod' as const,
    path,
    status: response.status,
    ...(message && { nodeMessage: message }),
  };
  if (response.status === 404) throw new ReadError('READ_NOT_FOUND', base);
  if (response.status === 401 || response.status === 403) throw new ReadError('READ_BAD_TOKEN', base);
  if (response.status === 400) throw new ReadError('READ_BAD_REQUEST', base);
  if (!response.ok) throw new ReadError('READ_HTTP_STATUS', base);
  if (!isJsonObject(json) || typeof json['result'] !== 'string')
    throw new ReadError('READ_BAD_RESPONSE', { ...base, reason: '"result" is not a string' });
  return json['result'];
}
