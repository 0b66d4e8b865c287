import { describe, expect, it } from 'vitest';
import { CONFIRMATION_MESSAGES, REJECTION_MESSAGES } from '../catalogue/catalogueMessages';
import { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { SextantError } from '../errors/SextantError';
import { judgeConfirmation, type ConfirmationWatch } from './judgeConfirmation';
import { storedErrorOf } from './storedErrorOf';

const TXID = 'FQ5SGEQJ4LCFXKCBDWQ6CPHUJVXEDUI3UZD5TA6OHLQZ3UZRJVEA';
const watch: ConfirmationWatch = { txids: [TXID], sentAtRound: 100n, lastValid: 120n, maxRounds: 10n };

describe('judgeConfirmation', () => {
  it('reports the confirmed round', () => {
    expect(judgeConfirmation(watch, { confirmedRound: 103n }, 104n)).toEqual({
      kind: 'committed',
      round: 103n,
    });
  });

  it('keeps waiting within the rounds allowed', () => {
    expect(judgeConfirmation(watch, {}, 109n)).toEqual({ kind: 'waiting' });
    expect(judgeConfirmation(watch, { confirmedRound: 0n }, 100n)).toEqual({ kind: 'waiting' });
  });

  it('says "not confirmed after N rounds" and offers to keep waiting while still valid', () => {
    const v = judgeConfirmation(watch, {}, 110n);
    expect(v.kind).toBe('notConfirmed');
    if (v.kind !== 'notConfirmed') return;
    expect(v.error.message).toBe(CONFIRMATION_MESSAGES.notConfirmed(10n, 100n, 120n));
    expect(v.error.message).toBe('Not confirmed after 10 rounds (sent at round 100, valid until round 120)');
    expect(v.canKeepWaiting).toBe(true);
    expect(judgeConfirmation({ ...watch, maxRounds: 20n }, {}, 110n)).toEqual({ kind: 'waiting' });
  });

  it('stops offering once the last valid round has passed', () => {
    const v = judgeConfirmation({ ...watch, maxRounds: 1000n }, {}, 121n);
    expect(v.kind === 'notConfirmed' && v.canKeepWaiting).toBe(false);
  });

  it('turns a pool error into the catalogue message', () => {
    const v = judgeConfirmation(
      watch,
      { poolError: `transaction ${TXID}: transaction rejected by ApprovalProgram` },
      101n,
    );
    expect(v.kind === 'rejected' && v.error.message).toBe(
      REJECTION_MESSAGES.transaction(1, REJECTION_MESSAGES.approvalFalse),
    );
  });
});

describe('storedErrorOf', () => {
  it('keeps code, message and the node text', () => {
    const e = NodeRejectionError.fromNodeMessage('empty txgroup', { txids: [] });
    expect(storedErrorOf(e)).toEqual({
      code: 'NODE_REJECTED',
      message: e.message,
      nodeMessage: 'empty txgroup',
    });
    expect(storedErrorOf(new SextantError('X', 'y'))).toEqual({ code: 'X', message: 'y' });
    expect(storedErrorOf(new TypeError('boom'))).toEqual({ code: 'UNEXPECTED', message: 'boom' });
  });
});
