import algosdk from 'algosdk';
import { MAX_GROUP_SIZE } from '../catalogue/GroupSizeError';
import type { MultisigParams } from '../multisig/MultisigParams';
import { followGroup, type FollowProgress } from '../pipeline/followGroup';
import { sendGroup } from '../pipeline/sendGroup';
import type { GroupSigner } from '../signing/GroupSigner';
import { createMultisigMemberSigner } from '../signing/signers/createMultisigMemberSigner';
import type { MultisigMemberKey } from '../signing/signers/MultisigMemberKey';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraftType } from '../txn/TxnDraft';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { buildGroup, builtTransactions } from './buildGroup';
import { compileGroupTeal, groupHasTeal, type GroupTealErrors } from './compileGroupTeal';
import { COMPOSE_MESSAGES } from './composeMessages';
import { composeReducer, type ComposeAction } from './composeReducer';
import type { DraftStorage, StoredDraft } from './DraftStorage';
import { newGroupDraft, type CreatedId, type GroupDraft } from './GroupDraft';
import { signatureComplete } from './mergeSignedTxn';
import { positionsSignableBy, requiredSigners } from './requiredSigners';
import { deserializeGroupDraft, serializeGroupDraft } from './serializeGroupDraft';
import { simulateBuilt, type SimulationState } from './simulateBuilt';
import { storedErrorOf } from './storedErrorOf';

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
  /** Programs written as TEAL that the node did not compile at the last build, by entry id. */
  readonly tealErrors: GroupTealErrors;
  readonly building: boolean;
  readonly signing: { readonly busy: boolean; readonly outcome: SignOutcome | undefined };
  /** Addresses a signer opened in this session holds (kmd's accounts): offered in address fields. */
  readonly knownAddresses: readonly string[];
  /** The simulation of the built group (undefined while building or after it was sent). */
  readonly simulation: SimulationState | undefined;
  readonly send: {
    readonly busy: boolean;
    readonly progress: FollowProgress | undefined;
    /** The rounds to wait passed while the group can still land: the person may keep waiting. */
    readonly notConfirmed: string | undefined;
  };
}

export interface ComposeSessionDeps {
  network: string;
  storage: DraftStorage;
  /** The active network's algod; only building without given parameters needs it. */
  algod?: algosdk.Algodv2;
  newId?: () => string;
  now?: () => number;
  /** How many rounds to follow a sent group before asking whether to keep waiting (default 10). */
  waitRounds?: bigint;
  /** A group committed: what it sent and created (the screen refreshes every view of them). */
  onCommitted?: (txns: algosdk.Transaction[], created: readonly CreatedId[]) => void;
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
  #waitRounds: bigint;
  readonly #onCommitted: ComposeSessionDeps['onCommitted'];
  #following = false;
  /** Rounds waited when the last follow gave up: "keep waiting" waits that many more. */
  #lastWaited = 0n;
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
    this.#waitRounds = deps.waitRounds ?? 10n;
    this.#onCommitted = deps.onCommitted;
    this.#snapshot = {
      ready: false,
      draftId: this.#newId(),
      group: newGroupDraft(this.network),
      drafts: [],
      problem: undefined,
      notice: undefined,
      selectedId: undefined,
      showAllErrors: false,
      tealErrors: {},
      building: false,
      signing: { busy: false, outcome: undefined },
      knownAddresses: [],
      simulation: undefined,
      send: { busy: false, progress: undefined, notConfirmed: undefined },
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ComposeSnapshot => this.#snapshot;

  /**
   * Shows the network's draft at once from the synchronous journal (the latest change; none means
   * nothing was saved here), then asks the store which draft was open: when that is another one and
   * nothing was edited meanwhile, it is opened instead. The store can take seconds to open.
   */
  async start(): Promise<void> {
    if (this.#abort.signal.aborted) this.#abort = new AbortController();
    const generation = ++this.#generation;
    const journal = this.#storage.readJournal(this.network);
    this.#show(journal?.id ?? this.#newId(), journal);
    let id: string | undefined;
    try {
      id = await this.#storage.getCurrentId(this.network);
    } catch (e) {
      this.#set({ problem: messageOf(e) });
    }
    if (generation !== this.#generation) return;
    if (id !== undefined && id !== this.#snapshot.draftId && this.#snapshot.group.entries.length === 0)
      await this.#load(id);
    else await this.#settle(journal);
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
    // An edited transaction's compile errors are history: the next build compiles it again.
    const teal = this.#snapshot.tealErrors;
    const stale = action.type === 'update' && teal[action.id] !== undefined;
    const tealErrors = stale
      ? Object.fromEntries(Object.entries(teal).filter(([id]) => id !== action.id))
      : teal;
    this.#set({ group, tealErrors, ...(edit && { notice: undefined }) });
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
      // TEAL is compiled on the node first; its errors stop the build, placed at their lines.
      if (groupHasTeal(this.#snapshot.group)) {
        if (this.#algod === undefined) throw new Error(COMPOSE_MESSAGES.noParams);
        const teal = await compileGroupTeal(this.#algod, this.#snapshot.group);
        const failed = Object.keys(teal.errors);
        if (failed.length > 0) {
          this.#set({ tealErrors: teal.errors, showAllErrors: true, selectedId: failed[0] });
          return;
        }
        for (const u of teal.updates) this.dispatch({ type: 'update', id: u.id, draft: u.draft });
      }
      this.#set({ tealErrors: {} });
      const r = buildGroup(this.#snapshot.group, suggested);
      if (r.ok) {
        this.dispatch({ type: 'built', built: r.built });
        this.#set({ showAllErrors: false });
        void this.#simulate();
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
  sign = (signer: GroupSigner, authAddresses: ReadonlyMap<string, string>): Promise<void> =>
    this.signAll(signer.label, [signer], authAddresses);

  /**
   * Signs with several signers in turn under one name (kmd's own keys, then as each multisig member
   * it holds); says so when none of them held a key the group still needs.
   */
  signAll = (
    label: string,
    signers: readonly GroupSigner[],
    authAddresses: ReadonlyMap<string, string>,
  ): Promise<void> =>
    this.#signing(label, async () => {
      let count = 0;
      for (const signer of signers) count += await this.#signOnce(signer, authAddresses);
      if (count === 0) throw new Error(COMPOSE_MESSAGES.noneSignable(label));
      return count;
    });

  /**
   * Opens signers (kmd with its password, say) and signs with them; a failure to open is reported
   * as such ("could not open wallet X"), not as a failure to sign. The addresses they hold become
   * known to the address fields.
   */
  signWith = async (
    label: string,
    open: () => Promise<readonly GroupSigner[]>,
    authAddresses: ReadonlyMap<string, string>,
  ): Promise<void> => {
    const signers = await this.#open(open);
    if (signers !== undefined) await this.signAll(label, signers, authAddresses);
  };

  /** Opens a signer only to learn the addresses it holds (offered in address fields). */
  loadAddresses = async (open: () => Promise<readonly GroupSigner[]>): Promise<void> => {
    await this.#open(open);
  };

  /** Signs as one member of a multisig account: its sub-signature joins those already collected. */
  signAsMember = (
    msig: MultisigParams,
    member: MultisigMemberKey,
    authAddresses: ReadonlyMap<string, string>,
  ): Promise<void> => this.sign(createMultisigMemberSigner(msig, member), authAddresses);

  /** Sends the signed group and follows it to a block (or to the rounds to wait). */
  send = async (): Promise<void> => {
    const g = this.#snapshot.group;
    const algod = this.#algod;
    if (g.built === undefined || g.status !== 'signed' || algod === undefined) return;
    this.#set({ send: { ...this.#snapshot.send, busy: true } });
    try {
      const sent = await sendGroup(
        algod,
        g.signatures.map((s) => algosdk.base64ToBytes(s ?? '')),
      );
      this.dispatch({ type: 'submitted', round: sent.sentAtRound });
      await this.#follow(this.#waitRounds);
    } catch (e) {
      this.dispatch({ type: 'failed', error: storedErrorOf(e) });
    } finally {
      this.#set({ send: { ...this.#snapshot.send, busy: false } });
    }
  };

  /** The rounds to follow a sent group before asking (a setting the screen keeps). */
  setWaitRounds = (rounds: bigint): void => {
    this.#waitRounds = rounds;
  };

  /** Follows the sent group for as many rounds again as were waited already. */
  keepWaiting = (): Promise<void> => this.#follow(this.#lastWaited + this.#waitRounds);

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
    // A deleted draft's journal copy must not bring it back on the next reload.
    if (this.#storage.readJournal(this.network)?.id === id) this.#storage.clearJournal(this.network);
    this.#set({ drafts: this.#snapshot.drafts.filter((d) => d.id !== id) });
    if (id === this.#snapshot.draftId) await this.#load(undefined);
  };

  // ——— internals ———

  async #open(open: () => Promise<readonly GroupSigner[]>): Promise<readonly GroupSigner[] | undefined> {
    this.#set({ signing: { busy: true, outcome: undefined } });
    try {
      const signers = await open();
      // A multisig member signs for the multisig address: not an account of its own to offer.
      this.learnAddresses(signers.flatMap((x) => (x.kind === 'multisigMember' ? [] : x.addresses)));
      this.#set({ signing: { busy: false, outcome: undefined } });
      return signers;
    } catch (e) {
      this.#set({ signing: { busy: false, outcome: { kind: 'error', message: messageOf(e) } } });
      return undefined;
    }
  }

  /** One signer's positions: those still unsigned whose key it holds; how many it signed. */
  async #signOnce(signer: GroupSigner, authAddresses: ReadonlyMap<string, string>): Promise<number> {
    const g = this.#snapshot.group;
    if (g.built === undefined || g.status !== 'built') throw new Error(COMPOSE_MESSAGES.notBuilt);
    const txns = builtTransactions(g.built);
    const signers = requiredSigners(txns, authAddresses);
    const positions = positionsSignableBy(signers, signer.addresses).filter(
      (i) => !signatureComplete(g.signatures[i] ?? null),
    );
    if (positions.length === 0) return 0;
    const signed = await signer.signGroup(txns, positions, { signerKeys: signers.map((s) => s.signer) });
    return this.#accept(signed);
  }

  async #simulate(): Promise<void> {
    const built = this.#snapshot.group.built;
    if (built === undefined || this.#algod === undefined) return;
    this.#set({ simulation: { kind: 'running' } });
    const simulation = await simulateBuilt(this.#algod, built);
    // Only if the same group is still open (an edit or another draft makes it stale).
    if (this.#snapshot.group.built === built) this.#set({ simulation });
  }

  async #follow(maxRounds: bigint): Promise<void> {
    const g = this.#snapshot.group;
    const algod = this.#algod;
    if (this.#following || algod === undefined || g.built === undefined || g.submittedAtRound === undefined)
      return;
    const built = g.built;
    const signal = this.#abort.signal;
    this.#following = true;
    this.#set({ send: { ...this.#snapshot.send, notConfirmed: undefined } });
    try {
      const sent = { txids: built.txids, sentAtRound: g.submittedAtRound, lastValid: built.lastValid };
      const result = await followGroup(algod, sent, {
        maxRounds,
        signal,
        onProgress: (progress) => this.#set({ send: { ...this.#snapshot.send, progress } }),
      });
      if (this.#snapshot.group.built !== built) return;
      if (result.kind === 'committed') {
        const created = result.created.map(({ txid: _txid, ...c }) => c);
        this.dispatch({ type: 'committed', round: result.round, created });
        this.#onCommitted?.(builtTransactions(built), created);
      } else if (result.kind === 'rejected') {
        this.dispatch({ type: 'failed', error: storedErrorOf(result.error) });
      } else if (result.canKeepWaiting) {
        this.#lastWaited = result.waited;
        this.#set({ send: { ...this.#snapshot.send, notConfirmed: result.error.message } });
      } else {
        this.dispatch({ type: 'failed', error: storedErrorOf(result.error) });
      }
    } catch (e) {
      // Let go of (the screen closed): the group is followed again when it opens.
      if (!signal.aborted) this.dispatch({ type: 'failed', error: storedErrorOf(e) });
    } finally {
      this.#following = false;
    }
  }

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
    let stored: StoredDraft | undefined;
    if (id !== undefined) {
      const saved = await this.#storage.get(id).catch(() => undefined);
      const journal = this.#storage.readJournal(this.network);
      const newer = journal?.id === id && (saved === undefined || journal.updatedAt >= saved.updatedAt);
      stored = newer ? journal : saved;
    }
    if (generation !== this.#generation) return;
    // The journal follows the open draft, so a reload shows the one the person opened last.
    if (stored !== undefined) this.#storage.writeJournal(stored);
    this.#show(stored === undefined ? this.#newId() : (id ?? this.#newId()), stored);
    await this.#settle(stored);
  }

  /** Opens `stored` (or a fresh draft) as draft `draftId`, synchronously. */
  #show(draftId: string, stored: StoredDraft | undefined): void {
    let group = newGroupDraft(this.network);
    let problem: string | undefined;
    if (stored !== undefined) {
      try {
        group = deserializeGroupDraft(stored.text);
      } catch (e) {
        problem = messageOf(e);
      }
    }
    this.#set({
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
    if (group.status === 'built' || group.status === 'signed') void this.#simulate();
    // A group reloaded while in flight is followed again.
    if (group.status === 'submitted') void this.#follow(this.#waitRounds);
  }

  /** The store catches up: the open draft (the journal's copy when newer), which one is open, the list. */
  async #settle(shown: StoredDraft | undefined): Promise<void> {
    const { draftId } = this.#snapshot;
    if (shown?.id === draftId) {
      const saved = await this.#storage.get(draftId).catch(() => undefined);
      if (saved === undefined || saved.updatedAt < shown.updatedAt)
        await this.#storage.put(shown).catch(() => undefined);
    }
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
