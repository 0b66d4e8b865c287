import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { prepareTxGroup } from './prepareTxn';
import { rawAccessOf, rawBoxIndexesOf, typesWithFieldsOf } from './decodedFields';

const sp = {
  fee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisHash: new Uint8Array(32).fill(7),
  genesisID: 'x',
  minFee: 1000,
  flatFee: true,
};
const me = algosdk.generateAccount().addr;
const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
  sender: me,
  receiver: me,
  amount: 1,
  suggestedParams: sp,
});

/** A signed transaction's msgpack: `txn`'s own fields plus `extra` (a signature that is not checked here). */
function posted(txn: algosdk.Transaction, extra: Record<string, unknown>): Uint8Array {
  const body = algosdk.msgpackRawDecode(algosdk.encodeMsgpack(txn)) as Record<string, unknown>;
  return algosdk.msgpackRawEncode({ sig: new Uint8Array(64).fill(1), txn: { ...body, ...extra } });
}

const typesOf = (bytes: Uint8Array) =>
  typesWithFieldsOf((prepareTxGroup(bytes)[0] as { txn: algosdk.Transaction }).txn);

// go-algorand v5.0.0 data/transactions/transaction.go WellFormed: nonZeroFields compares each
// type's fields with their zero values (ApplicationCallTxnFields.Empty for app calls).
describe('typesWithFieldsOf', () => {
  it("names every type whose fields a decoded transaction sets, in go's order", () => {
    const other = algosdk.generateAccount().addr.publicKey;
    expect(typesOf(posted(pay, {}))).toEqual(['pay']);
    expect(typesOf(posted(pay, { fadd: other }))).toEqual(['pay', 'afrz']);
    expect(typesOf(posted(pay, { hb: { a: other }, xaid: 3, votekd: 1 }))).toEqual([
      'pay',
      'keyreg',
      'axfer',
      'hb',
    ]);
    expect(typesOf(posted(pay, { apap: new Uint8Array([0]), sptype: 1 }))).toEqual(['pay', 'appl', 'stpf']);
    expect(typesOf(posted(pay, { apar: { t: 5 } }))).toEqual(['pay', 'acfg']);
  });

  it('zero values are no fields: zero numbers, false, all-zero addresses, empty lists and maps', () => {
    expect(
      typesOf(posted(pay, { aamt: 0, afrz: false, fadd: new Uint8Array(32), apaa: [], apar: {}, apgs: {} })),
    ).toEqual(['pay']);
  });

  it('knows nothing of a transaction built here (its constructors take only its own fields)', () => {
    expect(typesWithFieldsOf(pay)).toBeUndefined();
  });
});

const m = (o: Record<string, unknown>) => new Map(Object.entries(o));
const sender = algosdk.generateAccount().addr;

/** An app call's signed-transaction msgpack with `al`/`apbx` written as given. */
function signedWith(fields: Record<string, unknown>): Uint8Array {
  const txn = m({
    type: 'appl',
    snd: sender.publicKey,
    fv: 1n,
    lv: 10n,
    fee: 1000n,
    gh: new Uint8Array(32).fill(1),
    apid: 5n,
    ...fields,
  });
  return algosdk.msgpackRawEncode(m({ txn }) as algosdk.MsgpackEncodingData);
}

/**
 * go keeps `al` and `apbx` as they came (data/transactions/application.go ResourceRef, BoxRef);
 * algosdk would write them back its own way. Decoded here, they are written back byte for byte.
 */
describe('rawAppRefs', () => {
  it.each([
    ['two entries for one address', { al: [m({ d: sender.publicKey }), m({ d: sender.publicKey })] }],
    ['a locals entry naming the called app by index', { al: [m({ p: 5n }), m({ l: m({ p: 1n }) })] }],
    [
      'a holding naming entries after it',
      { al: [m({ h: m({ d: 2n, s: 3n }) }), m({ d: sender.publicKey }), m({ s: 9n })] },
    ],
    ['a box index naming the called app in apfa', { apfa: [5n], apbx: [m({ i: 1n, n: Uint8Array.of(1) })] }],
  ])('writes back %s as it came', (_what, fields) => {
    const bytes = signedWith(fields);
    const stxn = algosdk.decodeMsgpack(bytes, algosdk.SignedTransaction);
    expect(Buffer.from(algosdk.encodeMsgpack(stxn))).toEqual(Buffer.from(bytes));
  });

  it("decodes a list algosdk cannot resolve, keeping it for go's checks", () => {
    const al = [m({ h: m({ s: 7n }) })];
    const stxn = algosdk.decodeMsgpack(signedWith({ al }), algosdk.SignedTransaction);
    expect(rawAccessOf(stxn.txn)).toEqual([m({ h: m({ d: 0n, s: 7n }) })]);
    const boxes = algosdk.decodeMsgpack(
      signedWith({ apbx: [m({ i: 3n, n: Uint8Array.of(1) })] }),
      algosdk.SignedTransaction,
    );
    expect(rawBoxIndexesOf(boxes.txn)).toEqual([3n]);
  });

  it('keeps nothing for a transaction built in code', () => {
    const txn = algosdk.makeApplicationCallTxnFromObject({
      sender,
      appIndex: 5n,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      access: [{ appIndex: 5n }],
      suggestedParams: sp,
    });
    expect(rawAccessOf(txn)).toBeUndefined();
  });
});
