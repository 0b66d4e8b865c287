import { checkSnapshot } from './openNetwork';
import { DataDirNetworkStorage } from './DataDirNetworkStorage';
import { decodeNetworkFile, encodeNetworkFile } from './networkFile';

/**
 * A Node data dir (genesis files, `blocks.log`, kmd wallet files) as a network file and back: the
 * same file the browser sandbox exports and imports, so a state moves between the two. Only for a
 * data dir no running sandbox uses.
 */
export async function exportDataDir(dataDir: string): Promise<Uint8Array> {
  const snapshot = await new DataDirNetworkStorage(dataDir).snapshot();
  if (snapshot === undefined) throw new Error(`no network in ${dataDir} (genesis.json is missing)`);
  return encodeNetworkFile(snapshot);
}

/**
 * Replaces `dataDir` with the network in `file`, checked first (a bad file changes nothing): the
 * new dir is written beside it and swapped in by renames.
 */
export async function importDataDir(dataDir: string, file: Uint8Array): Promise<void> {
  const snapshot = decodeNetworkFile(file);
  await checkSnapshot(snapshot);
  await new DataDirNetworkStorage(dataDir).replace(snapshot);
}
