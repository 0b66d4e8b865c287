import { ProbeError } from '../errors/ProbeError';
import { redactUrl } from '../errors/redactUrl';
import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isJsonObject } from '../json/isJsonObject';
import { classifyProbeFailure } from './classifyProbeFailure';
import { endpointBaseUrl } from './endpointBaseUrl';
import type { EndpointConfig } from './NetworkProfile';
import type { ProbeOptions } from './probeAlgod';

export type KmdProbe =
  { state: 'ok'; url: string; wallets: number } | { state: 'failed'; url: string; error: ProbeError };

/**
 * Asks kmd `/versions` (public: is it there and is it kmd, `v1`) and then `/v1/wallets` (which
 * needs the token): reachable, with how many wallets, or the probe's error for what failed.
 */
export async function probeKmd(endpoint: EndpointConfig, options: ProbeOptions = {}): Promise<KmdProbe> {
  const base = endpointBaseUrl(endpoint);
  const url = redactUrl(base);
  const request = { headers: authHeaders(endpoint), ...options };
  const failed = (error: ProbeError): KmdProbe => ({ state: 'failed', url, error });

  const versions = await httpGet(`${base}/versions`, request);
  const versionsError = classifyProbeFailure('kmd', url, '/versions', versions);
  if (versionsError) return failed(versionsError);
  const body = versions.kind === 'response' ? versions.json : undefined;
  if (!isJsonObject(body) || !Array.isArray(body['versions']) || !body['versions'].includes('v1'))
    return failed(
      new ProbeError('PROBE_HTTP_STATUS', {
        service: 'kmd',
        url,
        status: versions.kind === 'response' ? versions.status : 200,
        nodeMessage: '/versions does not list v1',
      }),
    );

  const wallets = await httpGet(`${base}/v1/wallets`, request);
  const walletsError = classifyProbeFailure('kmd', url, '/v1/wallets', wallets);
  if (walletsError) return failed(walletsError);
  const list =
    wallets.kind === 'response' && isJsonObject(wallets.json) ? wallets.json['wallets'] : undefined;
  return { state: 'ok', url, wallets: Array.isArray(list) ? list.length : 0 };
}
