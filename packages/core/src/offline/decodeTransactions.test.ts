import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToHex } from '../txn/decodeBytesText';
import { loadTxVectors } from '../txn/txVectors.testdata';
import { decodeItems, decodeTransactions } from './decodeTransactions';
import { exportUnsigned, exportUnsignedBase64 } from './exportUnsigned';
import { OFFLINE_MESSAGES as M } from './offlineMessages';

const V = loadTxVectors();
const acct = algosdk.generateAccount();
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 5,
  lastValid: 50,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(2),
};
const group = [
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: acct.addr,
    receiver: acct.addr,
    amount: 1_500_000,
    note: new TextEncoder().encode('rent ✓'),
    suggestedParams: sp,
  }),
  algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: acct.addr,
    receiver: acct.addr,
    amount: 0,
    assetIndex: 31,
    suggestedParams: sp,
  }),
];
algosdk.assignGroupID(group);

describe('exportUnsigned', () => {
  it('writes goal\u2019s `clerk send -o` format: {txn: …} maps, concatenated', () => {
    const file = exportUnsigned(group);
    const header = [0x81, 0xa3, ...new TextEncoder().encode('txn')];
    const expected = group.flatMap((t) => [...header, ...algosdk.encodeUnsignedTransaction(t)]);
    expect(Array.from(file)).toEqual(expected);
    expect(exportUnsignedBase64(group)).toBe(bytesToBase64(file));
  });

  it('reads back what it wrote, as unsigned transactions in a group', () => {
    const read = decodeTransactions(exportUnsignedBase64(group));
    expect(read.map((r) => [r.envelope, r.txid, r.signature.kind, r.group])).toEqual(
      group.map((t) => ['signedTransaction', t.txID(), 'none', bytesToBase64(t.group as Uint8Array)]),
    );
    expect(read[0]).toMatchObject({
      typeLabel: 'Payment',
      noteText: 'rent ✓',
      fee: 1000n,
      firstValid: 5n,
      lastValid: 50n,
      genesisID: 'sandnet-v1',
    });
    expect(read[0]?.fields).toContainEqual({ label: 'Amount', value: '1.5 ALGO' });
    expect(read[1]?.fields).toContainEqual({ label: 'Kind', value: 'opt-in' });
  });
});

describe('decodeTransactions', () => {
  it.each(Object.keys(V))('reads go-algorand vector %s with its txid', (name) => {
    const v = V[name];
    if (v === undefined) throw new Error(name);
    const [r] = decodeTransactions(v.stxnBlob);
    expect(r?.txid).toBe(v.id);
    expect(r?.envelope).toBe('signedTransaction');
    expect(r?.type).toBe(v.stxn.txn.type);
    // And the bare transaction, as hex.
    expect(decodeTransactions(bytesToHex(algosdk.base64ToBytes(v.txnBlob)))[0]).toMatchObject({
      txid: v.id,
      envelope: 'transaction',
    });
  });

  it('names the signature kind', () => {
    const kinds = ['simplePayment', 'msigPayment', 'lsigPayment', 'singleDelegatedPayment'].map(
      (n) => decodeTransactions((V[n] as { stxnBlob: string }).stxnBlob)[0]?.signature,
    );
    expect(kinds.map((k) => k?.kind)).toEqual(['single', 'multisig', 'logicsig', 'logicsig']);
    expect(kinds[1]).toMatchObject({ version: 1, threshold: 2 });
    expect(kinds[2]).toMatchObject({ delegated: false });
    expect(kinds[3]).toMatchObject({ delegated: true });
  });

  it('shows the auth address of a rekeyed sender and every application field', () => {
    const other = algosdk.generateAccount();
    const call = algosdk.makeApplicationCallTxnFromObject({
      sender: acct.addr,
      appIndex: 9,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      appArgs: [new Uint8Array([1, 2])],
      accounts: [other.addr],
      foreignApps: [3],
      foreignAssets: [4],
      boxes: [{ appIndex: 9, name: new Uint8Array([5]) }],
      suggestedParams: sp,
    });
    const [r] = decodeTransactions(call.signTxn(other.sk));
    expect(r?.authAddress).toBe(other.addr.toString());
    expect(r?.fields).toEqual([
      { label: 'Application', value: '9' },
      { label: 'On completion', value: 'NoOp' },
      { label: 'Argument 0', value: 'AQI=' },
      { label: 'Account 1', value: other.addr.toString() },
      { label: 'Foreign app 1', value: '3' },
      { label: 'Foreign asset 1', value: '4' },
      { label: 'Box 1', value: 'this app, name BQ==' },
    ]);
  });

  it('says what is wrong with what was pasted', () => {
    expect(() => decodeTransactions('  ')).toThrow(M.empty);
    expect(() => decodeTransactions('not base64 !')).toThrow(M.encoding);
    expect(() => decodeTransactions(new Uint8Array([0xc1]))).toThrow(
      /^Item 1 is not a transaction or signed transaction: not msgpack/,
    );
    expect(() => decodeTransactions(new Uint8Array([0x93, 1, 2, 3]))).toThrow(
      M.notTransaction(1, 'not a map'),
    );
    const good = exportUnsigned(group.slice(0, 1));
    const twoThenBad = new Uint8Array([...good, ...good, 0x81, 0xa1, 0x78, 0x01]);
    expect(() => decodeTransactions(twoThenBad)).toThrow(/^Item 3 is not a transaction/);
  });
});

describe('decodeItems', () => {
  it('keeps each item\u2019s own bytes and says which can be sent as they are', () => {
    const m = [0, 1, 2].map(() => algosdk.generateAccount());
    const mp = { version: 1, threshold: 2, addrs: m.map((k) => k.addr) };
    const msigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: algosdk.multisigAddress(mp),
      receiver: acct.addr,
      amount: 1,
      suggestedParams: sp,
    });
    const oneOfTwo = algosdk.signMultisigTransaction(msigTxn, mp, m[0]!.sk).blob;
    const twoOfTwo = algosdk.appendSignMultisigTransaction(oneOfTwo, mp, m[2]!.sk).blob;
    const single = group[0]!.signTxn(acct.sk);
    const unsigned = exportUnsigned(group.slice(1));
    const bare = algosdk.encodeUnsignedTransaction(group[0]!);
    const parts = [single, unsigned, bare, oneOfTwo, twoOfTwo];
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let pos = 0;
    for (const p of parts) {
      joined.set(p, pos);
      pos += p.length;
    }
    const items = decodeItems(joined);
    expect(items.map((i) => Array.from(i.bytes))).toEqual(parts.map((p) => Array.from(p)));
    expect(items.map((i) => i.signed)).toEqual([true, false, false, false, true]);
    expect(items.map((i) => i.txn.txID())).toEqual([
      group[0]!.txID(),
      group[1]!.txID(),
      group[0]!.txID(),
      msigTxn.txID(),
      msigTxn.txID(),
    ]);
    expect(items[3]?.readable.signature).toMatchObject({
      kind: 'multisig',
      signedBy: [m[0]!.addr.toString()],
    });
  });
});
