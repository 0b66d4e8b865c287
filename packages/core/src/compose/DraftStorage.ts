/** One saved group, as the drafts list shows it and storage keeps it. */
export interface StoredDraft {
  id: string;
  network: string;
  /** serializeGroupDraft's text. */
  text: string;
  /** Milliseconds since the epoch; newest first in the list. */
  updatedAt: number;
  count: number;
  status: string;
}

/**
 * Where a compose session keeps its drafts: IndexedDB in the browser, memory in tests. The
 * asynchronous store holds every draft and which one is open per network; the journal is a
 * synchronous copy of the latest change per network (an asynchronous write can still be in flight
 * when the page reloads), and wins on load when it is newer.
 */
export interface DraftStorage {
  list(network: string): Promise<StoredDraft[]>;
  get(id: string): Promise<StoredDraft | undefined>;
  put(draft: StoredDraft): Promise<void>;
  delete(id: string): Promise<void>;
  getCurrentId(network: string): Promise<string | undefined>;
  setCurrentId(network: string, id: string): Promise<void>;
  readJournal(network: string): StoredDraft | undefined;
  /** Forgets the journal's copy (its draft was deleted: a reload must not bring it back). */
  clearJournal(network: string): void;
  writeJournal(draft: StoredDraft): void;
}
