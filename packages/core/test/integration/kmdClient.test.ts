import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KmdClient } from '../../src/kmd/KmdClient';
import { KMD_CLIENT_MESSAGES, KmdClientError } from '../../src/kmd/KmdClientError';
import type { EndpointConfig } from '../../src/network/NetworkProfile';
import { startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

let sb: SandboxProcess;
let endpoint: EndpointConfig;
const WALLET = 'unencrypted-default-wallet';

beforeAll(async () => {
  sb = await startSandboxProcess();
  endpoint = {
    url: sb.urls.kmd,
    port: null,
    pathPrefix: '',
    token: sb.urls.token,
    tokenHeader: 'X-KMD-API-Token',
  };
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

async function payment(from: string, to: string, note: string, amount = 1000): Promise<algosdk.Transaction> {
  const suggestedParams = await sb.algod.getTransactionParams().do();
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount,
    note: new TextEncoder().encode(note),
    suggestedParams,
  });
}

async function refusal(p: Promise<unknown>): Promise<KmdClientError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(KmdClientError);
  return e as KmdClientError;
}

describe('KmdClient against the sandbox kmd', () => {
  it('lists the default wallet and its funded addresses', async () => {
    const client = new KmdClient(endpoint);
    expect((await client.listWallets()).map((w) => w.name)).toContain(WALLET);
    const addrs = await client.withWallet(WALLET, '', (s) => s.listAddresses());
    expect(addrs.length).toBeGreaterThan(0);
    expect(algosdk.isValidAddress(addrs[0]!)).toBe(true);
  });

  it('signs a payment the node accepts', async () => {
    const client = new KmdClient(endpoint);
    const [a, b] = await client.withWallet(WALLET, '', (s) => s.listAddresses());
    const txn = await payment(a!, b!, 'kmd client');
    const signed = await client.withWallet(WALLET, '', (s) => s.signTransaction(txn));
    const { txid } = await sb.algod.sendRawTransaction(signed).do();
    expect(txid).toBe(txn.txID());
  });

  it('signs one multisig sub-signature the node accepts', async () => {
    const client = new KmdClient(endpoint);
    const [a, b] = await client.withWallet(WALLET, '', (s) => s.listAddresses());
    const msig = { version: 1, threshold: 1, addrs: [a!, b!] };
    const msigAddr = algosdk.multisigAddress(msig).toString();
    const fund = await payment(a!, msigAddr, 'fund msig', 1_000_000);
    await sb.algod
      .sendRawTransaction(await client.withWallet(WALLET, '', (s) => s.signTransaction(fund)))
      .do();
    const txn = await payment(msigAddr, a!, 'msig');
    const sig = await client.withWallet(WALLET, '', (s) => s.signMultisig(txn, msig, b!));
    expect(sig).toHaveLength(64);
    const blank = algosdk.createMultisigTransaction(txn, msig);
    const { blob } = algosdk.appendSignRawMultisigSignature(blank, msig, b!, sig);
    const { txid } = await sb.algod.sendRawTransaction(blob).do();
    expect(txid).toBe(txn.txID());
  });

  it('says the password is wrong, the wallet is missing, or the token is refused', async () => {
    const client = new KmdClient(endpoint);
    const wrong = await refusal(client.withWallet(WALLET, 'nope', (s) => s.listAddresses()));
    expect(wrong.code).toBe('kmd-wrong-password');
    expect(wrong.message).toBe(KMD_CLIENT_MESSAGES['kmd-wrong-password']);
    expect(wrong.details['kmdMessage']).toBe('error decrypting. wrong password?');
    const missing = await refusal(client.withWallet('no-such-wallet', '', (s) => s.listAddresses()));
    expect(missing.code).toBe('kmd-wallet-not-found');
    const badToken = await refusal(new KmdClient({ ...endpoint, token: 'b'.repeat(64) }).listWallets());
    expect(badToken.code).toBe('kmd-bad-token');
    const dead = await refusal(new KmdClient({ ...endpoint, url: 'http://127.0.0.1:9' }).listWallets());
    expect(dead.code).toBe('kmd-unreachable');
  });
});
