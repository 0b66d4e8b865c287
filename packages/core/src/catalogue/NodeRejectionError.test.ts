import { describe, expect, it } from 'vitest';
import { SextantError } from '../errors/SextantError';
import { REJECTION_MESSAGES as M } from './catalogueMessages';
import { NodeRejectionError } from './NodeRejectionError';

const T1 = 'FQ5SGEQJ4LCFXKCBDWQ6CPHUJVXEDUI3UZD5TA6OHLQZ3UZRJVEA';
const T2 = 'ZR6CPHUJVXEDUI3UZD5TA6OHLQZ3UZRJVEAFQ5SGEQJ4LCFXKCBD';
const A = 'GD64YIY3TWGDMCNPP553DZPPR6LDUSFQOIJVFDPPXWEG3FVOJCCDBBHU5A';

describe('NodeRejectionError', () => {
  it('names the transaction by its 1-based position and keeps the node text', () => {
    const text = `TransactionPool.Remember: transaction ${T2}: asset 9 frozen in ${A}`;
    const e = NodeRejectionError.fromNodeMessage(text, { txids: [T1, T2] });
    expect(e).toBeInstanceOf(SextantError);
    expect(e.code).toBe('NODE_REJECTED');
    expect(e.position).toBe(2);
    expect(e.message).toBe(`The network rejected transaction 2: asset 9 is frozen in ${A}.`);
    expect(e.nodeMessage).toBe(text);
    expect(e.details).toMatchObject({ kind: 'frozen', nodeMessage: text, asset: 9n });
  });

  it('finds the transaction of a "txn dead" by its valid rounds', () => {
    const e = NodeRejectionError.fromNodeMessage(
      'TransactionPool.Remember: txn dead: round 50 outside of 10--40',
      {
        txids: [T1, T2],
        validRounds: [
          { firstValid: 45n, lastValid: 1045n },
          { firstValid: 10n, lastValid: 40n },
        ],
      },
    );
    expect(e.message).toBe(M.transaction(2, M.expired(50n, 10n, 40n)));
  });

  it('says what simulate found as "would reject, nothing was sent", never "rejected"', () => {
    const e = NodeRejectionError.fromNodeMessage(
      'TransactionPool.Remember: txn dead: round 50 outside of 10--40',
      { txids: [T1], validRounds: [{ firstValid: 10n, lastValid: 40n }] },
    );
    expect(e.simulatedMessage).toBe(
      'Nothing was sent: the network would reject transaction 1: ' + M.expired(50n, 10n, 40n),
    );
  });

  // go: ledger/eval/eval.go (the fee moves to the sink before the payment's Move quotes the balance)
  it('quotes an overspend as the balance at that point of the group, fees and earlier payments taken', () => {
    expect(M.overspend('A', 999_000n, 5_000_000n)).toBe(
      'A holds 0.999 ALGO at that point of the group (after the fees and payments taken before), but tried to spend 5 ALGO (4.001 ALGO short).',
    );
  });

  it('finds the transaction already in the ledger by the txid in the text', () => {
    const e = NodeRejectionError.fromNodeMessage(
      `TransactionPool.Remember: transaction already in ledger: ${T1}`,
      {
        txids: [T1, T2],
      },
    );
    expect(e.position).toBe(1);
  });

  it('speaks of the group when the node names no transaction of a larger group', () => {
    const e = NodeRejectionError.fromNodeMessage(
      'TransactionPool.Remember: txgroup with 1mA fees is less than 2mA (usage=2 * base=1mA)',
      { txids: [T1, T2] },
    );
    expect(e.position).toBeUndefined();
    expect(e.message).toBe(
      'The network rejected the group: the fees paid (0.001 ALGO) are less than the 0.002 ALGO required; raise the fee.',
    );
  });

  it('speaks of transaction 1 when the group is a single transaction', () => {
    const e = NodeRejectionError.fromNodeMessage(
      'txgroup with 0.0A fees is less than 1mA (usage=1 * base=1mA)',
      { txids: [T1] },
    );
    expect(e.message.startsWith('The network rejected transaction 1: ')).toBe(true);
  });
});
