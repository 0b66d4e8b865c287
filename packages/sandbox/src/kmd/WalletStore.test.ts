import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WalletFiles } from './WalletFiles';
import { DEFAULT_WALLET_NAME, WalletStore } from './WalletStore';
import { FAST_SCRYPT, makeGenesisKeys } from './kmdTestKit';

describe('WalletStore', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('makes the default wallet from the genesis keys, once each, public half not trusted', async () => {
    const genesis = makeGenesisKeys(2);
    const [g0, g1] = genesis as [(typeof genesis)[0], (typeof genesis)[0]];
    const lying = new Uint8Array(g1.secretKey);
    lying.fill(0, 32); // a wrong public half must not matter
    const store = await WalletStore.open({
      genesisKeys: [g0, { address: g1.address, secretKey: lying }, g0],
      scrypt: FAST_SCRYPT,
    });
    const [meta] = store.list();
    expect(meta?.name).toBe(DEFAULT_WALLET_NAME);
    const wallet = store.access(meta?.id as string, await store.unlock(meta?.id as string, ''));
    expect(wallet.listKeys()).toEqual([g0.secretKey.subarray(32), g1.secretKey.subarray(32)]);
  });

  it('drops decrypted secrets on lock and reopens them with the handle key', async () => {
    const store = await WalletStore.open({ genesisKeys: [], scrypt: FAST_SCRYPT });
    const { id } = await store.create('w', 'pw', new Uint8Array(32));
    const key = await store.unlock(id, 'pw');
    const generated = store.access(id, key).generateKey();
    store.lock(id);
    const reopened = store.access(id, key);
    expect(reopened.listKeys()).toEqual([generated]);
    expect(reopened).toBe(store.access(id, key)); // one live Wallet per wallet while unlocked
    await expect(store.unlock(id, 'nope')).rejects.toThrow('error decrypting. wrong password?');
  });

  it('enforces unique, bounded names and finds wallets by id only', async () => {
    const store = await WalletStore.open({ genesisKeys: [], scrypt: FAST_SCRYPT });
    await expect(store.create(DEFAULT_WALLET_NAME, '', new Uint8Array(32))).rejects.toThrow(
      'wallet with same name already exists',
    );
    await expect(store.create('é'.repeat(33), '', new Uint8Array(32))).rejects.toThrow(
      'wallet name too long',
    );
    const [a, b] = await Promise.all(
      [store.create('race', '', new Uint8Array(32)), store.create('race', '', new Uint8Array(32))].map((p) =>
        p.then(
          (m) => m.id,
          (e: Error) => e.message,
        ),
      ),
    );
    expect([a, b].filter((r) => r === 'wallet with same name already exists')).toHaveLength(1);
    expect(() => store.meta('race')).toThrow('wallet not found');
  });

  it('skips files in the wallets dir that are not wallets', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sextant-kmdstore-'));
    dirs.push(dataDir);
    const first = await WalletStore.open({
      persistence: new WalletFiles(dataDir),
      genesisKeys: [],
      scrypt: FAST_SCRYPT,
    });
    const [meta] = first.list();
    writeFileSync(join(dataDir, 'kmd', 'wallets', 'junk.json'), '{"hello":');
    writeFileSync(join(dataDir, 'kmd', 'wallets', 'other.json'), '{"format":"something-else"}');
    writeFileSync(join(dataDir, 'kmd', 'wallets', 'notes.txt'), 'hi');
    const second = await WalletStore.open({
      persistence: new WalletFiles(dataDir),
      genesisKeys: [],
      scrypt: FAST_SCRYPT,
    });
    expect(second.list()).toEqual([meta]);
  });
});
