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
 * some of Node's: no `base64url`, and `equals`, `indexOf`, `includes` and `copy` refuse a plain
 * Uint8Array. Everything else in this package's tests runs on Node's own, so here the global is the
 * browser's while each path that handles bytes goes through the shared code: a group, indexer pages
 * with next tokens, an app call with box and state access, an asset transfer, kmd signing (single and
 * multisig), and indexer searches by note prefix and address role.
 */
describe("the sandbox's shared code on the browser's Buffer", () => {
  const nodeBuffer = globalThis.Buffer;
  let sb: BrowserSandbox;
  let algod: algosdk.Algodv2;
  let indexer: algosdk.Indexer;
  let rich: algosdk.Account;
  let kmd: algosdk.Kmd;
  let handle: string;

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
    kmd = new algosdk.Kmd(via('kmd', 'X-KMD-API-Token') as unknown as string);
    const { wallets } = (await kmd.listWallets()) as { wallets: Array<{ id: string }> };
    handle = (await kmd.initWalletHandle(wallets[0]!.id, '')).wallet_handle_token as string;
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

  const params = () => algod.getTransactionParams().do();
  async function commit(...txns: algosdk.Transaction[]): Promise<bigint> {
    const signed = txns.map((t) => t.signTxn(rich.sk));
    const { txid } = await algod.sendRawTransaction(signed).do();
    return (await algosdk.waitForConfirmation(algod, txid, 4)).confirmedRound!;
  }
  async function compile(source: string): Promise<Uint8Array> {
    const { result } = await algod.compile(new TextEncoder().encode(source)).do();
    return new Uint8Array(Buffer.from(result, 'base64'));
  }

  it('creates and calls an app that writes global state and a box; algod and the indexer read them', async () => {
    const approval = await compile(
      [
        '#pragma version 10',
        'txn ApplicationID',
        'bz done',
        'byte "count"',
        'byte "count"',
        'app_global_get',
        'int 1',
        '+',
        'app_global_put',
        'byte "b1"',
        'int 8',
        'box_create',
        'pop',
        'byte "b1"',
        'int 0',
        'byte "abcdefgh"',
        'box_replace',
        'done:',
        'int 1',
        'return',
      ].join('\n'),
    );
    const clear = await compile('#pragma version 10\nint 1\nreturn');
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: rich.addr,
      approvalProgram: approval,
      clearProgram: clear,
      numGlobalInts: 1,
      numGlobalByteSlices: 0,
      numLocalInts: 0,
      numLocalByteSlices: 0,
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      suggestedParams: await params(),
    });
    await commit(create);
    const { applicationIndex } = await algod.pendingTransactionInformation(create.txID()).do();
    const appId = applicationIndex!;
    const sp = await params();
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: algosdk.getApplicationAddress(appId),
      amount: 1_000_000,
      suggestedParams: sp,
    });
    const call = algosdk.makeApplicationNoOpTxnFromObject({
      sender: rich.addr,
      appIndex: appId,
      boxes: [{ appIndex: 0, name: new TextEncoder().encode('b1') }],
      suggestedParams: sp,
    });
    await commit(...algosdk.assignGroupID([fund, call]));

    const app = await algod.getApplicationByID(appId).do();
    expect(app.params?.globalState?.map((kv) => [Buffer.from(kv.key).toString(), kv.value.uint])).toEqual([
      ['count', 1n],
    ]);
    const box = await algod.getApplicationBoxByName(appId, new TextEncoder().encode('b1')).do();
    expect(new TextDecoder().decode(box.value)).toBe('abcdefgh');
    const names = await algod.getApplicationBoxes(appId).do();
    expect(names.boxes.map((b) => new TextDecoder().decode(b.name))).toEqual(['b1']);
    const indexed = await indexer.searchForApplicationBoxes(appId).do();
    expect(indexed.boxes.map((b) => new TextDecoder().decode(b.name))).toEqual(['b1']);
  });

  it('creates an asset, opts an account in and transfers to it; the indexer lists the holding', async () => {
    const holder = algosdk.generateAccount();
    const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      total: 1000n,
      decimals: 0,
      defaultFrozen: false,
      unitName: 'BUF',
      assetName: 'Browser Buffer',
      manager: rich.addr,
      suggestedParams: await params(),
    });
    await commit(create);
    const { assetIndex } = await algod.pendingTransactionInformation(create.txID()).do();
    const sp = await params();
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: holder.addr,
      amount: 1_000_000,
      suggestedParams: sp,
    });
    await commit(fund);
    const optIn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: holder.addr,
      receiver: holder.addr,
      amount: 0,
      assetIndex: assetIndex!,
      suggestedParams: sp,
    });
    const send = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: holder.addr,
      amount: 25,
      assetIndex: assetIndex!,
      suggestedParams: sp,
    });
    algosdk.assignGroupID([optIn, send]);
    const { txid } = await algod.sendRawTransaction([optIn.signTxn(holder.sk), send.signTxn(rich.sk)]).do();
    await algosdk.waitForConfirmation(algod, txid, 4);

    const held = await algod.accountAssetInformation(holder.addr, assetIndex!).do();
    expect(held.assetHolding?.amount).toBe(25n);
    const balances = await indexer.lookupAssetBalances(assetIndex!).do();
    expect(balances.balances.find((b) => b.address === holder.addr.toString())?.amount).toBe(25n);
  });

  it('signs with kmd, a single key and a 2-of-3 multisig, and the node accepts both', async () => {
    const others = [algosdk.generateAccount(), algosdk.generateAccount()];
    const msig = {
      version: 1,
      threshold: 2,
      addrs: [rich.addr.toString(), ...others.map((o) => o.addr.toString())],
    };
    const msigAddr = algosdk.multisigAddress(msig);
    const sp = await params();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: rich.addr,
      receiver: msigAddr,
      amount: 1_000_000,
      suggestedParams: sp,
    });
    const signed = (await kmd.signTransaction(handle, '', pay)) as Uint8Array;
    const { txid } = await algod.sendRawTransaction(signed).do();
    await algosdk.waitForConfirmation(algod, txid, 4);

    const pks = msig.addrs.map((a) => Buffer.from(algosdk.decodeAddress(a).publicKey).toString('base64'));
    expect((await kmd.importMultisig(handle, msig.version, msig.threshold, pks)).address).toBe(
      msigAddr.toString(),
    );
    const back = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: msigAddr,
      receiver: rich.addr,
      amount: 100_000,
      suggestedParams: sp,
    });
    // kmd's first signature (no partial yet), then algosdk's with the second key, merged by kmd's
    // wire form: `{ msig, txn }` msgpack.
    const noPartial = undefined as unknown as string;
    const first = (await kmd.signMultisigTransaction(handle, '', back, rich.addr.publicKey, noPartial)) as {
      multisig: string;
    };
    const fromKmd = algosdk.msgpackRawEncode({
      msig: algosdk.msgpackRawDecode(Buffer.from(first.multisig, 'base64')),
      txn: algosdk.msgpackRawDecode(algosdk.encodeMsgpack(back)),
    });
    const both = algosdk.mergeMultisigTransactions([
      fromKmd,
      algosdk.signMultisigTransaction(back, msig, others[0]!.sk).blob,
    ]);
    const sent = await algod.sendRawTransaction(both).do();
    await algosdk.waitForConfirmation(algod, sent.txid, 4);
    const info = await algod.accountInformation(msigAddr).do();
    expect(info.amount).toBe(900_000n - 1000n);
  });

  it('searches the indexer by note prefix and by address with a role', async () => {
    const to = algosdk.generateAccount().addr;
    const sp = await params();
    const pay = (note: string) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich.addr,
        receiver: to,
        amount: 200_000,
        note: new TextEncoder().encode(note),
        suggestedParams: sp,
      });
    const [a, b] = [pay('buffer:a'), pay('other:b')];
    await commit(a);
    await commit(b);
    const byNote = await indexer.searchForTransactions().notePrefix(new TextEncoder().encode('buffer:')).do();
    expect(byNote.transactions.map((t) => t.id)).toEqual([a.txID()]);
    const asReceiver = await indexer.searchForTransactions().address(to).addressRole('receiver').do();
    expect(asReceiver.transactions.map((t) => t.id).sort()).toEqual([a.txID(), b.txID()].sort());
    const asSender = await indexer.searchForTransactions().address(to).addressRole('sender').do();
    expect(asSender.transactions).toEqual([]);
  });
});
