import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { positionsSignableBy, requiredSigners } from './requiredSigners';

const params: algosdk.SuggestedParams = {
  fee: 0n,
  minFee: 1000n,
  firstValid: 1n,
  lastValid: 100n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32),
};
const [a, b, c] = [0, 1, 2].map(() => algosdk.generateAccount().addr.toString()) as [string, string, string];

function pay(sender: string, rekeyTo?: string): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 0,
    suggestedParams: params,
    ...(rekeyTo === undefined ? {} : { rekeyTo }),
  });
}

describe('requiredSigners', () => {
  it('names the sender, or its auth address when it was rekeyed', () => {
    const s = requiredSigners([pay(a), pay(b)], new Map([[b, c]]));
    expect(s).toEqual([
      { sender: a, signer: a, rekeyed: false },
      { sender: b, signer: c, rekeyed: true },
    ]);
  });

  it('follows a rekey made earlier in the same group, and a rekey back', () => {
    const s = requiredSigners([pay(a, b), pay(a, a), pay(a)], new Map());
    expect(s.map((x) => x.signer)).toEqual([a, b, a]);
  });

  it('lists the positions a wallet can sign', () => {
    const s = requiredSigners([pay(a), pay(b), pay(c)], new Map([[c, a]]));
    expect(positionsSignableBy(s, [a])).toEqual([0, 2]);
    expect(positionsSignableBy(s, [])).toEqual([]);
  });
});
