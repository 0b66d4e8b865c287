import type { NetworkProbe } from '@sextant/core/network/ProbeResult';
import type { Tone } from '../../ui/StatusDot';
import { PROBE_LABELS as L } from './probeLabels';

/** A service's line in the status view: a tone, a short word, and the full sentence when something is wrong. */
export interface ServiceStatus {
  tone: Tone;
  label: string;
  message?: string;
}

export interface NetworkStatusView {
  /** The worse of the two services: what the header's dot shows. */
  tone: Tone;
  algod: ServiceStatus;
  indexer: ServiceStatus;
  lastRound?: bigint;
  /** True when algod works but there is no usable indexer. */
  algodOnly: boolean;
}

const RANK: Record<Tone, number> = { idle: 0, ok: 1, pending: 2, warn: 3, bad: 4 };

/** The probe result (or its absence while the first probe runs) → what the screens render. */
export function describeNetworkStatus(probe: NetworkProbe | undefined, failure?: unknown): NetworkStatusView {
  if (probe === undefined) {
    const message = failure === undefined ? undefined : `${L.probeFailed} ${String(failure)}`;
    const algod: ServiceStatus =
      failure === undefined
        ? { tone: 'pending', label: L.checking }
        : { tone: 'bad', label: L.byCode.PROBE_HTTP_STATUS, ...(message && { message }) };
    return { tone: algod.tone, algod, indexer: { tone: 'pending', label: L.checking }, algodOnly: false };
  }

  const algod: ServiceStatus =
    probe.algod.state === 'ok'
      ? { tone: 'ok', label: L.reachable }
      : { tone: 'bad', label: L.byCode[probe.algod.error.code], message: probe.algod.error.message };

  let indexer: ServiceStatus;
  switch (probe.indexer.state) {
    case 'absent':
      indexer = { tone: 'idle', label: L.indexerAbsent };
      break;
    case 'ok':
      indexer = {
        tone: 'ok',
        label: probe.indexer.info.migrating ? `${L.reachable}, ${L.migrating}` : L.reachable,
      };
      break;
    case 'behind':
      indexer = {
        tone: 'warn',
        label: L.indexerBehind(probe.indexer.behind),
        message: probe.indexer.error.message,
      };
      break;
    case 'failed':
      indexer = {
        tone: 'warn',
        label: L.byCode[probe.indexer.error.code],
        message: probe.indexer.error.message,
      };
      break;
  }

  const tone = RANK[indexer.tone] > RANK[algod.tone] ? indexer.tone : algod.tone;
  const view: NetworkStatusView = {
    tone,
    algod,
    indexer,
    algodOnly: probe.algod.state === 'ok' && probe.indexer.state !== 'ok' && probe.indexer.state !== 'behind',
  };
  if (probe.algod.state === 'ok') view.lastRound = probe.algod.info.lastRound;
  return view;
}
