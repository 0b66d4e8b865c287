import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../test/spec/expectMatchesSpec';
import { type RunningSandbox, startSandbox } from '../startSandbox';

/**
 * The real thing: transactions submitted through algosdk's Algodv2 to a started sandbox, read back
 * through algosdk's Indexer client and raw HTTP, every body checked against the indexer spec and
 * the derived state checked against the ledger's own.
 */
let sb: RunningSandbox;
let algod: algosdk.Algodv2;
let indexer: algosdk.Indexer;
let dataDir: string;
const txids: Record<string, string> = {};
let coin = 0n;
let keys: { address: string; secretKey: Uint8Array }[];
let fresh: algosdk.Account;

async function raw(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${sb.indexer.url}${path}`, { headers: { 'X-Indexer-API-Token': sb.token } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function send(stxn: Uint8Array | Uint8Array[]): Promise<string> {
  return (await algod.sendRawTransaction(stxn).do()).txid;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sextant-indexer-'));
  sb = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, dataDir, accounts: 3 });
  algod = new algosdk.Algodv2(sb.token, 'http://127.0.0.1', sb.algod.port);
  indexer = new algosdk.Indexer(sb.token, 'http://127.0.0.1', sb.indexer.port);
  keys = sb.genesisKeys;
  const [a, b, c] = keys as [(typeof keys)[0], (typeof keys)[0], (typeof keys)[0]];
  const sp = await algod.getTransactionParams().do();
  const pay = (from: string, to: string, amount: number, extra: object = {}) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      suggestedParams: sp,
      ...extra,
    });
  fresh = algosdk.generateAccount();
  const msigParams = { version: 1, threshold: 2, addrs: [a.address, b.address, c.address] };
  const msig = algosdk.multisigAddress(msigParams).toString();

  txids.fund = await send(
    pay(a.address, fresh.addr.toString(), 2_000_000, { note: new TextEncoder().encode('hello') }).signTxn(
      a.secretKey,
    ),
  );
  txids.fundMsig = await send(pay(a.address, msig, 1_000_000).signTxn(a.secretKey));
  const m = pay(msig, b.address, 1000);
  const blob = algosdk.appendSignMultisigTransaction(
    algosdk.signMultisigTransaction(m, msigParams, a.secretKey).blob,
    msigParams,
    b.secretKey,
  ).blob;
  txids.msig = await send(blob);
  const g1 = pay(a.address, b.address, 5);
  const g2 = pay(b.address, a.address, 6);
  algosdk.assignGroupID([g1, g2]);
  txids.group = await send([g1.signTxn(a.secretKey), g2.signTxn(b.secretKey)]);
  txids.create = await send(
    algosdk
      .makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: a.address,
        total: 2n ** 64n - 1n,
        decimals: 0,
        defaultFrozen: false,
        unitName: 'BIG',
        assetName: 'Big Supply',
        manager: a.address,
        reserve: a.address,
        freeze: a.address,
        clawback: a.address,
        suggestedParams: sp,
      })
      .signTxn(a.secretKey),
  );
  coin = (await algod.pendingTransactionInformation(txids.create).do()).assetIndex as bigint;
  const axfer = (from: string, to: string, amount: number | bigint, extra: object = {}) =>
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: from,
      receiver: to,
      amount,
      assetIndex: coin,
      suggestedParams: sp,
      ...extra,
    });
  txids.optin = await send(axfer(fresh.addr.toString(), fresh.addr.toString(), 0).signTxn(fresh.sk));
  txids.xfer = await send(axfer(a.address, fresh.addr.toString(), 2n ** 63n).signTxn(a.secretKey));
  txids.freeze = await send(
    algosdk
      .makeAssetFreezeTxnWithSuggestedParamsFromObject({
        sender: a.address,
        assetIndex: coin,
        freezeTarget: fresh.addr.toString(),
        frozen: true,
        suggestedParams: sp,
      })
      .signTxn(a.secretKey),
  );
  txids.clawback = await send(
    axfer(a.address, a.address, 10, { assetSender: fresh.addr.toString() }).signTxn(a.secretKey),
  );
  txids.keyreg = await send(
    algosdk
      .makeKeyRegistrationTxnWithSuggestedParamsFromObject({ sender: c.address, suggestedParams: sp })
      .signTxn(c.secretKey),
  );
  txids.rekey = await send(pay(b.address, b.address, 0, { rekeyTo: a.address }).signTxn(b.secretKey));
  txids.authorized = await send(pay(b.address, c.address, 7).signTxn(a.secretKey));
});

afterAll(async () => {
  await sb.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('indexer over a live sandbox', () => {
  it('finds every submitted transaction at the round algod confirmed it', async () => {
    for (const [name, txid] of Object.entries(txids)) {
      const pending = await algod.pendingTransactionInformation(txid).do();
      const res = await indexer.lookupTransactionByID(txid).do();
      expect(res.transaction.id, name).toBe(txid);
      expect(res.transaction.confirmedRound, name).toBe(pending.confirmedRound);
      expectMatchesSpec(
        'indexer',
        'get',
        '/v2/transactions/{txid}',
        200,
        (await raw(`/v2/transactions/${txid}`)).body,
      );
    }
    const all = await indexer.searchForTransactions().do();
    expect(all.transactions).toHaveLength(Object.keys(txids).length + 1); // the group has two
  });

  it('prints uint64 amounts exactly (no JS number on the way)', async () => {
    const text = await (
      await fetch(`${sb.indexer.url}/v2/transactions/${txids.create}`, {
        headers: { 'X-Indexer-API-Token': sb.token },
      })
    ).text();
    expect(text).toContain('"total":18446744073709551615');
    const xfer = await indexer.lookupTransactionByID(txids.xfer as string).do();
    expect(xfer.transaction.assetTransferTransaction?.amount).toBe(2n ** 63n);
  });

  it('agrees with the ledger on accounts and holdings', async () => {
    for (const address of [...keys.map((k) => k.address), fresh.addr.toString()]) {
      const ledgerAcct = await algod.accountInformation(address).do();
      const res = await indexer.lookupAccountByID(address).do();
      expect(res.account.amount).toBe(ledgerAcct.amount);
      expect(BigInt(res.account.minBalance)).toBe(ledgerAcct.minBalance);
      expect(res.account.status).toBe(ledgerAcct.status);
      expect(res.account.authAddr?.toString()).toBe(ledgerAcct.authAddr?.toString());
      const ledgerHoldings = (ledgerAcct.assets ?? []).map((h) => [h.assetId, h.amount, h.isFrozen]);
      expect((res.account.assets ?? []).map((h) => [h.assetId, h.amount, h.isFrozen])).toEqual(
        ledgerHoldings,
      );
      expectMatchesSpec(
        'indexer',
        'get',
        '/v2/accounts/{account-id}',
        200,
        (await raw(`/v2/accounts/${address}`)).body,
      );
    }
    const asset = await indexer.lookupAssetByID(coin).do();
    const ledgerAsset = await algod.getAssetByID(coin).do();
    expect(asset.asset.params.total).toBe(ledgerAsset.params?.total);
    expect(asset.asset.params.manager).toBe(ledgerAsset.params?.manager?.toString());
  });

  it('shows auth-addr, multisig and group details', async () => {
    const auth = await indexer.lookupTransactionByID(txids.authorized as string).do();
    expect(auth.transaction.authAddr?.toString()).toBe(keys[0]?.address);
    const m = await indexer.lookupTransactionByID(txids.msig as string).do();
    expect(
      m.transaction.signature?.multisig?.subsignature?.filter((x) => x.signature !== undefined),
    ).toHaveLength(2);
    const grouped = await indexer
      .searchForTransactions()
      .groupid(
        (await indexer.lookupTransactionByID(txids.group as string).do()).transaction.group as Uint8Array,
      )
      .do();
    expect(grouped.transactions).toHaveLength(2);
  });

  it('serves every list endpoint spec-shaped', async () => {
    const a = keys[0]?.address as string;
    const paths: Array<[string, string]> = [
      ['/v2/accounts', '/v2/accounts'],
      [`/v2/accounts/${a}/transactions`, '/v2/accounts/{account-id}/transactions'],
      [`/v2/accounts/${a}/assets`, '/v2/accounts/{account-id}/assets'],
      [`/v2/accounts/${a}/created-assets`, '/v2/accounts/{account-id}/created-assets'],
      [`/v2/accounts/${a}/apps-local-state`, '/v2/accounts/{account-id}/apps-local-state'],
      [`/v2/accounts/${a}/created-applications`, '/v2/accounts/{account-id}/created-applications'],
      ['/v2/assets', '/v2/assets'],
      [`/v2/assets/${coin}/balances`, '/v2/assets/{asset-id}/balances'],
      [`/v2/assets/${coin}/transactions`, '/v2/assets/{asset-id}/transactions'],
      ['/v2/applications', '/v2/applications'],
      ['/v2/blocks/3', '/v2/blocks/{round-number}'],
      ['/v2/block-headers', '/v2/block-headers'],
      ['/health', '/health'],
    ];
    for (const [path, template] of paths) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expectMatchesSpec('indexer', 'get', template, 200, res.body);
    }
    const headers = await indexer.searchForBlockHeaders().do();
    expect(headers.blocks.map((b) => Number(b.round))).toEqual([
      ...Array(Object.keys(txids).length + 1).keys(),
    ]);
  });

  it('after a restart, indexes the replayed block log the same way', async () => {
    const before = await raw('/v2/transactions');
    await sb.stop();
    sb = await startSandbox({ algodPort: 0, indexerPort: 0, kmdPort: 0, dataDir, accounts: 3 });
    indexer = new algosdk.Indexer(sb.token, 'http://127.0.0.1', sb.indexer.port);
    const after = await raw('/v2/transactions');
    expect(after.body).toEqual(before.body);
    const acct = await indexer.lookupAccountByID(fresh.addr.toString()).do();
    expect(acct.account.assets?.[0]?.isFrozen).toBe(true);
  });
});
