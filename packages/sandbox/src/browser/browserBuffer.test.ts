import algosdk from 'algosdk';
import { Buffer as BrowserBuffer } from 'buffer/';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../../test/support/fetchHttpClient';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { MemoryNetworkStorage } from '../network/MemoryNetworkStorage';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import type { BrowserSandbox } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { BROWSER_NETWORK } from './startBrowserSandbox';

/**
 * In a browser the global `Buffer` is the `buffer` package (browser/installBuffer.ts), which lacks
 * some of Node's: no `base64url`, and `equals` refuses a plain Uint8Array. Everything else in this
 * package's tests runs on Node's own, so here the global is the browser's while a payment, a group
 * check and an indexer list with a next token go through the shared code.
 */
describe("the sandbox's shared code on the browser's Buffer", () => {
  const nodeBuffer = globalThis.Buffer;
  let sb: BrowserSandbox;
  let algod: algosdk.Algodv2;
  let indexer: algosdk.Indexer;
  let rich: algosdk.Account;

  beforeAll(async () => {
    globalThis.Buffer = BrowserBuffer as unknown as typeof globalThis.Buffer;
    sb = await createBrowserSandbox(new MemoryNetworkStorage(), {
      accounts: 1,
      token: DEFAULT_TOKEN,
      network: BROWSER_NETWORK,
      scrypt: FAST_SCRYPT,
    });
    const via = (api: 'algod' | 'indexer' | 'kmd', header: string) =>
      fetchHttpClient((r) => sb.fetch(api, r), { [header]: sb.token });
    algod = new algosdk.Algodv2(via('algod', 'X-Algo-API-Token'), '');
    indexer = new algosdk.Indexer(via('indexer', 'X-Indexer-API-Token'));
    const kmd = new algosdk.Kmd(via('kmd', 'X-KMD-API-Token') as unknown as string);
    const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string }> };
    const handle = (await kmd.initWalletHandle(wallets[0]!.id, '')).wallet_handle_token as string;
    const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
    const { private_key } = (await kmd.exportKey(handle, '', addr!)) as { private_key: Uint8Array };
    rich = { addr: algosdk.Address.fromString(addr!), sk: private_key };
  });
  afterAll(async () => {
    await sb?.close();
    globalThis.Buffer = nodeBuffer;
  });

  it('is really the browser Buffer here', () => {
    expect(() => Buffer.from('AA', 'base64url' as BufferEncoding)).toThrow(/base64url/);
  });

  it('confirms a group (its txids are compared as bytes) and pages the indexer with next tokens', async () => {
    const sp = await algod.getTransactionParams().do();
    const to = algosdk.generateAccount().addr;
    const txns = [1, 2, 3].map((amount) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich.addr,
        receiver: to,
        amount: 100_000 * amount,
        suggestedParams: sp,
      }),
    );
    algosdk.assignGroupID(txns);
    const { txid } = await algod.sendRawTransaction(txns.map((t) => t.signTxn(rich.sk))).do();
    await algosdk.waitForConfirmation(algod, txid, 4);

    const first = await indexer.searchForTransactions().address(to).limit(2).do();
    expect(first.transactions).toHaveLength(2);
    expect(first.nextToken).toMatch(/^[A-Za-z0-9_-]+=*$/);
    const rest = await indexer.searchForTransactions().address(to).limit(2).nextToken(first.nextToken!).do();
    expect(rest.transactions).toHaveLength(1);
    const seen = [...first.transactions, ...rest.transactions].map((t) => t.id).sort();
    expect(seen).toEqual(txns.map((t) => t.txID()).sort());
  });
});
