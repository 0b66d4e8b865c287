import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FAST_SCRYPT } from '../kmd/kmdTestKit';
import { DEFAULT_TOKEN } from '../SandboxOptions';
import { startSandbox } from '../startSandbox';
import { DataDirNetworkStorage } from './DataDirNetworkStorage';
import { openNetwork } from './openNetwork';

const root = mkdtempSync(join(tmpdir(), 'sextant-datadir-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const options = { accounts: 2, token: DEFAULT_TOKEN, network: 'sandnet', scrypt: FAST_SCRYPT };

describe('DataDirNetworkStorage: a Node data dir as the storage openNetwork runs on', () => {
  it('is empty before first use, then holds the genesis openNetwork made and is opened again as the same network', async () => {
    const dataDir = join(root, 'fresh');
    const storage = new DataDirNetworkStorage(dataDir);
    expect(await storage.snapshot()).toBeUndefined();

    const first = await openNetwork(storage, options);
    const genesisHash = first.ledger.genesisHash;
    await first.close();
    expect(readdirSync(dataDir).sort()).toEqual(['blocks.log', 'genesis-keys.json', 'genesis.json', 'kmd']);

    const again = await openNetwork(new DataDirNetworkStorage(dataDir), options);
    expect(again.ledger.genesisHash).toEqual(genesisHash);
    expect(again.keys.map((k) => k.address)).toEqual(first.keys.map((k) => k.address));
    await again.close();
  });

  it('replaces itself with a snapshot, and with nothing removes the dir (a new genesis next time)', async () => {
    const from = new DataDirNetworkStorage(join(root, 'from'));
    const made = await openNetwork(from, options);
    await made.close();
    const snapshot = (await from.snapshot())!;

    const to = new DataDirNetworkStorage(join(root, 'to'));
    await to.replace(snapshot);
    expect((await to.snapshot())?.genesis).toEqual(snapshot.genesis);
    expect(existsSync(join(root, 'to.import'))).toBe(false);
    expect(existsSync(join(root, 'to.replaced'))).toBe(false);

    await to.replace(undefined);
    expect(existsSync(join(root, 'to'))).toBe(false);
    expect(await to.snapshot()).toBeUndefined();
    const fresh = await openNetwork(to, options);
    expect(fresh.genesis).not.toEqual(snapshot.genesis);
    await fresh.close();
  });

  it('startSandbox keeps a data dir across restarts, and `reset` starts it over with a new genesis', async () => {
    const dataDir = join(root, 'restart');
    const ports = { algodPort: 0, indexerPort: 0, kmdPort: 0, accounts: 2 };
    const first = await startSandbox({ dataDir, ...ports });
    const genesisHash = first.ledger.genesisHash;
    await first.stop();

    const kept = await startSandbox({ dataDir, ...ports });
    expect(kept.ledger.genesisHash).toEqual(genesisHash);
    await kept.stop();

    const reset = await startSandbox({ dataDir, reset: true, ...ports });
    expect(reset.ledger.genesisHash).not.toEqual(genesisHash);
    await reset.stop();
    expect((await new DataDirNetworkStorage(dataDir).snapshot())?.genesis).toEqual(reset.genesis);
  });
});
