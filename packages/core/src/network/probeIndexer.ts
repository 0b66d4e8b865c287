import { ProbeError } from '../errors/ProbeError';
import { redactUrl } from '../errors/redactUrl';
import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isJsonObject } from '../json/isJsonObject';
import { isJsonUint } from '../json/isJsonUint';
import { classifyProbeFailure } from './classifyProbeFailure';
import { endpointBaseUrl } from './endpointBaseUrl';
import type { EndpointConfig } from './NetworkProfile';
import type { ProbeOptions } from './probeAlgod';
import type { IndexerInfo, IndexerProbe } from './ProbeResult';

/** Fields of an indexer's /health answer; algod's /health answers with no body at all. */
const HEALTH_FIELDS = ['round', 'is-migrating', 'db-available'];

/** An authenticated path that is cheap on a real indexer; only its 401/403 matters. */
export const INDEXER_TOKEN_CHECK_PATH = '/v2/assets?limit=1';

/**
 * Asks the indexer `/health` (round, is-migrating). `/health` is public on an indexer, so the token
 * is tested at the same time on an authenticated path. Lag behind algod is judged afterwards by
 * judgeIndexerLag, so algod and the indexer can be asked at the same time.
 */
export async function probeIndexer(
  endpoint: EndpointConfig,
  options: ProbeOptions = {},
): Promise<IndexerProbe> {
  const base = endpointBaseUrl(endpoint);
  const url = redactUrl(base);
  const request = { headers: authHeaders(endpoint), ...options };
  const [health, tokenCheck] = await Promise.all([
    httpGet(`${base}/health`, request),
    httpGet(`${base}${INDEXER_TOKEN_CHECK_PATH}`, request),
  ]);
  const error = classifyProbeFailure('indexer', url, '/health', health);
  if (error) return { state: 'failed', url, error };

  const json = health.kind === 'response' ? health.json : undefined;
  const known = isJsonObject(json) && HEALTH_FIELDS.some((field) => field in json);
  // Zero values may be omitted (Go's omitempty): a missing round is 0, a missing is-migrating false.
  const round = isJsonObject(json) ? (json['round'] ?? 0) : undefined;
  const migrating = isJsonObject(json) ? (json['is-migrating'] ?? false) : undefined;
  if (!known || !isJsonUint(round) || typeof migrating !== 'boolean') {
    const reason = '/health has no round, is-migrating or db-available';
    return {
      state: 'failed',
      url,
      error: new ProbeError('PROBE_NOT_INDEXER', { service: 'indexer', url, reason }),
    };
  }
  // Any other answer (even a 404 from an indexer without that route) says the token was accepted.
  const tokenError = classifyProbeFailure('indexer', url, INDEXER_TOKEN_CHECK_PATH, tokenCheck);
  if (tokenError?.code === 'PROBE_BAD_TOKEN') return { state: 'failed', url, error: tokenError };

  const info: IndexerInfo = { round: BigInt(round), migrating };
  return { state: 'ok', url, info, behind: null };
}
