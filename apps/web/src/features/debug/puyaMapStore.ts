import type { PuyaProgramFiles } from '@sextant/core/debug/readPuyaOut';
import { indexedDbStores } from '../../app/storage/indexedDbStores';

/**
 * puya debug maps with their sources, in IndexedDB, one record per program hash (a map given
 * without its spec's bytecode, by its name): a later trace of the same program opens at source
 * level with nothing to load again. A program's hash is the same on every network.
 */
interface StoredPuyaProgram extends PuyaProgramFiles {
  /** The program hash, or `name:<map name>` when it has none. */
  id: string;
  savedAt: number;
}

const DB_NAME = 'sextant-puya-maps';
const PROGRAMS = 'programs';

const stores = indexedDbStores(DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(PROGRAMS)) db.createObjectStore(PROGRAMS, { keyPath: 'id' });
});

export async function savePuyaPrograms(programs: readonly PuyaProgramFiles[]): Promise<void> {
  for (const p of programs) {
    const record: StoredPuyaProgram = { ...p, id: p.hash ?? `name:${p.name}`, savedAt: Date.now() };
    await stores(PROGRAMS, 'readwrite', (s) => s.put(record));
  }
}

export async function storedPuyaPrograms(): Promise<PuyaProgramFiles[]> {
  const all = await stores<StoredPuyaProgram[]>(
    PROGRAMS,
    'readonly',
    (s) => s.getAll() as IDBRequest<StoredPuyaProgram[]>,
  );
  return all.map(({ id: _id, savedAt: _at, ...program }) => program);
}

export function forgetPuyaPrograms(): Promise<unknown> {
  return stores(PROGRAMS, 'readwrite', (s) => s.clear());
}
