import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForkCache } from './ForkCache';
import { ForkCacheFile } from './ForkCacheFile';
import { ForkError } from './ForkError';
import { fetchForkMeta, type ForkMeta } from './ForkMeta';
import type { ForkSetup } from './makeFork';
import { RemoteAlgod } from './RemoteAlgod';

/** `--fork URL [--fork-token T] [--fork-indexer URL]`. */
export interface ForkOptions {
  /** The remote algod's URL. */
  url: string;
  token?: string;
  indexerUrl?: string;
  /** Each remote request's time limit (default 10 s). */
  timeoutMs?: number;
}

const META_FILE = 'fork.json';
const CACHE_FILE = 'fork-cache.jsonl';
const GENESIS_FILE = 'fork-genesis.json';

/**
 * A Node fork's setup: in a data dir, `fork.json` (what was taken from the remote at the fork,
 * written once) and `fork-cache.jsonl` (every answer since, appended and synced), so a restart,
 * even after kill -9, continues the same fork without asking the remote again. Without a data dir
 * everything is in memory.
 */
export async function openForkDir(dataDir: string | undefined, options: ForkOptions): Promise<ForkSetup> {
  const remote = new RemoteAlgod(options.url, options.token, options.timeoutMs);
  let meta: ForkMeta | undefined;
  if (dataDir !== undefined) {
    const metaPath = join(dataDir, META_FILE);
    if (existsSync(metaPath)) {
      meta = JSON.parse(readFileSync(metaPath, 'utf8')) as ForkMeta;
      if (meta.remote !== remote.url)
        throw new ForkError(
          'config',
          `the data dir ${dataDir} holds a fork of ${meta.remote}, not of ${remote.url}: use --reset or another --data-dir`,
        );
    } else if (existsSync(join(dataDir, 'blocks.log'))) {
      throw new ForkError(
        'config',
        `the data dir ${dataDir} holds a sandbox network, not a fork: use --reset or another --data-dir`,
      );
    }
  }
  if (meta === undefined) {
    meta = await fetchForkMeta(remote);
    if (dataDir !== undefined) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(join(dataDir, META_FILE), JSON.stringify(meta, null, 2) + '\n');
    }
  }
  const genesis = await forkGenesis(dataDir, remote);
  const cache = new ForkCache(
    dataDir === undefined ? undefined : new ForkCacheFile(join(dataDir, CACHE_FILE)),
  );
  return {
    meta,
    remote,
    cache,
    ...(genesis !== undefined && { genesis }),
    ...(options.indexerUrl !== undefined && { indexerUrl: options.indexerUrl }),
  };
}

/**
 * The remote's `/genesis`, fetched once and kept in the data dir (`fork-genesis.json`): what the
 * fork's `/genesis` answers. Undefined when the remote does not serve it (a proxy in front of
 * algod may not): the fork still starts, and its `/genesis` says why it has none.
 */
async function forkGenesis(dataDir: string | undefined, remote: RemoteAlgod): Promise<string | undefined> {
  const path = dataDir === undefined ? undefined : join(dataDir, GENESIS_FILE);
  if (path !== undefined && existsSync(path)) return readFileSync(path, 'utf8');
  let text: string;
  try {
    const answer = await remote.get('/genesis', 'the genesis');
    if (answer.status !== 200) return undefined;
    JSON.parse(answer.body);
    text = answer.body;
  } catch {
    return undefined;
  }
  if (path !== undefined) writeFileSync(path, text);
  return text;
}

/** Refuses a fork's data dir opened as a plain sandbox (its blocks would not replay). */
export function refuseForkDir(dataDir: string | undefined): void {
  if (dataDir === undefined) return;
  const metaPath = join(dataDir, META_FILE);
  if (!existsSync(metaPath)) return;
  const { remote } = JSON.parse(readFileSync(metaPath, 'utf8')) as ForkMeta;
  throw new ForkError(
    'config',
    `the data dir ${dataDir} holds a fork of ${remote}: start it with --fork ${remote}, or use --reset or another --data-dir`,
  );
}
