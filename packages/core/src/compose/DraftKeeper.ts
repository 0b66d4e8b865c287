import type { ComposeStore } from './ComposeStore';
import type { DraftStorage, StoredDraft } from './DraftStorage';
import { newGroupDraft, type GroupDraft } from './GroupDraft';
import { messageOf } from './messageOf';
import { deserializeGroupDraft, serializeGroupDraft } from './serializeGroupDraft';

export interface DraftKeeperDeps {
  network: string;
  storage: DraftStorage;
  store: ComposeStore;
  newId: () => string;
  now: () => number;
  /** A draft was opened (a stored one, or a fresh one): its group may need simulating or following. */
  onShown: (group: GroupDraft) => void;
}

/**
 * The drafts of one network: which one is open, its autosave (the synchronous journal first, then
 * the store) and the list of saved ones. Opening a draft replaces the studio's working state.
 */
export class DraftKeeper {
  readonly #network: string;
  readonly #storage: DraftStorage;
  readonly #store: ComposeStore;
  readonly #newId: () => string;
  readonly #now: () => number;
  readonly #onShown: (group: GroupDraft) => void;
  /** Bumped by every open/new draft, so a slow load never overwrites a later one. */
  #generation = 0;

  constructor(deps: DraftKeeperDeps) {
    this.#network = deps.network;
    this.#storage = deps.storage;
    this.#store = deps.store;
    this.#newId = deps.newId;
    this.#now = deps.now;
    this.#onShown = deps.onShown;
  }

  /**
   * Shows the network's draft at once from the journal (the latest change; none means nothing was
   * saved here), then asks the store which draft was open: when that is another one and nothing was
   * edited meanwhile, it is opened instead. The store can take seconds to open.
   */
  async start(): Promise<void> {
    const generation = ++this.#generation;
    const journal = this.#storage.readJournal(this.#network);
    this.#show(journal?.id ?? this.#newId(), journal);
    let id: string | undefined;
    try {
      id = await this.#storage.getCurrentId(this.#network);
    } catch (e) {
      this.#store.set({ problem: messageOf(e) });
    }
    if (generation !== this.#generation) return;
    const shown = this.#store.getSnapshot();
    if (id !== undefined && id !== shown.draftId && shown.group.entries.length === 0) await this.open(id);
    else await this.#settle(journal);
  }

  /** Opens saved draft `id`, or a new empty one when `id` is undefined. */
  async open(id: string | undefined): Promise<void> {
    const generation = ++this.#generation;
    let stored: StoredDraft | undefined;
    if (id !== undefined) {
      const saved = await this.#storage.get(id).catch(() => undefined);
      const journal = this.#storage.readJournal(this.#network);
      const newer = journal?.id === id && (saved === undefined || journal.updatedAt >= saved.updatedAt);
      stored = newer ? journal : saved;
    }
    if (generation !== this.#generation) return;
    // The journal follows the open draft, so a reload shows the one the person opened last.
    if (stored !== undefined) this.#storage.writeJournal(stored);
    this.#show(stored === undefined ? this.#newId() : (id ?? this.#newId()), stored);
    await this.#settle(stored);
  }

  /** Deletes saved draft `id` (its journal copy too); deleting the open one opens a new draft. */
  async remove(id: string): Promise<void> {
    try {
      await this.#storage.delete(id);
    } catch (e) {
      this.#store.set({ problem: messageOf(e) });
    }
    // A deleted draft's journal copy must not bring it back on the next reload.
    if (this.#storage.readJournal(this.#network)?.id === id) this.#storage.clearJournal(this.#network);
    const { drafts, draftId } = this.#store.getSnapshot();
    this.#store.set({ drafts: drafts.filter((d) => d.id !== id) });
    if (id === draftId) await this.open(undefined);
  }

  /** Autosave: journal at once (synchronous), then the store; empty groups are not saved. */
  save(): void {
    const { group, draftId, drafts } = this.#store.getSnapshot();
    if (group.entries.length === 0) return;
    const record: StoredDraft = {
      id: draftId,
      network: this.#network,
      text: serializeGroupDraft(group),
      updatedAt: this.#now(),
      count: group.entries.length,
      status: group.status,
    };
    this.#storage.writeJournal(record);
    // The list shows the open draft as it is now, without waiting for the store.
    this.#store.set({ drafts: [record, ...drafts.filter((d) => d.id !== draftId)] });
    this.#storage.put(record).catch((e: unknown) => this.#store.set({ problem: messageOf(e) }));
  }

  /** Opens `stored` (or a fresh draft) as draft `draftId`, synchronously. */
  #show(draftId: string, stored: StoredDraft | undefined): void {
    let group = newGroupDraft(this.#network);
    let problem: string | undefined;
    if (stored !== undefined) {
      try {
        group = deserializeGroupDraft(stored.text);
      } catch (e) {
        problem = messageOf(e);
      }
    }
    this.#store.set({
      ready: true,
      draftId,
      group,
      selectedId: group.entries[0]?.id,
      notice: undefined,
      showAllErrors: false,
      tealErrors: {},
      signing: { busy: false, outcome: undefined },
      simulation: undefined,
      send: { busy: false, progress: undefined, notConfirmed: undefined },
      ...(problem !== undefined && { problem }),
    });
    this.#onShown(group);
  }

  /** The store catches up: the open draft (the journal's copy when newer), which one is open, the list. */
  async #settle(shown: StoredDraft | undefined): Promise<void> {
    const { draftId } = this.#store.getSnapshot();
    if (shown?.id === draftId) {
      const saved = await this.#storage.get(draftId).catch(() => undefined);
      if (saved === undefined || saved.updatedAt < shown.updatedAt)
        await this.#storage.put(shown).catch(() => undefined);
    }
    await this.#storage.setCurrentId(this.#network, draftId).catch((e: unknown) => {
      this.#store.set({ problem: messageOf(e) });
    });
    try {
      this.#store.set({ drafts: await this.#storage.list(this.#network) });
    } catch (e) {
      this.#store.set({ problem: messageOf(e) });
    }
  }
}
