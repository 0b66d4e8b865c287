import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { DECODE_JSON_MESSAGES as M, itemsToJson, jsonToBytes } from './decodeJson';
import { decodeItems } from './decodeTransactions';
import { exportUnsigned } from './exportUnsigned';

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
const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
  sender: acct.addr,
  receiver: acct.addr,
  amount: 2n ** 63n,
  note: new TextEncoder().encode('hi'),
  suggestedParams: sp,
});
const axfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
  sender: acct.addr,
  receiver: acct.addr,
  amount: 0,
  assetIndex: 31,
  suggestedParams: sp,
});

describe('itemsToJson / jsonToBytes', () => {
  it('round-trips unsigned and signed items to the same bytes, big integers exact', () => {
    const signed = pay.signTxn(acct.sk);
    const file = new Uint8Array([...signed, ...exportUnsigned([axfer])]);
    const json = itemsToJson(decodeItems(file));
    expect(json).toContain('"amt": 9223372036854775808');
    expect(Array.from(jsonToBytes(json))).toEqual(Array.from(file));
  });

  it('turns an edited bare transaction into goal\u2019s unsigned envelope', () => {
    const json = itemsToJson(decodeItems(algosdk.encodeUnsignedTransaction(axfer)));
    const edited = json.replace('"xaid": 31', '"xaid": 32');
    const [item] = decodeItems(jsonToBytes(edited));
    expect(item?.readable.envelope).toBe('signedTransaction');
    expect(item?.txn.assetTransfer?.assetIndex).toBe(32n);
  });

  it('says what is wrong', () => {
    expect(() => jsonToBytes(' ')).toThrow(M.empty);
    expect(() => jsonToBytes('[]')).toThrow(M.empty);
    expect(() => jsonToBytes('{"type":')).toThrow(/^This is not JSON: /);
    expect(() => jsonToBytes('[{"type":"pay"}, 3]')).toThrow(M.notTransaction(2, 'not an object'));
  });
});
