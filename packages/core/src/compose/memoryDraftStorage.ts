import type { DraftStorage, StoredDraft } from './DraftStorage';

/**
 * DraftStorage in plain maps: for tests and for a browser whose IndexedDB does not open (the
 * drafts then last as long as the page). Records are copied in and out, as a real store would.
 */
export function memoryDraftStorage(): DraftStorage {
  const drafts = new Map<string, StoredDraft>();
  const current = new Map<string, string>();
  const journal = new Map<string, StoredDraft>();
  return {
    list: (network) =>
      Promise.resolve(
        [...drafts.values()]
          .filter((d) => d.network === network)
          .sort((a, b) => b.updatedAt - a.updatedAt)
          .map((d) => ({ ...d })),
      ),
    get: (id) => {
      const d = drafts.get(id);
      return Promise.resolve(d && { ...d });
    },
    put: (draft) => {
      drafts.set(draft.id, { ...draft });
      return Promise.resolve();
    },
    delete: (id) => {
      drafts.delete(id);
      return Promise.resolve();
    },
    getCurrentId: (network) => Promise.resolve(current.get(network)),
    setCurrentId: (network, id) => {
      current.set(network, id);
      return Promise.resolve();
    },
    readJournal: (network) => {
      const d = journal.get(network);
      return d && { ...d };
    },
    writeJournal: (draft) => {
      journal.set(draft.network, { ...draft });
    },
    clearJournal: (network) => {
      journal.delete(network);
    },
  };
}
