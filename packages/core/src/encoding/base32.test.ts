import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { decodeBase32 } from './decodeBase32';
import { encodeBase32 } from './encodeBase32';

// RFC 4648 §10's test vectors, without the padding Algorand leaves off.
const RFC = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
] as const;

describe('base32', () => {
  it.each(RFC)('encodes %j as RFC 4648 does', (text, encoded) => {
    expect(encodeBase32(new TextEncoder().encode(text))).toBe(encoded);
    expect(new TextDecoder().decode(decodeBase32(encoded))).toBe(text);
  });

  it('round-trips a transaction id the way algosdk writes it', () => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: algosdk.ALGORAND_ZERO_ADDRESS_STRING,
      receiver: algosdk.ALGORAND_ZERO_ADDRESS_STRING,
      amount: 1,
      suggestedParams: {
        fee: 1000,
        firstValid: 1,
        lastValid: 1000,
        genesisHash: new Uint8Array(32),
        minFee: 1000,
      },
    });
    const raw = txn.rawTxID();
    expect(encodeBase32(raw)).toBe(txn.txID());
    expect(decodeBase32(txn.txID())).toEqual(raw);
  });
});
