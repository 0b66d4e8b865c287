import algosdk from 'algosdk';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../startSandbox';
import { b64, clientFor, type KmdUnderTest, makeGenesisKeys, serveKmd } from './kmdTestKit';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('kmd wallets persist in the data dir, encrypted', () => {
  const dirs: string[] = [];
  const open: KmdUnderTest[] = [];
  const tempDir = () => {
    const d = mkdtempSync(join(tmpdir(), 'sextant-kmd-'));
    dirs.push(d);
    return d;
  };
  const start = async (dataDir: string, genesisKeys = makeGenesisKeys(2)) => {
    const k = await serveKmd({ dataDir, genesisKeys });
    open.push(k);
    return k;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((k) => k.close()));
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('keeps wallets, keys, multisigs and the key index across a restart', async () => {
    const dataDir = tempDir();
    const genesis = makeGenesisKeys(2);
    const password = 'hunter2 but longer';
    const first = await start(dataDir, genesis);
    const id = (await first.kmd.createWallet('alice', password)).wallet.id as string;
    let h = (await first.kmd.initWalletHandle(id, password)).wallet_handle_token;
    const imported = algosdk.generateAccount();
    await first.kmd.importKey(h, imported.sk);
    const generated = (await first.kmd.generateKey(h)).address as string;
    const pks = [imported.addr.publicKey, algosdk.decodeAddress(generated).publicKey].map(b64);
    const msig = (await first.kmd.importMultisig(h, 1, 1, pks)).address as string;
    await first.kmd.renameWallet(id, password, 'alice-renamed');
    const defaultBefore = (await first.kmd.listWallets()).wallets;
    await first.close();
    open.splice(0);

    const second = await start(dataDir, genesis);
    expect((await second.kmd.listWallets()).wallets).toEqual(defaultBefore);
    await expect(second.kmd.initWalletHandle(id, 'wrong')).rejects.toThrow(/wrong password/);
    h = (await second.kmd.initWalletHandle(id, password)).wallet_handle_token;
    expect((await second.kmd.listKeys(h)).addresses).toEqual([imported.addr.toString(), generated]);
    expect((await second.kmd.exportKey(h, password, imported.addr.toString())).private_key).toEqual(
      imported.sk,
    );
    expect(await second.kmd.exportMultisig(h, msig)).toEqual({ multisig_version: 1, threshold: 1, pks });
    // The max key index survived: the next key is the second of the sequence, not the first again.
    const next = (await second.kmd.generateKey(h)).address;
    expect(next).not.toBe(generated);
    expect((await second.kmd.listKeys(h)).addresses).toHaveLength(3);
  });

  it('stores neither the password nor any secret in the clear', async () => {
    const dataDir = tempDir();
    const genesis = makeGenesisKeys(2);
    const password = 'plaintext-canary-password';
    const k = await start(dataDir, genesis);
    const id = (await k.kmd.createWallet('secretive', password)).wallet.id;
    const h = (await k.kmd.initWalletHandle(id, password)).wallet_handle_token;
    const acct = algosdk.generateAccount();
    await k.kmd.importKey(h, acct.sk);
    const generated = (await k.kmd.generateKey(h)).address as string;
    const mdk = (await k.kmd.exportMasterDerivationKey(h, password)).master_derivation_key as Uint8Array;
    const generatedSk = (await k.kmd.exportKey(h, password, generated)).private_key as Uint8Array;

    const files = filesUnder(join(dataDir, 'kmd'));
    expect(files.length).toBe(2); // the default wallet and this one, no temp files left behind
    const text = files.map((f) => readFileSync(f, 'latin1')).join('\n');
    const canaries = [
      password,
      acct.addr.toString(),
      generated,
      ...genesis.map((g) => g.address),
      ...[acct.sk, generatedSk, mdk, ...genesis.map((g) => g.secretKey)].flatMap((bytes) => [
        b64(bytes.subarray(0, 32)),
        Buffer.from(bytes.subarray(0, 32)).toString('hex'),
        Buffer.from(bytes.subarray(0, 32)).toString('latin1'),
      ]),
    ];
    for (const canary of canaries) expect(text.includes(canary), `file contains ${canary}`).toBe(false);
    expect(text).toContain('secretive'); // names are listed without a password, as in kmd
  });

  it('gives the default wallet a stable id per data dir, through startSandbox too', async () => {
    const dataDir = tempDir();
    const a = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    const ka = clientFor(a.kmd.url, a.token);
    const before = (await ka.kmd.listWallets()).wallets;
    const ha = (await ka.kmd.initWalletHandle(before[0].id, '')).wallet_handle_token;
    const keysBefore = (await ka.kmd.listKeys(ha)).addresses;
    await a.stop();

    const b = await startSandbox({ dataDir, algodPort: 0, indexerPort: 0, kmdPort: 0 });
    try {
      const kb = clientFor(b.kmd.url, b.token);
      expect((await kb.kmd.listWallets()).wallets).toEqual(before);
      const hb = (await kb.kmd.initWalletHandle(before[0].id, '')).wallet_handle_token;
      expect((await kb.kmd.listKeys(hb)).addresses).toEqual(keysBefore);
      expect(keysBefore).toEqual(b.genesisKeys.map((g) => g.address));
    } finally {
      await b.stop();
    }
  });

  it('without a data dir, wallets live in memory only', async () => {
    const genesis = makeGenesisKeys(1);
    const k1 = await serveKmd({ genesisKeys: genesis });
    open.push(k1);
    await k1.kmd.createWallet('ephemeral', '');
    const k2 = await serveKmd({ genesisKeys: genesis });
    open.push(k2);
    const names = (await k2.kmd.listWallets()).wallets.map((w: { name: string }) => w.name);
    expect(names).toEqual(['unencrypted-default-wallet']);
    // Same genesis, same default wallet id.
    const defaultId = async (k: KmdUnderTest) =>
      (await k.kmd.listWallets()).wallets.find(
        (w: { name: string }) => w.name === 'unencrypted-default-wallet',
      ).id;
    expect(await defaultId(k2)).toBe(await defaultId(k1));
  });
});
