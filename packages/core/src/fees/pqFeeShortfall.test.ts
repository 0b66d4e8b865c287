import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { pqFeeShortfall } from './pqFeeShortfall';

const a = algosdk.generateAccount().addr.toString();
const b = algosdk.generateAccount().addr.toString();
const pay = (sender: string, fee: number) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 0,
    suggestedParams: {
      fee,
      flatFee: true,
      firstValid: 1,
      lastValid: 100,
      genesisHash: new Uint8Array(32),
      minFee: 1000,
    },
  });

describe('pqFeeShortfall (go: config/consensus.go PQSchemeFeeContribution)', () => {
  it('charges three minimum fees for each transaction a Falcon key signs', () => {
    const group = [pay(a, 1000), pay(b, 1000)];
    const byA = (t: algosdk.Transaction) => t.sender.toString() === a;
    expect(pqFeeShortfall(group, byA, 1000n)).toMatchObject({ needed: 4000n, paid: 2000n, shortfall: 2000n });
    expect(pqFeeShortfall(group, byA, 1000n).message).toMatch(
      /needs at least 0\.004 ALGO .*0\.002 ALGO short/,
    );
  });

  it('is satisfied by a pooled fee, and asks nothing of a group no Falcon key signs', () => {
    const byA = (t: algosdk.Transaction) => t.sender.toString() === a;
    expect(pqFeeShortfall([pay(a, 0), pay(b, 4000)], byA, 1000n)).toEqual({
      needed: 4000n,
      paid: 4000n,
      shortfall: 0n,
    });
    expect(pqFeeShortfall([pay(b, 1000)], byA, 1000n).shortfall).toBe(0n);
  });
});
