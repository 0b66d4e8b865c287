import { describe, expect, it } from 'vitest';
import type { SendEvent } from '../pipeline/sendEvents';
import {
  applySendEvent,
  readSessionLog,
  serializeSessionLog,
  SESSION_LOG_CAP,
  sessionLogKey,
  type SessionLogEntry,
} from './sessionLog';

const txns = [{ type: 'pay', sender: 'SENDER' }];
const sent = (txid: string): SendEvent => ({ kind: 'sent', txids: [txid, `${txid}-2`], txns });

function play(events: SendEvent[], cap?: number): SessionLogEntry[] {
  return events.reduce<SessionLogEntry[]>((log, e, i) => applySendEvent(log, e, 1000 + i, cap), []);
}

describe('applySendEvent', () => {
  it('adds each sent group newest first, pending until its outcome', () => {
    const log = play([sent('A'), sent('B')]);
    expect(log.map((e) => [e.txids[0], e.at, e.outcome.kind])).toEqual([
      ['B', 1001, 'pending'],
      ['A', 1000, 'pending'],
    ]);
    expect(log[0]!.txns).toEqual(txns);
  });

  it('settles the group a commit or a failure names, leaving its place and time', () => {
    const log = play([
      sent('A'),
      sent('B'),
      { kind: 'committed', txids: ['A', 'A-2'], round: 42n },
      { kind: 'failed', txids: ['B', 'B-2'], message: 'expired' },
    ]);
    expect(log.map((e) => [e.txids[0], e.at, e.outcome])).toEqual([
      ['B', 1001, { kind: 'failed', message: 'expired' }],
      ['A', 1000, { kind: 'committed', round: 42n }],
    ]);
  });

  it('logs a refusal at the send (it names its transactions) as a failed group', () => {
    const log = play([{ kind: 'failed', txids: ['R'], message: 'overspend', txns }]);
    expect(log).toEqual([
      { txids: ['R'], txns, at: 1000, outcome: { kind: 'failed', message: 'overspend' } },
    ]);
  });

  it('ignores an outcome for a group it does not hold, and a repeated send', () => {
    const log = play([
      { kind: 'committed', txids: ['X'], round: 1n },
      { kind: 'failed', txids: ['Y'], message: 'no' },
      sent('A'),
      { kind: 'committed', txids: ['A'], round: 5n },
      sent('A'),
    ]);
    expect(log.map((e) => [e.txids[0], e.outcome])).toEqual([['A', { kind: 'committed', round: 5n }]]);
  });

  it('keeps only the newest groups up to the cap', () => {
    const log = play(['A', 'B', 'C', 'D'].map(sent), 3);
    expect(log.map((e) => e.txids[0])).toEqual(['D', 'C', 'B']);
    expect(SESSION_LOG_CAP).toBe(200);
  });
});

describe('stored session log', () => {
  it('round-trips through its text, rounds and optional facts included', () => {
    const paid = { type: 'pay', sender: 'S', receiver: 'R', amount: '2.5' };
    const call = { type: 'appl', sender: 'S', appId: '1011' };
    const log = play([
      sent('A'),
      { kind: 'sent', txids: ['B', 'C'], txns: [paid, call] },
      { kind: 'committed', txids: ['A'], round: 2n ** 40n },
    ]);
    expect(readSessionLog(serializeSessionLog(log))).toEqual(log);
  });

  it('reads nothing, bad JSON or a non-list as an empty log and drops unreadable entries', () => {
    expect(readSessionLog(null)).toEqual([]);
    expect(readSessionLog('{')).toEqual([]);
    expect(readSessionLog('{"a":1}')).toEqual([]);
    const good = { txids: ['A'], txns, at: 1, outcome: { kind: 'committed', round: '7' } };
    const text = JSON.stringify([
      good,
      { ...good, outcome: { kind: 'committed', round: 'x' } },
      { ...good, txns: [{ type: 1 }] },
      { ...good, txns: [{ type: 'pay', sender: 'S', amount: 5 }] },
      { ...good, at: 'now' },
      { ...good, outcome: { kind: 'odd' } },
      null,
    ]);
    expect(readSessionLog(text)).toEqual([{ ...good, outcome: { kind: 'committed', round: 7n } }]);
  });

  it('keeps each network under its own key', () => {
    expect(sessionLogKey('localnet')).toBe('sextant.sessionLog.localnet');
    expect(sessionLogKey('testnet')).not.toBe(sessionLogKey('localnet'));
  });
});
