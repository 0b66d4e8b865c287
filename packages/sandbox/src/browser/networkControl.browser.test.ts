import 'fake-indexeddb/auto';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../../test/support/fetchHttpClient';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import type { BrowserSandbox } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { IdbNetworkStorage } from './IdbNetworkStorage';
import { BROWSER_NETWORK } from './startBrowserSandbox';

// The Browser network serves the same admin API (`/v2/sandbox/...`), over IndexedDB: a revert cuts
// the `blocks` store and the snapshots live in `meta`, both kept across a restart of the worker.

const OPTIONS = { accounts: 3, token: DEFAULT_TOKEN, network: BROWSER_NETWORK, scrypt: FAST_SCRYPT };

const open = async (db: string) => createBrowserSandbox(await IdbNetworkStorage.open(db), OPTIONS);

async function admin<T>(sb: BrowserSandbox, method: string, path: string, body?: unknown): Promise<T> {
  const res = await sb.fetch(
    'algod',
    new Request(`http://sandbox/v2/sandbox/${path}`, {
      method,
      headers: { 'X-Algo-API-Token': sb.token },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }),
  );
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const algodOf = (sb: BrowserSandbox) =>
  new algosdk.Algodv2(
    fetchHttpClient((r) => sb.fetch('algod', r), { 'X-Algo-API-Token': sb.token }),
    '',
  );
const indexerOf = (sb: BrowserSandbox) =>
  new algosdk.Indexer(fetchHttpClient((r) => sb.fetch('indexer', r), { 'X-Indexer-API-Token': sb.token }));

describe('network control in the Browser network (IndexedDB)', () => {
  it('snapshot, revert and impersonation; the reverted chain and the snapshot survive a restart', async () => {
    const db = `control-${Math.random()}`;
    let sb = await open(db);
    const [a, b] = await genesisAddresses(sb);
    // Impersonation: the genesis accounts' keys stay in kmd; an unlocked sender needs none.
    await admin(sb, 'POST', 'unlocked', { address: a });
    const algod = algodOf(sb);
    const payUnsigned = async (amount: number) => {
      const sp = await algod.getTransactionParams().do();
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a,
        receiver: b,
        amount,
        suggestedParams: sp,
      });
      const { txid } = await algod
        .sendRawTransaction(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn })))
        .do();
      return txid;
    };
    await payUnsigned(1);
    const { snapshot } = await admin<{ snapshot: { id: string; round: string } }>(sb, 'POST', 'snapshots', {
      name: 'one',
    });
    const at = (await algod.accountInformation(b).do()).amount;
    const gone = await payUnsigned(2);
    await payUnsigned(3);
    await admin(sb, 'POST', 'rounds', { count: 3 });
    const reverted = await admin<{ round: string; removedRounds: string }>(
      sb,
      'POST',
      `snapshots/${snapshot.id}/revert`,
    );
    expect(reverted).toMatchObject({ round: snapshot.round, removedRounds: '5' });
    expect((await algod.accountInformation(b).do()).amount).toBe(at);
    await expect(indexerOf(sb).lookupTransactionByID(gone).do()).rejects.toThrow(/404|no transaction/i);
    await sb.close();

    // A new worker over the same database: the chain as reverted, the snapshot and the unlocks kept.
    sb = await open(db);
    const again = algodOf(sb);
    expect((await again.status().do()).lastRound).toBe(BigInt(snapshot.round));
    expect((await again.accountInformation(b).do()).amount).toBe(at);
    const list = await admin<{ snapshots: Array<{ id: string; name: string }> }>(sb, 'GET', 'snapshots');
    expect(list.snapshots.map((s) => [s.id, s.name])).toEqual([[snapshot.id, 'one']]);
    expect(await admin(sb, 'GET', 'unlocked')).toEqual({ addresses: [a] });
    const sp = await again.getTransactionParams().do();
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a,
      receiver: b,
      amount: 4,
      suggestedParams: sp,
    });
    const { txid } = await again
      .sendRawTransaction(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn })))
      .do();
    expect((await again.pendingTransactionInformation(txid).do()).confirmedRound).toBeGreaterThan(0n);
    await admin(sb, 'POST', 'reset');
    expect((await again.status().do()).lastRound).toBe(0n);
    await sb.close();
  });
});

/** Two genesis accounts holding Algos (the first of each alloc entry that is not a special account). */
async function genesisAddresses(sb: BrowserSandbox): Promise<[string, string]> {
  const res = await sb.fetch('algod', new Request('http://sandbox/genesis'));
  const genesis = (await res.json()) as { alloc: Array<{ addr: string; comment: string }> };
  const wallets = genesis.alloc.filter((e) => !/fee|reward/i.test(e.comment)).map((e) => e.addr);
  return [wallets[0] as string, wallets[1] as string];
}
