import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../../test/support/fetchHttpClient';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { MemoryNetworkStorage } from '../network/MemoryNetworkStorage';
import { NetworkFileError } from '../network/NetworkFileError';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import { type RunningSandbox, startSandbox } from '../startSandbox';
import type { BrowserSandbox, SandboxApi } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { BROWSER_NETWORK } from './startBrowserSandbox';

const OPTIONS = { accounts: 3, token: DEFAULT_TOKEN, network: BROWSER_NETWORK, scrypt: FAST_SCRYPT };

/** algosdk's three clients, talking to `sb.fetch` directly (what the Service Worker does). */
function clients(sb: BrowserSandbox) {
  const via = (api: SandboxApi, header: string) =>
    fetchHttpClient((r) => sb.fetch(api, r), { [header]: sb.token });
  return {
    algod: new algosdk.Algodv2(via('algod', 'X-Algo-API-Token'), ''),
    indexer: new algosdk.Indexer(via('indexer', 'X-Indexer-API-Token')),
    kmd: new algosdk.Kmd(via('kmd', 'X-KMD-API-Token') as unknown as string),
  };
}

/** The funded accounts, out of kmd's default wallet. */
async function fundedAccounts(kmd: algosdk.Kmd): Promise<algosdk.Account[]> {
  const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string; name: string }> };
  const wallet = wallets.find((w) => w.name === 'unencrypted-default-wallet');
  if (wallet === undefined) throw new Error('no default wallet');
  const handle = (await kmd.initWalletHandle(wallet.id, '')).wallet_handle_token as string;
  const { addresses } = (await kmd.listKeys(handle)) as { addresses: string[] };
  const accounts = [];
  for (const addr of addresses) {
    const { private_key } = (await kmd.exportKey(handle, '', addr)) as { private_key: Uint8Array };
    accounts.push({ addr: algosdk.Address.fromString(addr), sk: private_key });
  }
  return accounts;
}

describe('the browser sandbox (in-memory storage, driven through algosdk)', () => {
  let sb: BrowserSandbox;
  let c: ReturnType<typeof clients>;
  let rich: algosdk.Account[];

  beforeAll(async () => {
    sb = await createBrowserSandbox(new MemoryNetworkStorage(), OPTIONS);
    c = clients(sb);
    rich = await fundedAccounts(c.kmd);
  });
  afterAll(() => sb.close());

  it('answers status, with its own genesis id and three funded accounts', async () => {
    expect(sb.genesisId).toBe('sextant-browser-v1');
    const status = await c.algod.status().do();
    expect(status.lastRound).toBe(0n);
    expect(rich).toHaveLength(3);
    const info = await c.algod.accountInformation(rich[0]!.addr).do();
    expect(info.amount).toBe(4_000_000_000_000n);
  });

  it('confirms a payment, seen by algod and the indexer', async () => {
    const [from, to] = [rich[0]!, algosdk.generateAccount()];
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to.addr,
      amount: 1_000_000n,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    const { txid } = await c.algod.sendRawTransaction(txn.signTxn(from.sk)).do();
    const confirmed = await algosdk.waitForConfirmation(c.algod, txid, 4);
    expect(confirmed.confirmedRound).toBeGreaterThan(0n);
    expect((await c.algod.accountInformation(to.addr).do()).amount).toBe(1_000_000n);
    const found = await c.indexer.lookupTransactionByID(txid).do();
    expect(found.transaction.id).toBe(txid);
  });

  it('confirms a group of 16 in one round', async () => {
    const sp = await c.algod.getTransactionParams().do();
    const txns = Array.from({ length: 16 }, (_, i) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich[i % 2]!.addr,
        receiver: rich[2]!.addr,
        amount: BigInt(i + 1),
        suggestedParams: sp,
      }),
    );
    algosdk.assignGroupID(txns);
    const signed = txns.map((t, i) => t.signTxn(rich[i % 2]!.sk));
    const { txid } = await c.algod.sendRawTransaction(signed).do();
    const confirmed = await algosdk.waitForConfirmation(c.algod, txid, 4);
    const block = await c.algod.block(confirmed.confirmedRound!).do();
    expect(block.block.payset).toHaveLength(16);
  });

  it('creates and calls an app', async () => {
    const compile = async (teal: string) =>
      new Uint8Array(Buffer.from((await c.algod.compile(teal).do()).result, 'base64'));
    const creator = rich[1]!;
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      approvalProgram: await compile(
        '#pragma version 10\nbyte "n"\nbyte "n"\napp_global_get\nint 1\n+\napp_global_put\nint 1\n',
      ),
      clearProgram: await compile('#pragma version 10\nint 1\n'),
      numGlobalInts: 1,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    const { txid } = await c.algod.sendRawTransaction(create.signTxn(creator.sk)).do();
    const appId = (await algosdk.waitForConfirmation(c.algod, txid, 4)).applicationIndex!;
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: creator.addr,
      appIndex: appId,
      suggestedParams: await c.algod.getTransactionParams().do(),
    });
    const sent = await c.algod.sendRawTransaction(call.signTxn(creator.sk)).do();
    await algosdk.waitForConfirmation(c.algod, sent.txid, 4);
    const app = await c.algod.getApplicationByID(appId).do();
    expect(app.params?.globalState?.[0]?.value.uint).toBe(2n);
  });

  describe('against the Node sandbox', () => {
    let node: RunningSandbox;
    let nodeAlgod: algosdk.Algodv2;
    let nodeKmd: algosdk.Kmd;
    beforeAll(async () => {
      node = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 1 });
      nodeAlgod = new algosdk.Algodv2(node.token, 'http://127.0.0.1', node.algod.port);
      nodeKmd = new algosdk.Kmd(node.token, 'http://127.0.0.1', node.kmd.port);
    });
    afterAll(() => node.stop());

    const failure = async (p: Promise<unknown>) => {
      const err = (await p.then(
        () => undefined,
        (e: unknown) => e,
      )) as { response?: { status: number; body: Uint8Array } } | undefined;
      if (err?.response === undefined) throw new Error('expected an HTTP error');
      return {
        status: err.response.status,
        body: JSON.parse(new TextDecoder().decode(err.response.body)) as unknown,
      };
    };

    it('gives the same status and error body for bad requests', async () => {
      const cases: Array<(algod: algosdk.Algodv2) => Promise<unknown>> = [
        (a) => a.sendRawTransaction(new Uint8Array([1, 2, 3])).do(),
        (a) => a.accountInformation('NOTANADDRESS').do(),
        (a) => a.block(999n).do(),
        (a) => a.compile('#pragma version 10\nnot_an_op\n').do(),
      ];
      for (const make of cases) {
        const here = await failure(make(c.algod));
        const there = await failure(make(nodeAlgod));
        expect(here).toEqual(there);
        expect(here.status).toBeGreaterThanOrEqual(400);
      }
      const kmdHere = await failure(c.kmd.initWalletHandle('no-such-wallet', 'x'));
      const kmdThere = await failure(nodeKmd.initWalletHandle('no-such-wallet', 'x'));
      expect(kmdHere).toEqual(kmdThere);
    });
  });

  it('exports the network and imports it elsewhere; a bad file changes nothing', async () => {
    const file = await sb.exportNetwork();
    const other = await createBrowserSandbox(new MemoryNetworkStorage(), OPTIONS);
    try {
      const before = await clients(other).algod.status().do();
      expect(before.lastRound).toBe(0n);
      const damaged = file.slice();
      damaged[damaged.length - 40]! ^= 1;
      await expect(other.importNetwork(damaged)).rejects.toThrow(NetworkFileError);
      await expect(other.importNetwork(new TextEncoder().encode('hello'))).rejects.toThrow(
        'not a Sextant network file',
      );
      expect((await clients(other).algod.status().do()).lastRound).toBe(0n);

      await other.importNetwork(file);
      const o = clients(other);
      const mine = await c.algod.status().do();
      expect((await o.algod.status().do()).lastRound).toBe(mine.lastRound);
      expect(other.genesisId).toBe(sb.genesisId);
      expect((await o.algod.accountInformation(rich[2]!.addr).do()).amount).toBe(
        (await c.algod.accountInformation(rich[2]!.addr).do()).amount,
      );
      // kmd's wallets came along (the default wallet's keys are the same accounts).
      expect((await fundedAccounts(o.kmd)).map((a) => a.addr.toString())).toEqual(
        rich.map((a) => a.addr.toString()),
      );
      // And the imported network goes on: a payment on top of it confirms.
      const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich[0]!.addr,
        receiver: rich[1]!.addr,
        amount: 5n,
        suggestedParams: await o.algod.getTransactionParams().do(),
      });
      const { txid } = await o.algod.sendRawTransaction(pay.signTxn(rich[0]!.sk)).do();
      expect((await algosdk.waitForConfirmation(o.algod, txid, 4)).confirmedRound).toBe(mine.lastRound + 1n);
    } finally {
      await other.close();
    }
  });

  it('resets to a fresh genesis with new funded accounts', async () => {
    const before = await c.algod.getTransactionParams().do();
    await sb.reset();
    const after = await c.algod.getTransactionParams().do();
    expect((await c.algod.status().do()).lastRound).toBe(0n);
    expect(Buffer.from(after.genesisHash!).equals(Buffer.from(before.genesisHash!))).toBe(false);
    const fresh = await fundedAccounts(c.kmd);
    expect(fresh).toHaveLength(3);
    expect(fresh[0]!.addr.toString()).not.toBe(rich[0]!.addr.toString());
  });
});
