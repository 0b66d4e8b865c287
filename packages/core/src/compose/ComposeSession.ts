import type algosdk from 'algosdk';
import { MAX_GROUP_SIZE } from '../catalogue/GroupSizeError';
import type { MultisigParams } from '../multisig/MultisigParams';
import type { GroupSigner } from '../signing/GroupSigner';
import type { MultisigMemberKey } from '../signing/signers/MultisigMemberKey';
import { newTxnDraft, type TxnKind } from '../txn/newTxnDraft';
import { buildGroup } from './buildGroup';
import { compileGroupTeal, groupHasTeal } from './compileGroupTeal';
import { COMPOSE_MESSAGES } from './composeMessages';
import { composeReducer, type ComposeAction } from './composeReducer';
import { defaultSender } from './defaultSender';
import { initialComposeSnapshot, type ComposeSnapshot, type SignOutcome } from './ComposeSnapshot';
import { ComposeStore } from './ComposeStore';
import { DraftKeeper } from './DraftKeeper';
import type { DraftStorage } from './DraftStorage';
import type { CreatedId, GroupDraft } from './GroupDraft';
import { GroupSending } from './GroupSending';
import { GroupSigning } from './GroupSigning';
import { messageOf } from './messageOf';
import { prepareDrafts, type StudioPrepareOptions } from './prepareDrafts';

export type { ComposeSnapshot, SignOutcome };

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
 * The transaction studio without React: the open group draft of one network and its edits and
 * build, over three parts that share one snapshot (ComposeStore): the drafts with their autosave
 * and journal (DraftKeeper), signing (GroupSigning), and simulating, sending and following
 * (GroupSending). The screen binds to it with subscribe/getSnapshot.
 */
export class ComposeSession {
  readonly network: string;
  readonly #store: ComposeStore;
  readonly #algod: algosdk.Algodv2 | undefined;
  readonly #drafts: DraftKeeper;
  readonly #signing: GroupSigning;
  readonly #sending: GroupSending;

  constructor(deps: ComposeSessionDeps) {
    this.network = deps.network;
    this.#algod = deps.algod;
    const newId = deps.newId ?? (() => crypto.randomUUID());
    this.#store = new ComposeStore(initialComposeSnapshot(this.network, newId()));
    const store = this.#store;
    this.#sending = new GroupSending({
      store,
      dispatch: this.dispatch,
      algod: deps.algod,
      waitRounds: deps.waitRounds ?? 10n,
      onCommitted: deps.onCommitted,
    });
    this.#signing = new GroupSigning(store, this.dispatch);
    this.#drafts = new DraftKeeper({
      network: this.network,
      storage: deps.storage,
      store,
      newId,
      now: deps.now ?? (() => Date.now()),
      onShown: (group) => this.#sending.resume(group),
    });
    this.subscribe = store.subscribe;
    this.getSnapshot = store.getSnapshot;
    this.sign = this.#signing.sign;
    this.signAll = this.#signing.signAll;
    this.signWith = this.#signing.signWith;
    this.signAsMember = this.#signing.signAsMember;
    this.learnAddresses = this.#signing.learnAddresses;
    this.reportSigning = this.#signing.report;
    this.send = this.#sending.send;
    this.setWaitRounds = this.#sending.setWaitRounds;
    this.keepWaiting = this.#sending.keepWaiting;
  }

  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => ComposeSnapshot;

  /**
   * Shows the network's draft at once from the synchronous journal, then the one the store says
   * was open (see DraftKeeper.start); a group in flight is followed again.
   */
  async start(): Promise<void> {
    this.#sending.revive();
    await this.#drafts.start();
  }

  /** Stops following a sent group (a later `start` picks it up again); the stored draft stays. */
  dispose(): void {
    this.#sending.dispose();
  }

  get group(): GroupDraft {
    return this.#store.getSnapshot().group;
  }

  /** Applies a reducer action to the open group and saves the result. */
  dispatch = (action: ComposeAction): void => {
    const group = composeReducer(this.group, action);
    const edit = action.type === 'update' || action.type === 'duplicate' || action.type === 'add';
    // An edited transaction's compile errors are history: the next build compiles it again.
    const teal = this.#store.getSnapshot().tealErrors;
    const stale = action.type === 'update' && teal[action.id] !== undefined;
    const tealErrors = stale
      ? Object.fromEntries(Object.entries(teal).filter(([id]) => id !== action.id))
      : teal;
    this.#store.set({ group, tealErrors, ...(edit && { notice: undefined, prepared: undefined }) });
    this.#drafts.save();
  };

  select = (id: string): void => this.#store.set({ selectedId: id });

  /**
   * A new transaction of `type` at the end, selected. Its sender is the previous one's while something
   * here can sign for it, else the connected wallet's active account (core `defaultSender`).
   */
  add = (type: TxnKind, wallet?: { active: string; addresses: readonly string[] }): void => {
    const { group, knownAddresses } = this.#store.getSnapshot();
    const sender = defaultSender({
      previous: group.entries.at(-1)?.draft.sender,
      active: wallet?.active,
      signable: [...(wallet?.addresses ?? []), ...knownAddresses],
    });
    this.dispatch({ type: 'add', draft: newTxnDraft(type, sender) });
    const after = this.group;
    if (!after.refusal) this.#store.set({ selectedId: after.entries.at(-1)?.id });
  };

  /** Whether another transaction fits (16 per group). */
  get canAdd(): boolean {
    return this.group.entries.length < MAX_GROUP_SIZE;
  }

  /**
   * Builds the group with `params`, or with fresh ones from the node (never old ones: the rounds
   * must be current). Field errors select the first transaction that has them.
   */
  build = async (params?: algosdk.SuggestedParams): Promise<void> => {
    this.#store.set({ notice: undefined, building: true, prepared: undefined });
    try {
      let suggested = params;
      if (suggested === undefined) {
        if (this.#algod === undefined) throw new Error(COMPOSE_MESSAGES.noParams);
        suggested = await this.#algod.getTransactionParams().do();
      }
      // TEAL is compiled on the node first; its errors stop the build, placed at their lines.
      if (groupHasTeal(this.group)) {
        if (this.#algod === undefined) throw new Error(COMPOSE_MESSAGES.noParams);
        const teal = await compileGroupTeal(this.#algod, this.group);
        const failed = Object.keys(teal.errors);
        if (failed.length > 0) {
          this.#store.set({ tealErrors: teal.errors, showAllErrors: true, selectedId: failed[0] });
          return;
        }
        for (const u of teal.updates) this.dispatch({ type: 'update', id: u.id, draft: u.draft });
      }
      this.#store.set({ tealErrors: {} });
      let r = buildGroup(this.group, suggested);
      let notice: string | undefined;
      if (r.ok && this.#algod !== undefined) {
        // app calls get the resources they reach and fees for their inner transactions, shown and undoable
        const p = await prepareDrafts(this.#algod, this.group, r.txns, this.#store.getSnapshot().prepare);
        if (p.kind === 'refused') notice = p.message;
        if (p.kind === 'changed') {
          for (const u of p.updates) this.dispatch({ type: 'update', ...u });
          r = buildGroup(this.group, suggested);
          this.#store.set({ prepared: p.prepared });
        }
      }
      if (r.ok) {
        if (notice !== undefined) this.#store.set({ notice });
        this.dispatch({ type: 'built', built: r.built });
        this.#store.set({ showAllErrors: false });
        void this.#sending.simulate();
      } else if (r.sizeError) {
        this.#store.set({ notice: r.sizeError.message });
      } else {
        // a group-wide error (identical transactions) is said at Build: no draft's own fields show it
        this.#store.set({
          showAllErrors: true,
          selectedId: Object.keys(r.fieldErrors)[0],
          notice: r.groupError,
        });
      }
    } catch (e) {
      this.#store.set({ notice: messageOf(e) });
    } finally {
      this.#store.set({ building: false });
    }
  };

  /** The choices for app calls at Build (populate resources, cover inner fees up to a maximum). */
  setPrepare = (patch: Partial<StudioPrepareOptions>): void =>
    this.#store.set({ prepare: { ...this.#store.getSnapshot().prepare, ...patch } });

  /**
   * Takes back what the last Build added to the app calls: the drafts as they were, both options
   * off (so the next Build adds nothing), and the group built again as the person wrote it.
   */
  undoPrepared = async (): Promise<void> => {
    const { prepared } = this.#store.getSnapshot();
    if (prepared === undefined) return;
    if (this.group.status !== 'building') this.dispatch({ type: 'unbuild' });
    for (const b of prepared.before) this.dispatch({ type: 'update', ...b });
    this.setPrepare({ populateResources: false, coverInnerFees: false });
    await this.build();
  };

  /** Signs with `signer` every unsigned position whose key it holds (see GroupSigning). */
  readonly sign: GroupSigning['sign'];
  /** Signs with several signers under one name; says so when none held a needed key. */
  readonly signAll: GroupSigning['signAll'];
  /** Opens signers (kmd with its password) and signs; a failure to open says so. */
  readonly signWith: GroupSigning['signWith'];
  /** Signs as one member of a multisig account. */
  readonly signAsMember: (
    msig: MultisigParams,
    member: MultisigMemberKey,
    authAddresses: ReadonlyMap<string, string>,
  ) => Promise<void>;
  /** Adds addresses a signer holds to those offered in address fields. */
  readonly learnAddresses: GroupSigning['learnAddresses'];
  /** Reports the outcome of something done outside (a file of signatures imported, say). */
  readonly reportSigning: GroupSigning['report'];

  /** Opens a signer only to learn the addresses it holds (offered in address fields). */
  loadAddresses = async (open: () => Promise<readonly GroupSigner[]>): Promise<void> => {
    await this.#signing.open(open);
  };

  /** Sends the signed group and follows it to a block (or to the rounds to wait). */
  readonly send: GroupSending['send'];
  /** The rounds to follow a sent group before asking (a setting the screen keeps). */
  readonly setWaitRounds: GroupSending['setWaitRounds'];
  /** Follows the sent group for as many rounds again as were waited already. */
  readonly keepWaiting: GroupSending['keepWaiting'];

  openDraft = (id: string): Promise<void> => this.#drafts.open(id);

  newDraft = (): Promise<void> => this.#drafts.open(undefined);

  removeDraft = (id: string): Promise<void> => this.#drafts.remove(id);
}
