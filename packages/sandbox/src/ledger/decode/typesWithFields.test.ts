import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { prepareTxGroup } from './prepareTxn';
import { typesWithFieldsOf } from './typesWithFields';

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
