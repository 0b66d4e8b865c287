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
  const stored = readGenesisFiles(dataDir);
  if (stored !== undefined) return stored;
  const made = createGenesis(accounts);
  writeGenesisFiles(dataDir, made);
  return made;
}

/** `genesis.json` and `genesis-keys.json` of a data dir, if both are there. */
export function readGenesisFiles(dataDir: string): NewGenesis | undefined {
  const genesisPath = join(dataDir, 'genesis.json');
  const keysPath = join(dataDir, 'genesis-keys.json');
  if (!existsSync(genesisPath) || !existsSync(keysPath)) return undefined;
  const genesis = JSON.parse(readFileSync(genesisPath, 'utf8')) as Genesis;
  const stored = JSON.parse(readFileSync(keysPath, 'utf8')) as StoredKey[];
  const keys: GenesisKey[] = stored.map((k) => ({
    address: k.address,
    secretKey: new Uint8Array(Buffer.from(k.secretKey, 'base64')),
  }));
  return { genesis, keys };
}

/** Writes the keys, then the genesis (whose presence marks the pair complete). */
export function writeGenesisFiles(dataDir: string, made: NewGenesis): void {
  mkdirSync(dataDir, { recursive: true });
  const stored: StoredKey[] = made.keys.map((k) => ({
    address: k.address,
    secretKey: Buffer.from(k.secretKey).toString('base64'),
  }));
  writeFileSync(join(dataDir, 'genesis-keys.json'), JSON.stringify(stored, null, 2), { mode: 0o600 });
  writeFileSync(join(dataDir, 'genesis.json'), JSON.stringify(made.genesis, null, 2));
}
