import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import type { IdxTransaction } from '../indexer/indexerModels';
import { applicationAddress } from '../address/applicationAddress';
import { describeTransaction } from './describeTransaction';
import { layoutTxnGraph } from './layoutTxnGraph';
import { TYPE_BODY_KEYS } from './summarizeTransaction';
import { graphColumnName, txnGraphLabel, txnGraphSentence, type GraphAssetLookup } from './txnGraphText';

const A = algosdk.generateAccount().addr.toString();
const B = algosdk.generateAccount().addr.toString();
const C = algosdk.generateAccount().addr.toString();
const APP = 1004n;
const STT = 1002n;

function txn(
  type: string,
  sender: string,
  body: IdxTransaction[keyof IdxTransaction],
  extra = {},
): IdxTransaction {
  const key = TYPE_BODY_KEYS[type]!;
  return { 'tx-type': type, sender, fee: 1000, 'first-valid': 1, 'last-valid': 2, [key]: body, ...extra };
}

const GROUP: IdxTransaction[] = [
  txn('pay', A, { amount: 1_500_000, receiver: B }, { id: 'T1' }),
  txn('axfer', A, { amount: 10_000, 'asset-id': 1002, receiver: B }, { id: 'T2' }),
  txn('axfer', C, { amount: 0, 'asset-id': 1002, receiver: C }, { id: 'T3' }),
  txn(
    'appl',
    A,
    { 'application-id': 1004, 'on-completion': 'noop' },
    {
      id: 'T4',
      'inner-txns': [
        txn('pay', applicationAddress(APP), { amount: 1234, receiver: A }),
        txn('axfer', applicationAddress(APP), { amount: 5, 'asset-id': 1002, receiver: C }),
      ],
    },
  ),
  txn(
    'pay',
    B,
    { amount: 0, receiver: A, 'close-remainder-to': A, 'close-amount': 4_200_000 },
    { id: 'T5', 'closing-amount': 4_200_000 },
  ),
];

const assets: GraphAssetLookup = (id) =>
  id === STT ? { decimals: 2, unitName: 'STT', name: 'Sextant test' } : undefined;

describe('layoutTxnGraph', () => {
  const graph = layoutTxnGraph(GROUP.map(describeTransaction));

  it('gives each account and application one column, in order of first appearance', () => {
    expect(graph.columns.map(graphColumnName)).toEqual([
      graphColumnName({ kind: 'account', address: A }),
      graphColumnName({ kind: 'account', address: B }),
      graphColumnName({ kind: 'account', address: C }),
      'App 1004',
    ]);
    expect(graph.columns[3]).toEqual({ kind: 'application', id: APP, address: applicationAddress(APP) });
    expect(graph.assetIds).toEqual([STT]);
  });

  it('draws one row per arrow, inner transactions nested under their parent from the app column', () => {
    expect(graph.arrows.map((a) => [a.path.join('.'), a.kind, a.from, a.to, a.shape, a.txid])).toEqual([
      ['1', 'payment', 0, 1, 'arrow', 'T1'],
      ['2', 'assetTransfer', 0, 1, 'arrow', 'T2'],
      ['3', 'optIn', 2, 2, 'loop', 'T3'],
      ['4', 'appCall', 0, 3, 'arrow', 'T4'],
      ['4.1', 'payment', 3, 0, 'arrow', ''],
      ['4.2', 'assetTransfer', 3, 2, 'arrow', ''],
      ['5', 'closeOut', 1, 0, 'arrow', 'T5'],
    ]);
    expect(graph.arrows[3]!.innerCount).toBe(2);
  });

  it('labels every arrow with its kind and its amount in the unit', () => {
    expect(graph.arrows.map((a) => txnGraphLabel(a, assets))).toEqual([
      'Payment 1.5 ALGO',
      'Asset transfer 100 STT',
      'Opt-in STT',
      'App call 1004 · NoOp',
      'Payment 0.001234 ALGO',
      'Asset transfer 0.05 STT',
      'Close-out 4.2 ALGO',
    ]);
  });

  it('shows base units until the asset is known, then its name when it has no unit', () => {
    const [, transfer, optIn] = graph.arrows;
    expect(txnGraphLabel(transfer!, () => undefined)).toBe('Asset transfer 10000 × asset 1002');
    expect(txnGraphLabel(optIn!, () => undefined)).toBe('Opt-in asset 1002');
    expect(txnGraphLabel(transfer!, () => ({ decimals: 0, unitName: ' ', name: 'Gold' }))).toBe(
      'Asset transfer 10,000 Gold',
    );
  });

  it('reads each arrow as a sentence for screen readers', () => {
    const name = (i: number) => graphColumnName(graph.columns[i]!);
    expect(graph.arrows.map((a) => txnGraphSentence(a, graph.columns, assets))).toEqual([
      `1 Payment 1.5 ALGO from ${name(0)} to ${name(1)}`,
      `2 Asset transfer 100 STT from ${name(0)} to ${name(1)}`,
      `3 Opt-in STT by ${name(2)} to itself`,
      `4 App call 1004 · NoOp from ${name(0)} to App 1004, 2 inner`,
      `4.1 Payment 0.001234 ALGO from App 1004 to ${name(0)}`,
      `4.2 Asset transfer 0.05 STT from App 1004 to ${name(2)}`,
      `5 Close-out 4.2 ALGO from ${name(1)} to ${name(0)}`,
    ]);
  });

  it('keeps a payment that moves Algos and closes out as two rows of one transaction', () => {
    const graph = layoutTxnGraph([
      describeTransaction(
        txn(
          'pay',
          A,
          { amount: 1_000_000, receiver: B, 'close-remainder-to': C, 'close-amount': 5 },
          { id: 'P' },
        ),
      ),
    ]);
    expect(graph.arrows.map((a) => [a.path.join('.'), a.first, txnGraphLabel(a, assets), a.to])).toEqual([
      ['1', true, 'Payment 1 ALGO', 1],
      ['1', false, 'Close-out 0.000005 ALGO', 2],
    ]);
  });

  it('names the other kinds: clawback, asset create, config, destroy, freeze, key registration, app create', () => {
    const graph = layoutTxnGraph(
      [
        txn('axfer', A, { amount: 300, 'asset-id': 1002, receiver: A, sender: B }),
        txn(
          'acfg',
          A,
          { 'asset-id': 0, params: { total: 10, decimals: 2, 'unit-name': 'STT' } },
          {
            'created-asset-index': 1002,
          },
        ),
        txn('acfg', A, { 'asset-id': 1002, params: { manager: B } }),
        txn('acfg', A, { 'asset-id': 1002 }),
        txn('afrz', A, { address: C, 'asset-id': 1002, 'new-freeze-status': true }),
        txn('afrz', A, { address: C, 'asset-id': 1002, 'new-freeze-status': false }),
        txn('keyreg', A, { 'non-participation': false }),
        txn(
          'appl',
          A,
          { 'application-id': 0, 'on-completion': 'noop' },
          { 'created-application-index': 2000 },
        ),
        txn('appl', B, { 'application-id': 2000, 'on-completion': 'optin' }),
      ].map(describeTransaction),
    );
    expect(graph.arrows.map((a) => [txnGraphLabel(a, assets), a.shape])).toEqual([
      ['Clawback 3 STT', 'arrow'],
      ['Asset create STT', 'point'],
      ['Asset config STT', 'point'],
      ['Asset destroy STT', 'point'],
      ['Freeze STT', 'arrow'],
      ['Unfreeze STT', 'arrow'],
      ['Key registration', 'point'],
      ['App create 2000', 'arrow'],
      ['App call 2000 · OptIn', 'arrow'],
    ]);
    // The clawback moves the asset from the holder it takes from (B) to the receiver (A).
    expect(graph.columns[graph.arrows[0]!.from]).toEqual({ kind: 'account', address: B });
  });
});

describe('isAssetOptIn in the lists (summarizeTransaction)', () => {
  it('marks a 0 transfer to the sender itself, as the graph does, and nothing else', () => {
    const rows = [
      GROUP[2]!,
      txn('axfer', A, { amount: 0, 'asset-id': 1002, receiver: B }),
      txn('axfer', A, { amount: 0, 'asset-id': 1002, receiver: A, 'close-to': B }),
      txn('axfer', A, { amount: 0, 'asset-id': 1002, receiver: A, sender: C }),
      txn('axfer', A, { amount: 1, 'asset-id': 1002, receiver: A }),
    ].map(describeTransaction);
    expect(rows.map((r) => r.optIn === true)).toEqual([true, false, false, false, false]);
    const kinds = layoutTxnGraph(rows).arrows.map((a) => a.kind);
    expect(kinds[0]).toBe('optIn');
    expect(kinds.filter((k) => k === 'optIn')).toHaveLength(1);
  });
});

describe('a rekey in the picture', () => {
  it('marks the transaction’s first row with the new key, and says it in the sentence', () => {
    const rekeyed = [
      txn('pay', A, { amount: 0, receiver: A }, { id: 'R1', 'rekey-to': B }),
      txn('keyreg', C, {}, { id: 'R2' }),
    ].map(describeTransaction);
    const graph = layoutTxnGraph(rekeyed);
    expect(graph.arrows.map((a) => a.rekeyTo)).toEqual([B, undefined]);
    expect(txnGraphSentence(graph.arrows[0]!, graph.columns, assets)).toBe(
      `1 Payment 0 ALGO by ${graphColumnName({ kind: 'account', address: A })} to itself; rekeys the sender to ${graphColumnName({ kind: 'account', address: B })}`,
    );
    expect(txnGraphSentence(graph.arrows[1]!, graph.columns, assets)).toBe(
      `2 Key registration by ${graphColumnName({ kind: 'account', address: C })}`,
    );
  });
});
