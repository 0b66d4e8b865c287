import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isJsonObject } from '../json/isJsonObject';
import { isJsonUint } from '../json/isJsonUint';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig, NetworkProfile } from '../network/NetworkProfile';

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
 * What a number typed in the search box refers to on this network (three cheap GETs, all at once):
 * an asset and an application (asked of the indexer's searches when there is one, else of algod),
 * a round not after algod's last. Built on httpGet, which
 * the first screen already loads, so the header's search box stays light.
 */
export async function findNumberTargets(
  profile: NetworkProfile,
  value: bigint,
  options: { signal?: AbortSignal } = {},
): Promise<NumberTargets> {
  const base = endpointBaseUrl(profile.algod);
  const request = { headers: authHeaders(profile.algod), timeoutMs: 5000, ...options };
  const [[asset, application], status] = await Promise.all([
    profile.indexer === undefined
      ? Promise.all([
          httpGet(`${base}/v2/assets/${value}`, request).then(existence),
          httpGet(`${base}/v2/applications/${value}`, request).then(existence),
        ])
      : inIndexer(profile.indexer, value, options),
    httpGet(`${base}/v2/status`, request),
  ]);
  let block: Existence = 'unknown';
  if (status.kind === 'response' && status.status === 200 && isJsonObject(status.json)) {
    // A node leaves a zero last-round out.
    const last = status.json['last-round'] ?? 0;
    if (isJsonUint(last)) block = value <= BigInt(last) ? 'yes' : 'no';
  }
  return { asset, application, block };
}

/**
 * The indexer's searches answer a miss with an empty list (HTTP 200), where algod's lookups answer
 * 404, which the browser logs as a red console error: a number typed in the search box is no error.
 */
async function inIndexer(
  indexer: EndpointConfig,
  value: bigint,
  options: { signal?: AbortSignal },
): Promise<[Existence, Existence]> {
  const base = endpointBaseUrl(indexer);
  const request = { headers: authHeaders(indexer), timeoutMs: 5000, ...options };
  const listed = async (path: string, key: string): Promise<Existence> => {
    const result = await httpGet(`${base}${path}`, request);
    if (result.kind !== 'response' || result.status !== 200 || !isJsonObject(result.json)) return 'unknown';
    const list = result.json[key];
    return Array.isArray(list) ? (list.length > 0 ? 'yes' : 'no') : 'unknown';
  };
  return Promise.all([
    listed(`/v2/assets?asset-id=${value}&limit=1`, 'assets'),
    listed(`/v2/applications?application-id=${value}&limit=1`, 'applications'),
  ]);
}
