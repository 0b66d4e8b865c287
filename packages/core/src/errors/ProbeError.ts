import { SextantError } from './SextantError';
import type { ServiceKind } from '../network/NetworkProfile';

export type ProbeErrorCode =
  | 'PROBE_UNREACHABLE'
  | 'PROBE_BAD_TOKEN'
  | 'PROBE_NOT_ALGOD'
  | 'PROBE_NOT_INDEXER'
  | 'PROBE_INDEXER_BEHIND'
  | 'PROBE_HTTP_STATUS';

export interface ProbeErrorDetails {
  service: ServiceKind;
  /** The service's base URL, credentials removed. */
  url: string;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The service's own error text, when it sent one. */
  nodeMessage?: string;
  /** For PROBE_INDEXER_BEHIND: how many rounds the indexer trails the node. */
  behind?: bigint;
  /** What was wrong with the answer, for PROBE_NOT_ALGOD / PROBE_NOT_INDEXER. */
  reason?: string;
}

/** Why a network probe found a service unusable (or, for an indexer, stale). */
export class ProbeError extends SextantError<ProbeErrorCode> {
  override name = 'ProbeError';
  declare readonly details: Readonly<ProbeErrorDetails>;

  constructor(code: ProbeErrorCode, details: ProbeErrorDetails, cause?: unknown) {
    super(code, probeMessage(code, details), { details: { ...details }, cause });
  }
}

function probeMessage(code: ProbeErrorCode, d: ProbeErrorDetails): string {
  const who = `${d.service} at ${d.url}`;
  switch (code) {
    case 'PROBE_UNREACHABLE':
      return `Cannot reach ${who}${d.reason === undefined ? '' : ` (${d.reason})`}.`;
    case 'PROBE_BAD_TOKEN':
      return `${capitalise(who)} refused the token (HTTP ${d.status ?? 401}).`;
    case 'PROBE_NOT_ALGOD':
      return `${d.url} answered, but not as an algod node: ${d.reason ?? 'unexpected answer'}.`;
    case 'PROBE_NOT_INDEXER':
      return `${d.url} answered, but not as an indexer: ${d.reason ?? 'unexpected answer'}.`;
    case 'PROBE_INDEXER_BEHIND':
      return `The indexer is ${d.behind ?? '?'} rounds behind the node; recent data may be missing.`;
    case 'PROBE_HTTP_STATUS':
      return `${capitalise(who)} answered HTTP ${d.status ?? '?'}${d.nodeMessage ? `: ${d.nodeMessage}` : ''}.`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
