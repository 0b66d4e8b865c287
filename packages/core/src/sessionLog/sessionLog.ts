import type { SendEvent, SentTxnFacts } from '../pipeline/sendEvents';

/** What became of a logged group. */
export type SessionLogOutcome =
  { kind: 'pending' } | { kind: 'committed'; round: bigint } | { kind: 'failed'; message: string };

/** One group this browser sent on one network. */
export interface SessionLogEntry {
  txids: string[];
  /** Each transaction's type, sender and (where it has them) receiver, amount, app. */
  txns: SentTxnFacts[];
  /** When it was sent, ms since the epoch. */
  at: number;
  outcome: SessionLogOutcome;
}

/** The most groups kept per network: the oldest go first. */
export const SESSION_LOG_CAP = 200;

/** The localStorage key of one network's log. */
export const sessionLogKey = (network: string) => `sextant.sessionLog.${network}`;

/**
 * The log after one pipeline event, newest first: a send (or a refusal at the send) adds a group,
 * a commit or a failure settles the group it names. An event for a group the log does not hold
 * (cleared since, or sent before the log listened) changes nothing.
 */
export function applySendEvent(
  log: readonly SessionLogEntry[],
  event: SendEvent,
  now: number,
  cap = SESSION_LOG_CAP,
): SessionLogEntry[] {
  const first = event.txids[0];
  const at = log.findIndex((e) => e.txids[0] === first);
  const outcome: SessionLogOutcome =
    event.kind === 'sent'
      ? { kind: 'pending' }
      : event.kind === 'committed'
        ? { kind: 'committed', round: event.round }
        : { kind: 'failed', message: event.message };
  if (at >= 0) {
    // A committed group stays committed; a send event repeated does not undo an outcome.
    if (event.kind === 'sent') return [...log];
    return log.map((e, i) => (i === at ? { ...e, outcome } : e));
  }
  if (event.kind === 'committed' || event.txns === undefined) return [...log];
  return [{ txids: [...event.txids], txns: event.txns, at: now, outcome }, ...log].slice(0, cap);
}

interface StoredEntry {
  txids: string[];
  txns: SentTxnFacts[];
  at: number;
  outcome: { kind: 'pending' } | { kind: 'committed'; round: string } | { kind: 'failed'; message: string };
}

/** The log as text for localStorage (rounds as decimal strings). */
export function serializeSessionLog(log: readonly SessionLogEntry[]): string {
  const stored: StoredEntry[] = log.map((e) => ({
    ...e,
    outcome:
      e.outcome.kind === 'committed' ? { kind: 'committed', round: e.outcome.round.toString() } : e.outcome,
  }));
  return JSON.stringify(stored);
}

/** The stored log; text that cannot be read gives an empty log, an unreadable entry is dropped. */
export function readSessionLog(text: string | null): SessionLogEntry[] {
  if (text === null) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((r: unknown) => {
    const entry = readEntry(r);
    return entry === undefined ? [] : [entry];
  });
}

function readEntry(r: unknown): SessionLogEntry | undefined {
  if (typeof r !== 'object' || r === null) return undefined;
  const e = r as Partial<StoredEntry>;
  if (!Array.isArray(e.txids) || !e.txids.every((t) => typeof t === 'string')) return undefined;
  if (!Array.isArray(e.txns) || typeof e.at !== 'number') return undefined;
  const txns = e.txns.filter(isFacts);
  if (txns.length !== e.txns.length) return undefined;
  const outcome = readOutcome(e.outcome);
  if (outcome === undefined) return undefined;
  return { txids: e.txids, txns, at: e.at, outcome };
}

function readOutcome(o: StoredEntry['outcome'] | undefined): SessionLogOutcome | undefined {
  if (o?.kind === 'pending') return { kind: 'pending' };
  if (o?.kind === 'failed' && typeof o.message === 'string') return { kind: 'failed', message: o.message };
  if (o?.kind === 'committed' && typeof o.round === 'string' && /^\d+$/.test(o.round))
    return { kind: 'committed', round: BigInt(o.round) };
  return undefined;
}

const OPTIONAL = ['receiver', 'amount', 'appId'] as const;

function isFacts(t: unknown): t is SentTxnFacts {
  if (typeof t !== 'object' || t === null) return false;
  const f = t as Record<string, unknown>;
  return (
    typeof f['type'] === 'string' &&
    typeof f['sender'] === 'string' &&
    OPTIONAL.every((k) => f[k] === undefined || typeof f[k] === 'string')
  );
}
