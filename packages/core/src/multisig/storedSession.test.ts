import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { addSignature, bundleTransactions, createBundle } from './MultisigBundle';
import { multisigSessionId, readStoredSession, toStoredSession, withStoredSignatures } from './storedSession';

const keys = [0, 1, 2].map(() => algosdk.generateAccount());
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const msig = algosdk.multisigAddress(params);
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1000,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(9),
};
const pay = (amount: number) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: msig,
    amount,
    suggestedParams: sp,
  });

describe('stored multisig sessions', () => {
  const group = algosdk.assignGroupID([pay(1), pay(2)]);
  const empty = createBundle(params, group);
  const txns = bundleTransactions(empty);
  const one = txns.reduce(
    (b, t, i) => addSignature(b, i, params.addrs[0]!, t.rawSignTxn(keys[0]!.sk)),
    empty,
  );
  const both = addSignature(one, 0, params.addrs[2]!, txns[0]!.rawSignTxn(keys[2]!.sk));

  it('round-trips a bundle with its signatures, and one with none', () => {
    for (const bundle of [empty, one, both]) {
      const record = toStoredSession('sandbox', bundle, 42);
      expect(readStoredSession(JSON.parse(JSON.stringify(record)))).toEqual(bundle);
    }
  });

  it('keys a session by network, account and transactions, not by its signatures', () => {
    const record = toStoredSession('sandbox', both, 42);
    expect(record.id).toBe(`sandbox:${msig.toString()}:${group.map((t) => t.txID()).join('.')}`);
    expect(multisigSessionId('sandbox', empty)).toBe(record.id);
    expect(multisigSessionId('testnet', empty)).not.toBe(record.id);
    expect(record).toMatchObject({ network: 'sandbox', address: msig.toString(), count: 2, ready: 1 });
  });

  it('gives undefined for a damaged record instead of throwing', () => {
    expect(readStoredSession(null)).toBeUndefined();
    expect(readStoredSession({ link: 42 })).toBeUndefined();
    expect(readStoredSession({ link: 'not a bundle' })).toBeUndefined();
    const record = toStoredSession('sandbox', one, 1);
    expect(readStoredSession({ ...record, link: record.link.slice(0, -12) })).toBeUndefined();
  });

  it('adds the signatures a stored copy has, and ignores a copy it cannot merge', () => {
    const stored = toStoredSession('sandbox', both, 1);
    expect(withStoredSignatures(stored, empty)).toEqual(both);
    expect(withStoredSignatures(stored, one)).toEqual(both);
    expect(withStoredSignatures(undefined, one)).toEqual(one);
    const other = createBundle(params, [pay(3)]);
    expect(withStoredSignatures(toStoredSession('sandbox', other, 1), one)).toEqual(one);
  });
});
