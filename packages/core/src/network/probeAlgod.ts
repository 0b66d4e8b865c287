import { ProbeError } from '../errors/ProbeError';
import { redactUrl } from '../errors/redactUrl';
import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import type { JsonValue } from '../json/JsonValue';
import { isJsonObject } from '../json/isJsonObject';
import { isJsonUint } from '../json/isJsonUint';
import { classifyProbeFailure } from './classifyProbeFailure';
import { endpointBaseUrl } from './endpointBaseUrl';
import type { EndpointConfig } from './NetworkProfile';
import type { AlgodInfo, AlgodProbe } from './ProbeResult';

export interface ProbeOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Asks algod `/health`, then `/versions` (genesis, build) and `/v2/status` (last round). The first
 * two are public on algod, so a wrong token only shows at `/v2/status`.
 */
export async function probeAlgod(endpoint: EndpointConfig, options: ProbeOptions = {}): Promise<AlgodProbe> {
  const base = endpointBaseUrl(endpoint);
  const url = redactUrl(base);
  const request = { headers: authHeaders(endpoint), ...options };
  const failed = (error: ProbeError): AlgodProbe => ({ state: 'failed', url, error });

  const health = await httpGet(`${base}/health`, request);
  const healthError = classifyProbeFailure('algod', url, '/health', health);
  if (healthError) return failed(healthError);

  const [versions, status] = await Promise.all([
    httpGet(`${base}/versions`, request),
    httpGet(`${base}/v2/status`, request),
  ]);
  const versionsError = classifyProbeFailure('algod', url, '/versions', versions);
  if (versionsError) return failed(versionsError);
  const statusError = classifyProbeFailure('algod', url, '/v2/status', status);
  if (statusError) return failed(statusError);

  const info = readAlgodInfo(
    versions.kind === 'response' ? versions.json : undefined,
    status.kind === 'response' ? status.json : undefined,
  );
  if (typeof info === 'string') {
    return failed(new ProbeError('PROBE_NOT_ALGOD', { service: 'algod', url, reason: info }));
  }
  return { state: 'ok', url, info };
}

/** The raw `/versions` and `/v2/status` shapes → AlgodInfo, or what is missing. */
function readAlgodInfo(versions: JsonValue | undefined, status: JsonValue | undefined): AlgodInfo | string {
  if (!isJsonObject(versions)) return '/versions did not answer JSON';
  const genesisId = versions['genesis_id'];
  const genesisHash = versions['genesis_hash_b64'];
  const build = versions['build'];
  if (typeof genesisId !== 'string' || typeof genesisHash !== 'string' || !isJsonObject(build)) {
    return '/versions has no genesis_id, genesis_hash_b64 and build';
  }
  if (!isJsonObject(status)) return '/v2/status did not answer JSON';
  if (typeof status['last-version'] !== 'string') return '/v2/status has no last-version';
  // A node may omit zero values (Go's omitempty): no last-round at genesis means round 0.
  const lastRound = status['last-round'] ?? 0;
  if (!isJsonUint(lastRound)) return '/v2/status has a last-round that is not a round number';
  const parts = [build['major'], build['minor'], build['build_number']].filter(isJsonUint).map(String);
  const channel =
    typeof build['channel'] === 'string' && build['channel'] !== '' ? `.${build['channel']}` : '';
  return { genesisId, genesisHash, version: parts.join('.') + channel, lastRound: BigInt(lastRound) };
}
