import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isJsonObject } from '../json/isJsonObject';
import { isJsonUint } from '../json/isJsonUint';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { NetworkProfile } from '../network/NetworkProfile';

/** Whether a number names something on the network; 'unknown' when the node could not say. */
export type Existence = 'yes' | 'no' | 'unknown';

export interface NumberTargets {
  asset: Existence;
  application: Existence;
  block: Existence;
}

function existence(result: Awaited<ReturnType<typeof httpGet>>): Existence {
  if (result.kind !== 'response') return 'unknown';
  if (result.status >= 200 && result.status < 300) return 'yes';
  return result.status === 404 ? 'no' : 'unknown';
}

/**
 * What a number typed in the search box refers to on this network, asked of algod (three cheap
 * GETs, all at once): an asset, an application, a round not after the last. Built on httpGet, which
 * the first screen already loads, so the header's search box stays light.
 */
export async function findNumberTargets(
  profile: NetworkProfile,
  value: bigint,
  options: { signal?: AbortSignal } = {},
): Promise<NumberTargets> {
  const base = endpointBaseUrl(profile.algod);
  const request = { headers: authHeaders(profile.algod), timeoutMs: 5000, ...options };
  const [asset, application, status] = await Promise.all([
    httpGet(`${base}/v2/assets/${value}`, request),
    httpGet(`${base}/v2/applications/${value}`, request),
    httpGet(`${base}/v2/status`, request),
  ]);
  let block: Existence = 'unknown';
  if (status.kind === 'response' && status.status === 200 && isJsonObject(status.json)) {
    // A node leaves a zero last-round out.
    const last = status.json['last-round'] ?? 0;
    if (isJsonUint(last)) block = value <= BigInt(last) ? 'yes' : 'no';
  }
  return { asset: existence(asset), application: existence(application), block };
}
