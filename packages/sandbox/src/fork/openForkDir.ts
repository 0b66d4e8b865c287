import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ForkCacheFile } from './ForkCacheFile';
import { ForkError } from './ForkError';
import type { ForkMeta } from './ForkMeta';
import type { ForkOptions } from './ForkOptions';
import type { ForkSetup } from './makeFork';
import type { ForkStore } from './ForkStore';
import { openFork } from './openFork';

const META_FILE = 'fork.json';
const CACHE_FILE = 'fork-cache.jsonl';
const GENESIS_FILE = 'fork-genesis.json';

/**
 * A Node fork's setup: in a data dir, `fork.json` (what was taken from the remote at the fork,
 * written once), `fork-genesis.json` (the remote's `/genesis`) and `fork-cache.jsonl` (every
 * answer since, appended and synced), so a restart, even after kill -9, continues the same fork
 * without asking the remote again. Without a data dir everything is in memory.
 */
export async function openForkDir(dataDir: string | undefined, options: ForkOptions): Promise<ForkSetup> {
  if (
    dataDir !== undefined &&
    !existsSync(join(dataDir, META_FILE)) &&
    existsSync(join(dataDir, 'blocks.log'))
  )
    throw new ForkError(
      'config',
      `the data dir ${dataDir} holds a sandbox network, not a fork: use --reset or another --data-dir`,
    );
  return openFork(
    dataDir === undefined ? undefined : forkDirStore(dataDir),
    options,
    (stored) =>
      new ForkError(
        'config',
        `the data dir ${dataDir} holds a fork of ${stored}, not of ${options.url.replace(/\/+$/, '')}: use --reset or another --data-dir`,
      ),
  );
}

/** The data dir's files (sync fs: each write is done before it resolves). */
function forkDirStore(dataDir: string): ForkStore {
  const path = (file: string) => join(dataDir, file);
  const read = (file: string) => (existsSync(path(file)) ? readFileSync(path(file), 'utf8') : undefined);
  return {
    loadMeta: async () => {
      const text = read(META_FILE);
      return text === undefined ? undefined : (JSON.parse(text) as ForkMeta);
    },
    saveMeta: async (meta) => {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path(META_FILE), JSON.stringify(meta, null, 2) + '\n');
    },
    loadGenesis: async () => read(GENESIS_FILE),
    saveGenesis: async (text) => {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path(GENESIS_FILE), text);
    },
    cache: new ForkCacheFile(path(CACHE_FILE)),
  };
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
