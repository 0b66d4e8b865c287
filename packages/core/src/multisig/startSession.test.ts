import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { createBundle, signBundle } from './MultisigBundle';
import { startSession } from './startSession';

const keys = [0, 1, 2].map(() => algosdk.generateAccount());
const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr.toString()) };
const other = { ...params, threshold: 1 };
const msig = algosdk.multisigAddress(params);
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(3),
};
const pay = (sender: algosdk.Address) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 1,
    suggestedParams: sp,
  });

describe('startSession', () => {
  it('takes the known account whose address sends the transactions', () => {
    const txns = [pay(msig), pay(keys[0]!.addr)];
    const started = startSession({ kind: 'unsigned', txns, senders: txns.map((t) => t.sender.toString()) }, [
      other,
      params,
    ]);
    expect(started).toEqual({
      kind: 'started',
      bundle: createBundle(params, txns),
      otherSenders: [{ position: 2, sender: keys[0]!.addr.toString() }],
    });
  });

  it('asks for the account when none is known, and keeps a bundle as it is', () => {
    const txns = [pay(msig)];
    expect(startSession({ kind: 'unsigned', txns, senders: [msig.toString()] }, [other])).toEqual({
      kind: 'needsAccount',
      sender: msig.toString(),
    });
    const bundle = signBundle(createBundle(params, txns), keys[2]!.sk);
    expect(startSession({ kind: 'bundle', bundle }, [])).toEqual({
      kind: 'started',
      bundle,
      otherSenders: [],
    });
  });
});
