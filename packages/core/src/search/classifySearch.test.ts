import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../address/isValidAddress';
import { classifySearch, looksLikeAddress } from './classifySearch';
import { SEARCH_MESSAGES } from './searchMessages';

function sampleTransaction(): algosdk.Transaction {
  const from = algosdk.generateAccount().addr;
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: from,
    amount: 1,
    suggestedParams: {
      fee: 1000,
      firstValid: 1,
      lastValid: 100,
      genesisHash: new Uint8Array(32),
      minFee: 1000,
    },
  });
}

describe('classifySearch', () => {
  it('finds an address with a valid checksum, ignoring surrounding space', () => {
    const address = algosdk.generateAccount().addr.toString();
    expect(classifySearch(`  ${address}\n`, isValidAddress)).toEqual({ kind: 'address', address });
  });

  it('says so when a 58-character address has a wrong checksum', () => {
    const address = algosdk.generateAccount().addr.toString();
    const tampered = (address.startsWith('A') ? 'B' : 'A') + address.slice(1);
    expect(classifySearch(tampered, isValidAddress)).toEqual({
      kind: 'invalid',
      message: SEARCH_MESSAGES.badChecksum,
    });
  });

  it('counts an address-shaped input as an address while the checksum test is loading', () => {
    const address = algosdk.generateAccount().addr.toString();
    const tampered = (address.startsWith('A') ? 'B' : 'A') + address.slice(1);
    expect(looksLikeAddress(` ${tampered} `)).toBe(true);
    expect(classifySearch(tampered, undefined)).toEqual({ kind: 'address', address: tampered });
    expect(looksLikeAddress(address.slice(1))).toBe(false);
  });

  it('finds a transaction id', () => {
    const txid = sampleTransaction().txID();
    expect(classifySearch(txid, isValidAddress)).toEqual({ kind: 'transaction', txid });
  });

  it('rejects a 52-character string that is not canonical base32 of 32 bytes', () => {
    const txid = sampleTransaction().txID();
    // The last character of a txid carries one bit: only A or Q are canonical.
    const bad = txid.slice(0, -1) + 'B';
    expect(classifySearch(bad, isValidAddress)).toEqual({
      kind: 'invalid',
      message: SEARCH_MESSAGES.unrecognized,
    });
  });

  it('finds a base64 group id', () => {
    const txn = sampleTransaction();
    const [grouped] = algosdk.assignGroupID([txn]);
    const groupId = Buffer.from(grouped!.group!).toString('base64');
    expect(classifySearch(groupId, isValidAddress)).toEqual({ kind: 'group', groupId });
  });

  it('reads a number as a uint64 and refuses one beyond 2^64 − 1', () => {
    expect(classifySearch('0042', isValidAddress)).toEqual({ kind: 'number', value: 42n });
    expect(classifySearch('18446744073709551615', isValidAddress)).toEqual({
      kind: 'number',
      value: 18446744073709551615n,
    });
    expect(classifySearch('18446744073709551616', isValidAddress)).toEqual({
      kind: 'invalid',
      message: SEARCH_MESSAGES.numberTooLarge,
    });
  });

  it('treats blank input as empty and anything else as unrecognised', () => {
    expect(classifySearch('   ', isValidAddress)).toEqual({ kind: 'empty' });
    expect(classifySearch('hello', isValidAddress)).toEqual({
      kind: 'invalid',
      message: SEARCH_MESSAGES.unrecognized,
    });
    expect(classifySearch('-5', isValidAddress)).toEqual({
      kind: 'invalid',
      message: SEARCH_MESSAGES.unrecognized,
    });
  });
});
