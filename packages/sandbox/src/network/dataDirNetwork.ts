import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGenesisFiles, writeGenesisFiles } from '../genesis/loadOrCreateGenesis';
import { WalletFiles } from '../kmd/WalletFiles';
import { isWalletFile } from '../kmd/WalletPersistence';
import { decodeFrame, encodeFrame } from '../store/blockFraming';
import type { BlockRecord } from '../store/BlockRecord';
import { checkSnapshot } from './openNetwork';
import { decodeNetworkFile, encodeNetworkFile } from './networkFile';

/**
 * A Node data dir (genesis files, `blocks.log`, kmd wallet files) as a network file and back: the
 * same file the browser sandbox exports and imports, so a state moves between the two. Only for a
 * data dir no running sandbox uses.
 */
export async function exportDataDir(dataDir: string): Promise<Uint8Array> {
  const made = readGenesisFiles(dataDir);
  if (made === undefined) throw new Error(`no network in ${dataDir} (genesis.json is missing)`);
  const path = join(dataDir, 'blocks.log');
  const bytes = existsSync(path) ? new Uint8Array(readFileSync(path)) : new Uint8Array(0);
  const records: BlockRecord[] = [];
  // Up to the first torn or zero record, as the ledger would replay it.
  for (let f = decodeFrame(bytes, 0); f !== undefined; f = decodeFrame(bytes, f.next)) records.push(f.record);
  const wallets = (await new WalletFiles(dataDir).load()).filter(isWalletFile);
  return encodeNetworkFile({ ...made, records, wallets });
}

/**
 * Replaces `dataDir` with the network in `file`, checked first (a bad file changes nothing): the
 * new dir is written beside it and swapped in by renames.
 */
export async function importDataDir(dataDir: string, file: Uint8Array): Promise<void> {
  const snapshot = decodeNetworkFile(file);
  await checkSnapshot(snapshot);
  const next = `${dataDir}.import`;
  const old = `${dataDir}.replaced`;
  rmSync(next, { recursive: true, force: true });
  writeGenesisFiles(next, snapshot);
  writeFileSync(join(next, 'blocks.log'), Buffer.concat(snapshot.records.map(encodeFrame)));
  const wallets = new WalletFiles(next);
  await wallets.load(); // makes the wallets dir
  for (const w of snapshot.wallets) wallets.write(w);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dataDir)) renameSync(dataDir, old);
  renameSync(next, dataDir);
  rmSync(old, { recursive: true, force: true });
}
