import type { DraftStorage, StoredDraft } from '@sextant/core/compose/DraftStorage';
import { indexedDbStores } from '../../../app/storage/indexedDbStores';

const DB_NAME = 'sextant-compose';
const DRAFTS = 'drafts';
const CURRENT = 'current';

const run = indexedDbStores(DB_NAME, (db) => {
  if (!db.objectStoreNames.contains(DRAFTS)) db.createObjectStore(DRAFTS, { keyPath: 'id' });
  if (!db.objectStoreNames.contains(CURRENT)) db.createObjectStore(CURRENT);
});

function putDraft(draft: StoredDraft): Promise<unknown> {
  return run(DRAFTS, 'readwrite', (s) => s.put(draft));
}

function getDraft(id: string): Promise<StoredDraft | undefined> {
  return run<StoredDraft | undefined>(
    DRAFTS,
    'readonly',
    (s) => s.get(id) as IDBRequest<StoredDraft | undefined>,
  );
}

function deleteDraft(id: string): Promise<unknown> {
  return run(DRAFTS, 'readwrite', (s) => s.delete(id));
}

async function listDrafts(network: string): Promise<StoredDraft[]> {
  const all = await run<StoredDraft[]>(DRAFTS, 'readonly', (s) => s.getAll() as IDBRequest<StoredDraft[]>);
  return all.filter((d) => d.network === network).sort((a, b) => b.updatedAt - a.updatedAt);
}

function getCurrentDraftId(network: string): Promise<string | undefined> {
  return run<string | undefined>(
    CURRENT,
    'readonly',
    (s) => s.get(network) as IDBRequest<string | undefined>,
  );
}

function setCurrentDraftId(network: string, id: string): Promise<unknown> {
  return run(CURRENT, 'readwrite', (s) => s.put(id, network));
}

/*
 * A synchronous journal of the latest change per network, in localStorage: IndexedDB commits
 * asynchronously, so a reload or a crash right after a keystroke could lose it. On load the journal
 * wins over the stored record when it is newer.
 */
const journalKey = (network: string) => `sextant.compose.journal.${network}`;

function writeJournal(draft: StoredDraft): void {
  try {
    localStorage.setItem(journalKey(draft.network), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: IndexedDB still gets the write.
  }
}

function clearJournal(network: string): void {
  try {
    localStorage.removeItem(journalKey(network));
  } catch {
    // Storage disabled: nothing was kept.
  }
}

function readJournal(network: string): StoredDraft | undefined {
  try {
    const text = localStorage.getItem(journalKey(network));
    if (text === null) return undefined;
    const j = JSON.parse(text) as Partial<StoredDraft>;
    if (typeof j.id !== 'string' || typeof j.text !== 'string' || typeof j.updatedAt !== 'number')
      return undefined;
    return {
      id: j.id,
      network,
      text: j.text,
      updatedAt: j.updatedAt,
      count: typeof j.count === 'number' ? j.count : 0,
      status: typeof j.status === 'string' ? j.status : 'building',
    };
  } catch {
    return undefined;
  }
}

/**
 * The compose session's storage in the browser: group drafts in IndexedDB, one record per draft,
 * plus which draft is open on each network. The draft itself is the JSON text core's
 * serializeGroupDraft writes (bigint-safe), so this file only moves strings. Plain IndexedDB: a
 * few calls do not justify a dependency.
 */
export const indexedDbDraftStorage: DraftStorage = {
  list: listDrafts,
  get: getDraft,
  put: (draft) => putDraft(draft).then(() => undefined),
  delete: (id) => deleteDraft(id).then(() => undefined),
  getCurrentId: getCurrentDraftId,
  setCurrentId: (network, id) => setCurrentDraftId(network, id).then(() => undefined),
  readJournal,
  writeJournal,
  clearJournal,
};
