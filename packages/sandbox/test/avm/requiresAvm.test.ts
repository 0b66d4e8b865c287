import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ledgerHarness } from '../support/ledgerHarness';

/** A ledger opened without an AVM still refuses what needs one, with the words clients see. */
describe('a ledger without the AVM', () => {
  it('refuses app calls and logic sigs as requiring the AVM', async () => {
    const l = await ledgerHarness({ accounts: 1 });
    const a = l.rich[0];
    if (a === undefined) throw new Error('no genesis account');
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: 1234,
      suggestedParams: l.params(),
    });
    expect(l.reject(call)).toBe(
      `transaction ${call.txID()}: an application call requires the AVM, which this sandbox does not run yet`,
    );
    const lsig = new algosdk.LogicSigAccount(Uint8Array.of(0x01, 0x20, 0x01, 0x01, 0x22));
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: lsig.address(),
      receiver: a.addr,
      amount: 0,
      suggestedParams: l.params(),
    });
    const { blob } = algosdk.signLogicSigTransactionObject(pay, lsig);
    expect(() => l.ledger.submit(blob)).toThrow(
      `transaction ${pay.txID()}: a logic signature requires the AVM, which this sandbox does not run yet`,
    );
    await l.ledger.close();
  });
});
