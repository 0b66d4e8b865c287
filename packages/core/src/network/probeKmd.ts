import { ProbeError } from '../errors/ProbeError';
import { redactUrl } from '../errors/redactUrl';
import { authHeaders } from '../http/authHeaders';
import { httpGet } from '../http/httpGet';
import { isTimeout } from '../http/networkFetch';
import { isJsonObject } from '../json/isJsonObject';
import { kmdTarget } from '../kmd/kmdCall';
import { KmdClientError } from '../kmd/KmdClientError';
import { listKmdWallets, type KmdWalletInfo } from '../kmd/listKmdWallets';
import { classifyProbeFailure } from './classifyProbeFailure';
import { endpointBaseUrl } from './endpointBaseUrl';
import type { EndpointConfig } from './NetworkProfile';
import type { ProbeOptions } from './probeAlgod';

export type KmdProbe =
  { state: 'ok'; url: string; wallets: number } | { state: 'failed'; url: string; error: ProbeError };

export interface KmdProbeOptions extends ProbeOptions {
  /**
   * kmd's wallets, when the app already keeps them (one query serves the probe, the wallet fields
   * and the dispenser); asked with `listKmdWallets` otherwise.
   */
  wallets?: () => Promise<KmdWalletInfo[]>;
}

/**
 * Asks kmd `/versions` (public: is it there and is it kmd, `v1`) and then its wallets (which need
 * the token): reachable, with how many wallets, or the probe's error for what failed.
 */
export async function probeKmd(endpoint: EndpointConfig, options: KmdProbeOptions = {}): Promise<KmdProbe> {
  const base = endpointBaseUrl(endpoint);
  const url = redactUrl(base);
  const { wallets: listWallets, ...get } = options;
  const request = { headers: authHeaders(endpoint), ...get };
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

  const list = listWallets ?? (() => listKmdWallets(kmdTarget(endpoint, options.timeoutMs)));
  try {
    return { state: 'ok', url, wallets: (await list()).length };
  } catch (error) {
    return failed(probeErrorOf(error, url));
  }
}

/** A KmdClientError from listing the wallets, as the probe says it; anything else is rethrown. */
function probeErrorOf(error: unknown, url: string): ProbeError {
  if (!(error instanceof KmdClientError)) throw error;
  if (error.code === 'kmd-unreachable') {
    const reason = isTimeout(error.cause) ? 'no answer in time' : 'connection failed';
    return new ProbeError('PROBE_UNREACHABLE', { service: 'kmd', url, reason }, error.cause);
  }
  const { status = 0, kmdMessage } = error.details as { status?: number; kmdMessage?: string };
  const details = { service: 'kmd' as const, url, status, ...(kmdMessage && { nodeMessage: kmdMessage }) };
  return new ProbeError(
    status === 401 || status === 403 ? 'PROBE_BAD_TOKEN' : 'PROBE_HTTP_STATUS',
    details,
    error,
  );
}
