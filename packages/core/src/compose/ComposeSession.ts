import type algosdk from 'algosdk';
import { MAX_GROUP_SIZE } from '../catalogue/GroupSizeError';
import type { GroupSigner } from '../signing/GroupSigner';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraftType } from '../txn/TxnDraft';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { buildGroup, builtTransactions } from './buildGroup';
import { COMPOSE_MESSAGES } from './composeMessages';
import { composeReducer, type ComposeAction } from './composeReducer';
import type { DraftStorage, StoredDraft } from './DraftStorage';
import { newGroupDraft, type GroupDraft } from './GroupDraft';
import { positionsSignableBy, requiredSigners } from './requiredSigners';
import { deserializeGroupDraft, serializeGroupDraft } from './serializeGroupDraft';

export interface SignOutcome {
  kind: 'ok' | 'error';
  message: string;
}

/** Everything the studio shows, as one immutable value (a new object on every change). */
export interface ComposeSnapshot {
  /** False until the stored draft has been read. */
  readonly ready: boolean;
  readonly draftId: string;
  readonly group: GroupDraft;
  /** The network's saved drafts, newest first (the open one included once it has a transaction). */
  readonly drafts: readonly StoredDraft[];
  /** Storage that does not work, or a saved draft that could not be read. */
  readonly problem: string | undefined;
  /** Why the last build did not happen (size, parameters the node did not give). */
  readonly notice: string | undefined;
  readonly selectedId: string | undefined;
  /** After a build found field errors: show every field's error, not only touched ones. */
  readonly showAllErrors: boolean;
  readonly building: boolean;
  readonly signing: { readonly busy: boolean; readonly outcome: SignOutcome | undefined };
  /** Addresses a signer opened in this session holds (kmd's accounts): offered in address fields. */
  readonly knownAddresses: readonly string[];
}

export interface ComposeSessionDeps {
  network: string;
  storage: DraftStorage;
  /** The active network's algod; only building without given parameters needs it. */
  algod?: algosdk.Algodv2;
  newId?: () => string;
  now?: () => number;
}

/**
 * The transaction studio without React: the open group draft of one network with its autosave
 * (journal first, then the store), the other saved drafts, building, and collecting signatures
 * from any GroupSigner. The screen binds to it with subscribe/getSnapshot.
 */
export class ComposeSession {
  readonly network: string;
  readonly #storage: DraftStorage;
  readonly #algod: algosdk.Algodv2 | undefined;
  readonly #newId: () => string;
  readonly #now: () => number;
  readonly #listeners = new Set<() => void>();
  #snapshot: ComposeSnapshot;
  /** Aborted when the screen lets go of the session: following a sent group stops. */
  #abort = new AbortController();
  /** Bumped by every open/new draft, so a slow load never overwrites a later one. */
  #generation = 0;

  constructor(deps: ComposeSessionDeps) {
    this.network = deps.network;
    this.#storage = deps.storage;
    this.#algod = deps.algod;
    this.#newId = deps.newId ?? (() => crypto.randomUUID());
    this.#now = deps.now ?? (() => Date.now());
    this.#snapshot = {
      ready: false,
      draftId: this.#newId(),
      group: newGroupDraft(this.network),
      drafts: [],
      problem: undefined,
      notice: undefined,
      selectedId: undefined,
      showAllErrors: false,
      building: false,
      signing: { busy: false, outcome: undefined },
      knownAddresses: [],
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ComposeSnapshot => this.#snapshot;

  /** Reads the draft that was open on this network (or starts one). */
  async start(): Promise<void> {
    if (this.#abort.signal.aborted) this.#abort = new AbortController();
    let id: string | undefined;
    try {
      id = await this.#storage.getCurrentId(this.network);
    } catch (e) {
      this.#set({ problem: messageOf(e) });
    }
    await this.#load(id);
  }

  /** Stops following a sent group (a later `start` picks it up again); the stored draft stays. */
  dispose(): void {
    this.#abort.abort();
  }

  get group(): GroupDraft {
    return this.#snapshot.group;
  }

  /** Applies a reducer action to the open group and saves the result. */
  dispatch = (action: ComposeAction): void => {
    const group = composeReducer(this.#snapshot.group, action);
    const edit = action.type === 'update' || action.type === 'duplicate' || action.type === 'add';
    this.#set({ group, ...(edit && { notice: undefined }) });
    this.#save();
  };

  select = (id: string): void => this.#set({ selectedId: id });

  /** A new transaction of `type` at the end, sent by the previous one's sender; selected. */
  add = (type: TxnDraftType): void => {
    const { group, knownAddresses } = this.#snapshot;
    const sender = group.entries.at(-1)?.draft.sender ?? knownAddresses[0] ?? '';
    this.dispatch({ type: 'add', draft: emptyTxnDraft(type, sender) });
    const after = this.#snapshot.group;
    if (!after.refusal) this.#set({ selectedId: after.entries.at(-1)?.id });
  };

  /** Whether another transaction fits (16 per group). */
  get canAdd(): boolean {
    return this.#snapshot.group.entries.length < MAX_GROUP_SIZE;
  }

  /**
   * Builds the group with `params`, or with fresh ones from the node (never old ones: the rounds
   * must be current). Field errors select the first transaction that has them.
   */
  build = async (params?: algosdk.SuggestedParams): Promise<void> => {
    this.#set({ notice: undefined, building: true });
    try {
      let suggested = params;
      if (suggested === undefined) {
        if (this.#algod === undefined) throw new Error(COMPOSE_MESSAGES.noParams);
        suggested = await this.#algod.getTransactionParams().do();
      }
      const r = buildGroup(this.#snapshot.group, suggested);
      if (r.ok) {
        this.dispatch({ type: 'built', built: r.built });
        this.#set({ showAllErrors: false });
      } else if (r.sizeError) {
        this.#set({ notice: r.sizeError.message });
      } else {
        this.#set({ showAllErrors: true, selectedId: Object.keys(r.fieldErrors)[0] });
      }
    } catch (e) {
      this.#set({ notice: messageOf(e) });
    } finally {
      this.#set({ building: false });
    }
  };

  /**
   * Asks `signer` for every position still unsigned whose key it holds (the sender's, or the auth
   * address of a rekeyed sender, from `authAddresses`); each signature goes through the reducer,
   * which checks it is the transaction that was built.
   */
  sign = async (signer: GroupSigner, authAddresses: ReadonlyMap<string, string>): Promise<void> => {
    await this.#signing(signer.label, async () => {
      const g = this.#snapshot.group;
      if (g.built === undefined || g.status !== 'built') throw new Error(COMPOSE_MESSAGES.notBuilt);
      const txns = builtTransactions(g.built);
      const signers = requiredSigners(txns, authAddresses);
      const positions = positionsSignableBy(signers, signer.addresses).filter((i) => g.signatures[i] == null);
      if (positions.length === 0) throw new Error(COMPOSE_MESSAGES.noneSignable(signer.label));
      const signed = await signer.signGroup(txns, positions);
      return this.#accept(signed);
    });
  };

  /**
   * Opens a signer (kmd with its password, say) and signs with it; a failure to open is reported
   * as such, not as a failure to sign. The addresses it holds become known to the address fields.
   */
  signWith = async (
    open: () => Promise<GroupSigner>,
    authAddresses: ReadonlyMap<string, string>,
  ): Promise<void> => {
    let signer: GroupSigner;
    try {
      signer = await open();
    } catch (e) {
      this.#set({ signing: { busy: false, outcome: { kind: 'error', message: messageOf(e) } } });
      return;
    }
    this.learnAddresses(signer.addresses);
    await this.sign(signer, authAddresses);
  };

  /** Adds addresses a signer holds to those offered in address fields. */
  learnAddresses = (addresses: readonly string[]): void => {
    const known = [...new Set([...this.#snapshot.knownAddresses, ...addresses])];
    if (known.length !== this.#snapshot.knownAddresses.length) this.#set({ knownAddresses: known });
  };

  /** Reports the outcome of something done outside (a file of signatures imported, say). */
  reportSigning = (outcome: SignOutcome | undefined): void => {
    this.#set({ signing: { busy: false, outcome } });
  };

  openDraft = (id: string): Promise<void> => this.#load(id);

  newDraft = (): Promise<void> => this.#load(undefined);

  removeDraft = async (id: string): Promise<void> => {
    try {
      await this.#storage.delete(id);
    } catch (e) {
      this.#set({ problem: messageOf(e) });
    }
    this.#set({ drafts: this.#snapshot.drafts.filter((d) => d.id !== id) });
    if (id === this.#snapshot.draftId) await this.#load(undefined);
  };

  // ——— internals ———

  #accept(signed: readonly (Uint8Array | null)[]): number {
    let count = 0;
    signed.forEach((bytes, position) => {
      if (bytes === null || bytes === undefined) return;
      this.dispatch({ type: 'signed', position, signedTxn: bytesToBase64(bytes) });
      count++;
    });
    const refusal = this.#snapshot.group.refusal;
    if (refusal) throw new Error(refusal.message);
    return count;
  }

  async #signing(label: string, work: () => Promise<number>): Promise<void> {
    this.#set({ signing: { busy: true, outcome: undefined } });
    let outcome: SignOutcome;
    try {
      outcome = { kind: 'ok', message: COMPOSE_MESSAGES.signedBy(await work(), label) };
    } catch (e) {
      outcome = { kind: 'error', message: messageOf(e) };
    }
    this.#set({ signing: { busy: false, outcome } });
  }

  async #load(id: string | undefined): Promise<void> {
    const generation = ++this.#generation;
    let group = newGroupDraft(this.network);
    let draftId = id ?? this.#newId();
    let problem: string | undefined;
    if (id !== undefined) {
      const saved = await this.#storage.get(id).catch(() => undefined);
      const journal = this.#storage.readJournal(this.network);
      const newer = journal?.id === id && (saved === undefined || journal.updatedAt >= saved.updatedAt);
      const stored = newer ? journal : saved;
      if (newer && journal !== undefined) await this.#storage.put(journal).catch(() => undefined);
      if (stored === undefined) draftId = this.#newId();
      else {
        try {
          group = deserializeGroupDraft(stored.text);
        } catch (e) {
          problem = messageOf(e);
        }
      }
    }
    if (generation !== this.#generation) return;
    this.#set({
      ready: true,
      draftId,
      group,
      selectedId: group.entries[0]?.id,
      notice: undefined,
      showAllErrors: false,
      signing: { busy: false, outcome: undefined },
      ...(problem !== undefined && { problem }),
    });
    await this.#storage.setCurrentId(this.network, draftId).catch((e: unknown) => {
      this.#set({ problem: messageOf(e) });
    });
    await this.#refreshList();
  }

  async #refreshList(): Promise<void> {
    try {
      const drafts = await this.#storage.list(this.network);
      this.#set({ drafts });
    } catch (e) {
      this.#set({ problem: messageOf(e) });
    }
  }

  /** Autosave: journal at once (synchronous), then the store; empty groups are not saved. */
  #save(): void {
    const { group, draftId } = this.#snapshot;
    if (group.entries.length === 0) return;
    const record: StoredDraft = {
      id: draftId,
      network: this.network,
      text: serializeGroupDraft(group),
      updatedAt: this.#now(),
      count: group.entries.length,
      status: group.status,
    };
    this.#storage.writeJournal(record);
    // The list shows the open draft as it is now, without waiting for the store.
    this.#set({ drafts: [record, ...this.#snapshot.drafts.filter((d) => d.id !== draftId)] });
    this.#storage.put(record).catch((e: unknown) => this.#set({ problem: messageOf(e) }));
  }

  #set(patch: Partial<ComposeSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    for (const listener of this.#listeners) listener();
  }
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
