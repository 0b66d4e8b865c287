import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserSandbox } from '../src/browser/createBrowserSandbox';
import type { BrowserSandbox } from '../src/browser/BrowserSandbox';
import { BROWSER_NETWORK } from '../src/browser/startBrowserSandbox';
import { falcon1024Sign } from '@sextant/core/pq/falcon1024';
import { FAST_SCRYPT } from '../src/kmd/kmdTestKit';
import { MemoryNetworkStorage } from '../src/network/MemoryNetworkStorage';
import { DEFAULT_TOKEN } from '../src/SandboxOptions';
import { fetchHttpClient } from './support/fetchHttpClient';
import { pqTestAccount, withPQSig } from './support/pqAccount';

/**
 * The Browser network takes post-quantum transactions as the Node sandbox does (the same verifier,
 * reached through the Service Worker's `fetch`): go-algorand v5.0.0 data/transactions/pqsig.go.
 */
describe('post-quantum signatures on the Browser network', () => {
  let sb: BrowserSandbox;
  let algod: algosdk.Algodv2;
  let rich: algosdk.Account;
  const pq = pqTestAccount(2);

  const postRaw = async (body: Uint8Array) => {
    const res = await sb.fetch(
      'algod',
      new Request('http://browser-sandbox/v2/transactions', {
        method: 'POST',
        headers: { 'X-Algo-API-Token': sb.token, 'Content-Type': 'application/x-binary' },
        body: body as BodyInit,
      }),
    );
    return { status: res.status, json: (await res.json()) as { message?: string; txId?: string } };
  };

  beforeAll(async () => {
    sb = await createBrowserSandbox(new MemoryNetworkStorage(), {
      accounts: 1,
      token: DEFAULT_TOKEN,
      network: BROWSER_NETWORK,
      scrypt: FAST_SCRYPT,
    });
    algod = new algosdk.Algodv2(
      fetchHttpClient((r) => sb.fetch('algod', r), { 'X-Algo-API-Token': sb.token }),
      '',
    );
    const kmd = new algosdk.Kmd(
      fetchHttpClient((r) => sb.fetch('kmd', r), { 'X-KMD-API-Token': sb.token }) as unknown as string,
    );
    const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string; name: string }> };
    const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')?.id as string;
    const handle = (await kmd.initWalletHandle(id, '')).wallet_handle_token as string;
    const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
    const { private_key } = (await kmd.exportKey(handle, '', addr as string)) as { private_key: Uint8Array };
    rich = { addr: algosdk.Address.fromString(addr as string), sk: private_key };
  });
  afterAll(() => sb.close());

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
