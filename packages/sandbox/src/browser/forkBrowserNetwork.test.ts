import 'fake-indexeddb/auto';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHttpClient } from '../../test/support/fetchHttpClient';
import {
  buildRemoteWorld,
  counterCall,
  remoteDoor,
  type RemoteDoor,
  type RemoteWorld,
} from '../../test/support/forkRemote';
import { type SandboxHarness, sandboxHarness } from '../../test/support/sandboxHarness';
import { ForkError } from '../fork/ForkError';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import type { BrowserSandbox } from './BrowserSandbox';
import { createBrowserSandbox } from './createBrowserSandbox';
import { IdbNetworkStorage } from './IdbNetworkStorage';
import { BROWSER_NETWORK } from './startBrowserSandbox';

// The Browser network forked from a second (Node) sandbox, "the remote", through a door that counts
// requests: its fork is kept in IndexedDB (fake-indexeddb here), so a restart (a reload of the page,
// a new Service Worker) continues the same fork without asking the remote what it already read.

const OPTIONS = { accounts: 2, token: DEFAULT_TOKEN, network: BROWSER_NETWORK, scrypt: FAST_SCRYPT };
const open = async (db: string, corsProbe?: () => Promise<unknown>) =>
  createBrowserSandbox(await IdbNetworkStorage.open(db), { ...OPTIONS, ...(corsProbe && { corsProbe }) });
const algodOf = (sb: BrowserSandbox) =>
  new algosdk.Algodv2(
    fetchHttpClient((r) => sb.fetch('algod', r), { 'X-Algo-API-Token': sb.token }),
    '',
  );
const indexerOf = (sb: BrowserSandbox) =>
  new algosdk.Indexer(fetchHttpClient((r) => sb.fetch('indexer', r), { 'X-Indexer-API-Token': sb.token }));
const globalN = async (on: BrowserSandbox | algosdk.Algodv2, appId: bigint) => {
  const algod = on instanceof algosdk.Algodv2 ? on : algodOf(on);
  const app = await algod.getApplicationByID(appId).do();
  return app.params?.globalState?.find((kv) => Buffer.from(kv.key).toString() === 'n')?.value.uint;
};

let remote: SandboxHarness;
let world: RemoteWorld;
let door: RemoteDoor;

beforeAll(async () => {
  remote = await sandboxHarness();
  world = await buildRemoteWorld(remote);
  door = await remoteDoor(remote.sb.algod.url);
});
afterAll(async () => {
  await door?.close();
  await remote?.stop();
});

describe('a fork in the Browser network (IndexedDB)', () => {
  it('forks the remote, commits on the fork only, and after a restart reads nothing twice', async () => {
    const db = `fork-${Math.random()}`;
    let sb = await open(db);
    expect(sb.forkOf).toBeUndefined();
    const forkRound = remote.sb.ledger.latestRound();
    await sb.fork({ url: `${door.url}/`, token: remote.sb.token, indexerUrl: remote.sb.indexer.url });
    expect(sb.forkOf).toBe(door.url);
    const algod = algodOf(sb);
    const [mine, theirs] = await Promise.all([
      algod.getTransactionParams().do(),
      remote.algod.getTransactionParams().do(),
    ]);
    expect(sb.genesisId).toBe(theirs.genesisID);
    expect(mine.genesisID).toBe(theirs.genesisID);
    expect((await algod.status().do()).lastRound).toBe(forkRound);

    // An app call signed with the remote's real key: committed on the fork, not on the remote.
    await algod
      .sendRawTransaction(counterCall(world.holder.addr, world.appId, mine).signTxn(world.holder.sk))
      .do();
    expect(await globalN(sb, world.appId)).toBe(7n);
    expect(await globalN(remote.algod, world.appId)).toBe(6n);
    const holder = await algod.accountInformation(world.holder.addr).do();
    expect(holder.assets?.find((h) => h.assetId === world.assetId)?.amount).toBe(40n);
    // The fork's indexer holds its own block; a remote entity falls through to the remote's indexer.
    expect((await indexerOf(sb).lookupAssetByID(world.assetId).do()).asset.params.unitName).toBe('FRK');

    // A restart (a reload): the same fork, its block replayed from what was kept, nothing refetched.
    await sb.close();
    const asked = door.count;
    sb = await open(db);
    expect(sb.forkOf).toBe(door.url);
    expect((await algodOf(sb).status().do()).lastRound).toBe(forkRound + 1n);
    expect(await globalN(sb, world.appId)).toBe(7n);
    expect((await algodOf(sb).accountInformation(world.holder.addr).do()).amount).toBe(holder.amount);
    expect(door.count).toBe(asked);

    // A fork is not a network file; a reset makes it a plain Browser network again.
    await expect(sb.exportNetwork()).rejects.toThrow(/is not exported as a network file/);
    await sb.reset();
    expect(sb.forkOf).toBeUndefined();
    expect(sb.genesisId).toBe('sextant-browser-v1');
    await sb.close();
    sb = await open(db);
    expect(sb.forkOf).toBeUndefined();
    await sb.close();
  });

  it('says when the remote answers but refuses this origin (CORS), and changes nothing', async () => {
    const db = `fork-cors-${Math.random()}`;
    // What a browser does: the page may not read the answer (a failed fetch), yet a no-cors request succeeds.
    const shut = await remoteDoor(remote.sb.algod.url);
    const url = shut.url;
    await shut.close();
    const sb = await open(db, () => Promise.resolve(new Response(null)));
    const before = await algodOf(sb).status().do();
    const refused = await sb.fork({ url, timeoutMs: 1000 }).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ForkError);
    expect((refused as ForkError).code).toBe('cors');
    expect((refused as ForkError).message).toContain('does not allow requests from this origin (CORS)');
    expect(sb.forkOf).toBeUndefined();
    expect(sb.genesisId).toBe('sextant-browser-v1');
    expect((await algodOf(sb).status().do()).lastRound).toBe(before.lastRound);
    await sb.close();
  });

  it('says the remote is unreachable when even a no-cors request fails', async () => {
    const shut = await remoteDoor(remote.sb.algod.url);
    const url = shut.url;
    await shut.close();
    const sb = await open(`fork-down-${Math.random()}`, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const refused = await sb.fork({ url, timeoutMs: 1000 }).catch((err: unknown) => err);
    expect((refused as ForkError).code).toBe('unreachable');
    expect(sb.forkOf).toBeUndefined();
    await sb.close();
  });
});
