import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { assetOptInTxn } from './assetOptInTxn';

const PARAMS: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: false,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32),
};

describe('assetOptInTxn', () => {
  it('is a 0-amount axfer of the asset from the account to itself', () => {
    const address = algosdk.generateAccount().addr.toString();
    const txn = assetOptInTxn(address, (1n << 64n) - 1n, PARAMS);
    expect(txn.type).toBe('axfer');
    expect(txn.sender.toString()).toBe(address);
    expect(txn.assetTransfer?.receiver.toString()).toBe(address);
    expect(txn.assetTransfer?.amount).toBe(0n);
    expect(txn.assetTransfer?.assetIndex).toBe((1n << 64n) - 1n);
    expect(txn.assetTransfer?.closeRemainderTo).toBeUndefined();
  });
});
