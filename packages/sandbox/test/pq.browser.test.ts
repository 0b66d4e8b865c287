import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { falcon1024Sign } from '@sextant/core/pq/falcon1024';
import { type BrowserHarness, browserHarness } from './support/browserHarness';
import { pqTestAccount, withPQSig } from './support/pqAccount';

/**
 * The Browser network takes post-quantum transactions as the Node sandbox does (the same verifier,
 * reached through the Service Worker's `fetch`): go-algorand v5.0.0 data/transactions/pqsig.go.
 */
describe('post-quantum signatures on the Browser network', () => {
  let h: BrowserHarness;
  let algod: algosdk.Algodv2;
  let rich: algosdk.Account;
  const pq = pqTestAccount(2);
  const postRaw = (body: Uint8Array) => h.postRaw(body);

  beforeAll(async () => {
    h = await browserHarness();
    algod = h.algod;
    rich = { addr: algosdk.Address.fromString(h.rich.addr), sk: h.rich.sk };
  });
  afterAll(() => h.close());

  it('commits a pqsig payment and refuses a forged one in algod words', async () => {
    const sp = await algod.getTransactionParams().do();
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: pq.addr,
      amount: 5_000_000n,
      suggestedParams: sp,
    });
    await algosdk.waitForConfirmation(
      algod,
      (await algod.sendRawTransaction(fund.signTxn(rich.sk)).do()).txid,
      4,
    );
    const pay = (note: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: pq.addr,
        receiver: rich.addr,
        amount: 1_000n,
        note: Uint8Array.of(note),
        suggestedParams: { ...sp, flatFee: true, fee: 3000n },
      });
    const ok = await postRaw(await pq.sign(pay(1)));
    expect(ok.status).toBe(200);
    const confirmed = await algosdk.waitForConfirmation(algod, ok.json.txId as string, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    expect((await algod.accountInformation(pq.addr).do()).amount).toBe(5_000_000n - 1_000n - 3_000n);
    const forged = withPQSig(await pq.sign(pay(2)), {
      sig: falcon1024Sign(pq.keys.secretKey, Uint8Array.of(1)),
    });
    expect(await postRaw(forged)).toEqual({
      status: 400,
      json: {
        message:
          'pq signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
      },
    });
  });
});
