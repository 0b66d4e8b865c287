import { ProbeError } from '../errors/ProbeError';
import type { HttpGetResult } from '../http/httpGet';
import type { ServiceKind } from './NetworkProfile';

/**
 * Turns a failed request into the probe's error for it, or undefined when the answer was a 2xx.
 * A 404 means the path is not served at all, which is how a wrong API shows itself.
 */
export function classifyProbeFailure(
  service: ServiceKind,
  url: string,
  path: string,
  result: HttpGetResult,
): ProbeError | undefined {
  if (result.kind === 'network-error') {
    return new ProbeError(
      'PROBE_UNREACHABLE',
      { service, url, reason: result.timedOut ? 'no answer in time' : 'connection failed' },
      result.cause,
    );
  }
  const { status } = result;
  if (status >= 200 && status < 300) return undefined;
  const nodeMessage = messageOf(result.json);
  const withMessage = nodeMessage === undefined ? {} : { nodeMessage };
  if (status === 401 || status === 403) {
    return new ProbeError('PROBE_BAD_TOKEN', { service, url, status, ...withMessage });
  }
  if (status === 404 && service !== 'kmd') {
    return new ProbeError(service === 'algod' ? 'PROBE_NOT_ALGOD' : 'PROBE_NOT_INDEXER', {
      service,
      url,
      status,
      reason: `GET ${path} answered HTTP 404`,
      ...withMessage,
    });
  }
  return new ProbeError('PROBE_HTTP_STATUS', { service, url, status, ...withMessage });
}

function messageOf(json: unknown): string | undefined {
  if (typeof json === 'object' && json !== null && 'message' in json) {
    const { message } = json as { message: unknown };
    if (typeof message === 'string' && message !== '') return message.slice(0, 300);
  }
  return undefined;
}
