import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { buildTransaction } from './buildTransaction';
import { bytesToBase64 } from './decodeBytesText';
import { emptyTxnDraft } from './emptyTxnDraft';
import type { TxnDraft } from './TxnDraft';
import { loadTxVectors } from './txVectors.testdata';

const V = loadTxVectors();
const SENDER = 'AOQQPP7TZYIL4HLQ3UMOOS6ATFT6JVRQTOSQ2XY53SDGIESVGG4MPFYUMQ';
const ZERO = algosdk.ALGORAND_ZERO_ADDRESS_STRING;
const TESTNET: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 50659540,
  lastValid: 50660540,
  genesisID: 'testnet-v1.0',
  genesisHash: algosdk.base64ToBytes('SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI='),
};

/** A draft of `type` with the vectors' sender and a flat 0.001 ALGO fee, then `fields`. */
function draft<T extends TxnDraft['type']>(
  type: T,
  fields: Partial<Extract<TxnDraft, { type: T }>>,
): TxnDraft {
  return { ...emptyTxnDraft(type, SENDER), feeMode: 'flat', flatFee: '0.001', ...fields } as TxnDraft;
}

function blob(d: TxnDraft): string {
  const r = buildTransaction(d, TESTNET);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return bytesToBase64(algosdk.encodeUnsignedTransaction(r.txn));
}

// Each draft, typed the way a person would, encodes byte for byte as go-algorand's vector.
const CASES: [string, TxnDraft][] = [
  ['simplePayment', draft('pay', { receiver: ZERO, amount: '0' })],
  ['simpleAssetTransfer', draft('axfer', { assetId: '107686045', receiver: SENDER, amount: '1000' })],
  ['optInAssetTransfer', draft('axfer', { mode: 'optIn', assetId: '107686045' })],
  ['assetFreeze', draft('afrz', { assetId: '107686045', target: SENDER, frozen: true })],
  ['assetUnfreeze', draft('afrz', { assetId: '107686045', target: SENDER, frozen: false })],
  ['assetDestroy', draft('acfg', { mode: 'destroy', assetId: '107686045' })],
  ['assetConfig', draft('acfg', { mode: 'reconfigure', assetId: '107686045' })],
  [
    'assetCreate',
    draft('acfg', {
      total: '10000000000',
      decimals: '0',
      unitName: 'TEST',
      assetName: 'Test Asset',
      url: 'https://example.com',
    }),
  ],
  ['offlineKeyRegistration', draft('keyreg', { mode: 'offline' })],
  ['nonParticipationKeyRegistration', draft('keyreg', { mode: 'nonparticipating' })],
  [
    'onlineKeyRegistration',
    draft('keyreg', {
      voteKey: 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=',
      selectionKey: 'ISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0+P0A=',
      stateProofKey:
        'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVpbXF1eX2BhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ent8fX5/gA==',
      voteFirst: '50659540',
      voteLast: '53659540',
      keyDilution: '1733',
    }),
  ],
  ['appCall', draft('appl', { appId: '84366825' })],
  ['appDelete', draft('appl', { appId: '84366825', onComplete: 'delete' })],
  [
    'appUpdate',
    draft('appl', {
      appId: '84366825',
      onComplete: 'update',
      approvalProgram: 'ASABASI=',
      clearProgram: 'ASABASI=',
    }),
  ],
  [
    'appCreate',
    draft('appl', {
      approvalProgram: 'ASABASI=',
      clearProgram: 'ASABASI=',
      globalBytes: '1',
      localInts: '2',
      localBytes: '3',
      extraPages: '3',
    }),
  ],
];

describe('buildTransaction against go-algorand vectors', () => {
  it.each(CASES)('%s encodes exactly as the vector', (name, d) => {
    const vector = V[name];
    expect(vector).toBeDefined();
    expect(blob(d)).toBe(vector?.txnBlob);
  });
});

describe('buildTransaction', () => {
  const params: algosdk.SuggestedParams = { ...TESTNET, fee: 0, firstValid: 100, lastValid: 1100 };

  it('fills rounds from the suggested params and computes the fee as algosdk does', () => {
    const d = { ...emptyTxnDraft('pay', SENDER), receiver: SENDER, amount: '1.25' } as TxnDraft;
    const r = buildTransaction(d, { ...params, fee: 10 });
    if (!r.ok) throw new Error('expected ok');
    const sdk = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: SENDER,
      receiver: SENDER,
      amount: 1_250_000n,
      suggestedParams: { ...params, fee: 10 },
    });
    expect(r.txn.fee).toBe(sdk.fee);
    expect(r.txn.fee).toBeGreaterThan(1000n);
    expect(r.txn.firstValid).toBe(100n);
    expect(r.txn.lastValid).toBe(1100n);
    expect(r.txn.payment?.amount).toBe(1_250_000n);
  });

  it('keeps the suggested window length from a typed first valid round', () => {
    const d = {
      ...emptyTxnDraft('pay', SENDER),
      receiver: SENDER,
      amount: '0',
      firstValid: '500',
    } as TxnDraft;
    const r = buildTransaction(d, params);
    expect(r.ok && [r.txn.firstValid, r.txn.lastValid]).toEqual([500n, 1500n]);
  });

  it('builds a close-out payment, a clawback, an opt-out, a rekey, a lease and a note', () => {
    const other = algosdk.generateAccount().addr.toString();
    const lease = bytesToBase64(new Uint8Array(32).fill(7));
    const pay = buildTransaction(
      {
        ...emptyTxnDraft('pay', SENDER),
        receiver: other,
        amount: '',
        closeRemainderTo: other,
        rekeyTo: other,
        lease,
        note: 'hi ✓',
      } as TxnDraft,
      params,
    );
    if (!pay.ok) throw new Error(JSON.stringify(pay.errors));
    expect(pay.txn.payment?.closeRemainderTo?.toString()).toBe(other);
    expect(pay.txn.payment?.amount).toBe(0n);
    expect(pay.txn.rekeyTo?.toString()).toBe(other);
    expect(pay.txn.lease).toEqual(new Uint8Array(32).fill(7));
    expect(new TextDecoder().decode(pay.txn.note)).toBe('hi ✓');

    const claw = buildTransaction(
      {
        ...emptyTxnDraft('axfer', SENDER),
        mode: 'clawback',
        assetId: '5',
        decimals: 2,
        receiver: SENDER,
        clawbackFrom: other,
        amount: '1.5',
      } as TxnDraft,
      params,
    );
    expect(
      claw.ok && [claw.txn.assetTransfer?.assetSender?.toString(), claw.txn.assetTransfer?.amount],
    ).toEqual([other, 150n]);

    const out = buildTransaction(
      { ...emptyTxnDraft('axfer', SENDER), mode: 'optOut', assetId: '5', closeTo: other } as TxnDraft,
      params,
    );
    expect(
      out.ok && [
        out.txn.assetTransfer?.closeRemainderTo?.toString(),
        out.txn.assetTransfer?.receiver.toString(),
      ],
    ).toEqual([other, other]);
  });

  it('encodes JSON and base64 notes and every kind of app argument and reference', () => {
    const other = algosdk.generateAccount().addr.toString();
    const r = buildTransaction(
      {
        ...emptyTxnDraft('appl', SENDER),
        appId: '12',
        onComplete: 'optIn',
        note: ' {"a": 1} ',
        noteEncoding: 'json',
        args: ['hello', 'str:int:1', 'int:258', 'hex:00ff', 'b64:AAE=', `addr:${other}`],
        accounts: [other],
        foreignAssets: ['7'],
        foreignApps: ['9'],
        boxes: [{ appId: '', name: 'str:k' }],
      } as TxnDraft,
      params,
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const call = r.txn.applicationCall;
    expect(new TextDecoder().decode(r.txn.note)).toBe('{"a": 1}');
    expect(call?.onComplete).toBe(algosdk.OnApplicationComplete.OptInOC);
    expect(call?.appArgs.map((a) => bytesToBase64(a))).toEqual([
      bytesToBase64(new TextEncoder().encode('hello')),
      bytesToBase64(new TextEncoder().encode('int:1')),
      bytesToBase64(algosdk.encodeUint64(258)),
      'AP8=',
      'AAE=',
      bytesToBase64(algosdk.decodeAddress(other).publicKey),
    ]);
    expect(call?.accounts.map(String)).toEqual([other]);
    expect([call?.foreignAssets, call?.foreignApps]).toEqual([[7n], [9n]]);
    expect(call?.boxes.map((b) => [b.appIndex, new TextDecoder().decode(b.name)])).toEqual([[0n, 'k']]);
  });

  it('reads a base64 note', () => {
    const r = buildTransaction(
      {
        ...emptyTxnDraft('pay', SENDER),
        receiver: SENDER,
        amount: '0',
        note: 'AAEC',
        noteEncoding: 'base64',
      } as TxnDraft,
      params,
    );
    expect(r.ok && Array.from(r.txn.note)).toEqual([0, 1, 2]);
  });

  it.each([
    ['noop', 0],
    ['optIn', 1],
    ['closeOut', 2],
    ['clearState', 3],
    ['delete', 5],
  ] as const)('encodes the %s on-completion of an existing app', (onComplete, code) => {
    const r = buildTransaction(
      { ...emptyTxnDraft('appl', SENDER), appId: '3', onComplete } as TxnDraft,
      params,
    );
    expect(
      r.ok && [r.txn.applicationCall?.onComplete, r.txn.applicationCall?.approvalProgram.length],
    ).toEqual([code, 0]);
  });

  it('takes the new programs of an update', () => {
    const r = buildTransaction(
      {
        ...emptyTxnDraft('appl', SENDER),
        appId: '3',
        onComplete: 'update',
        approvalProgram: 'CIEB',
        clearProgram: 'CIEB',
      } as TxnDraft,
      params,
    );
    expect(r.ok && [r.txn.applicationCall?.onComplete, r.txn.applicationCall?.approvalProgram]).toEqual([
      4,
      new Uint8Array([8, 0x81, 1]),
    ]);
  });
});
