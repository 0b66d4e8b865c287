import { describe, expect, it } from 'vitest';
import type { IdxTransaction } from '../indexer/indexerModels';
import { summarizeTransaction } from './summarizeTransaction';

const A = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const B =
  'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const C =
  'CAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

// The shapes are the indexer's (specs/indexer.oas2.json): a payment carries `closing-amount` on the
// transaction and `close-amount` in `payment-transaction`; an asset transfer `close-amount` and
// `close-to` in `asset-transfer-transaction`. The indexer writes 0 where nothing was closed.
function pay(body: Record<string, unknown>, closing = 0n): IdxTransaction {
  return {
    id: 'T',
    'tx-type': 'pay',
    sender: A,
    fee: 1000n,
    'closing-amount': closing,
    'payment-transaction': { amount: 0n, receiver: B, 'close-amount': closing, ...body },
  } as unknown as IdxTransaction;
}

describe('summarizeTransaction close-outs', () => {
  it('a payment that closes the account shows the remainder it sent and where', () => {
    const s = summarizeTransaction(pay({ 'close-remainder-to': C }, 4_998_000n));
    expect(s.amount).toEqual({ kind: 'algos', value: 0n });
    expect(s.closed).toEqual({ value: 4_998_000n, to: C });
  });

  it('a plain payment, and a close-out of an empty remainder, have no closed part', () => {
    expect(summarizeTransaction(pay({ amount: 5n })).closed).toBeUndefined();
    expect(summarizeTransaction(pay({ 'close-remainder-to': C }, 0n)).closed).toBeUndefined();
  });

  it('an asset opt-out shows the holding it closed out, in base units of that asset', () => {
    const s = summarizeTransaction({
      id: 'T',
      'tx-type': 'axfer',
      sender: A,
      'asset-transfer-transaction': {
        amount: 0n,
        'asset-id': 1001n,
        receiver: B,
        'close-to': C,
        'close-amount': 250n,
      },
    } as unknown as IdxTransaction);
    expect(s.amount).toEqual({ kind: 'asset', value: 0n, assetId: 1001n });
    expect(s.closed).toEqual({ value: 250n, to: C });
    expect(s.optIn).toBeUndefined();
  });

  it('other types never report a close', () => {
    const s = summarizeTransaction({
      id: 'T',
      'tx-type': 'acfg',
      sender: A,
      'asset-config-transaction': { 'asset-id': 5n, 'close-to': C },
    } as unknown as IdxTransaction);
    expect(s.closed).toBeUndefined();
  });
});

describe('summarizeTransaction app calls', () => {
  const appl = (args: string[], body: Record<string, unknown> = {}): IdxTransaction =>
    ({
      id: 'T',
      'tx-type': 'appl',
      sender: A,
      'application-transaction': { 'application-id': 1002n, 'application-args': args, ...body },
    }) as unknown as IdxTransaction;

  it('keeps a 4-byte first argument as the selector a list may name the method by', () => {
    // 0x02bece11: hello(string)string
    const s = summarizeTransaction(appl(['Ar7OEQ==', 'AAVhbGljZQ==']));
    expect(s.applicationId).toBe(1002n);
    expect(s.selector).toBe('02bece11');
  });

  it('keeps no selector for other first arguments, none, or a create’s created id alone', () => {
    expect(summarizeTransaction(appl(['aGVsbG8='])).selector).toBeUndefined();
    expect(summarizeTransaction(appl([])).selector).toBeUndefined();
    const create = summarizeTransaction({
      ...appl(['Ar7OEQ=='], { 'application-id': 0n }),
      'created-application-index': 1003n,
    } as unknown as IdxTransaction);
    expect(create.applicationId).toBe(1003n);
    expect(create.selector).toBe('02bece11');
  });
});
