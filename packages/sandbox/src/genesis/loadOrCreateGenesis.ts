import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Genesis } from './Genesis';
import type { GenesisKey } from './GenesisKeys';
import { createGenesis, type NewGenesis } from './createGenesis';

interface StoredKey {
  address: string;
  secretKey: string;
}

/**
 * The data dir's genesis and keys, made on first start. Without a data dir, a new in-memory genesis.
 * The files are written before any block exists, so a crash here leaves either nothing or both.
 */
export function loadOrCreateGenesis(dataDir: string | undefined, accounts: number): NewGenesis {
  if (dataDir === undefined) return createGenesis(accounts);
  const genesisPath = join(dataDir, 'genesis.json');
  const keysPath = join(dataDir, 'genesis-keys.json');
  if (existsSync(genesisPath) && existsSync(keysPath)) {
    const genesis = JSON.parse(readFileSync(genesisPath, 'utf8')) as Genesis;
    const stored = JSON.parse(readFileSync(keysPath, 'utf8')) as StoredKey[];
    const keys: GenesisKey[] = stored.map((k) => ({
      address: k.address,
      secretKey: new Uint8Array(Buffer.from(k.secretKey, 'base64')),
    }));
    return { genesis, keys };
  }
  mkdirSync(dataDir, { recursive: true });
  const made = createGenesis(accounts);
  const stored: StoredKey[] = made.keys.map((k) => ({
    address: k.address,
    secretKey: Buffer.from(k.secretKey).toString('base64'),
  }));
  writeFileSync(keysPath, JSON.stringify(stored, null, 2), { mode: 0o600 });
  writeFileSync(genesisPath, JSON.stringify(made.genesis, null, 2));
  return made;
}
