import algosdk from 'algosdk';
import { type Genesis, genesisHash, genesisId } from '../genesis/Genesis';
import type { BlockRecord } from '../store/BlockRecord';
import type { BlockStore, OpenedBlockStore } from '../store/BlockStore';
import type { AvmHooks } from './AvmHooks';
import { BlockChain } from './BlockChain';
import { blockHash, blockHash512 } from './block/blockHash';
import { BONUS_BASE, type BlockParams, GENESIS_TXN_COUNTER } from './block/BlockParams';
import { type BlockEntry, type BlockOutcome, BlockCandidate } from './block/BlockCandidate';
import { CommitQueue } from './block/CommitQueue';
import { makeBlock, makeGenesisBlock } from './block/makeBlock';
import { decodeTxGroup } from './decode/decodeTxGroup';
import { prepareTxGroup, prepareTxn } from './decode/prepareTxn';
import { checkPQAddresses } from './verify/checkPQAddresses';
import { evalGroup } from './eval/evalGroup';
import type { GroupEnv } from './eval/GroupEnv';
import { genesisState } from './genesisState';
import { LedgerError } from './LedgerError';
import type { LedgerView } from './LedgerView';
import { type Confirmed, RecentTxns } from './RecentTxns';
import { replayBlock } from './replayBlock';
import { verifyRecord } from './verifyRecord';
import { editorAddress } from './edit/SandboxEdit';
import { makeEditTxn, unlockedEdits } from './edit/makeEditTxn';
import { RoundWaiters } from './RoundWaiters';
import type { LedgerState } from './state/LedgerState';
import { markPost, type PostTimes, postTrace, traceCommit } from './postTrace';
import { PastStates } from './state/PastStates';
import type { RoundChanges, RoundChangesMissing } from './state/RoundChanges';
import type { AccountData } from './state/AccountData';
import { StateDelta } from './state/StateDelta';
import { UndoLog } from './state/UndoLog';
import type { ApplyDataDraft } from './eval/ApplyDataDraft';
import type { PreparedTxn } from './decode/PreparedTxn';
import { stateDigest } from './stateDigest';
import { singleSignatureChecks } from './verify/checkSignatures';
import { SignaturePool } from '#platform/SignaturePool';
import { boxKey } from './state/StateReader';
import { type SimulatedGroup, type SimulateOptions, simulateOn } from './simulate/simulateOn';
import type { Slices } from '../avm/eval/Slices';
import { toAccountModel } from './views/toAccountModel';
import { toApplicationModel } from './views/toApplicationModel';
import { toAssetModel } from './views/toAssetModel';

export interface LedgerOptions {
  genesis: Genesis;
  /** Where committed blocks go, as opened (its records are replayed); absent: in memory only. */
  blocks?: OpenedBlockStore;
  /** Consensus version named in headers and `/v2/status` (default: the genesis `proto`, `future`). */
  protocol?: string;
  /**
   * The AVM; without it logic sigs and app calls are refused ("requires the AVM"). A function is
   * called with the ledger, for AVMs that read the chain (block headers, genesis hash).
   */
  avm?: AvmHooks | ((ledger: Ledger) => AvmHooks);
  /** Wall clock in ms (tests pin it). */
  now?: () => number;
  /** The snapshots' rounds: replay keeps the undos of the rounds after the oldest (`UndoLog`). */
  snapshotRounds?: readonly bigint[];
  /**
   * Verify each replayed block as a node verifies one it is given (`verifyRecord`: chained from
   * the genesis, hashes, txids, signatures): for blocks from elsewhere (an imported network file).
   * The sandbox's own log skips it: it holds only blocks this ledger made.
   */
  verifyReplay?: boolean;
  /** Fork another network (`fork/openFork`): its ids, its round and a state reading through to it. */
  fork?: LedgerFork;
  /** Called after each stored block is replayed at open: `replayed` of the `rounds` kept (a start's progress). */
  onReplayed?: (replayed: number, rounds: number) => void;
}

/**
 * A fork of a remote network: the ledger starts at the remote's round with the remote's genesis id
 * and hash, its first block made here (the rounds before it are not kept), over a state that reads
 * through to the remote (`fork/ForkState`).
 */
export interface LedgerFork {
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  /** The remote's round at the fork: the fork's first block. */
  readonly round: bigint;
  readonly timestamp: bigint;
  readonly feeSink: string;
  readonly rewardsPool: string;
  /** The state at the fork (its `restart` brings it back there: a reset). */
  readonly state: LedgerState & { restart(): void };
  /** Runs a submission's attempt, fetching what it touches from the remote first (and on a miss). */
  submit<T>(group: readonly PreparedTxn[], attempt: () => Promise<T>): Promise<T>;
}

/** algod's MaxAcctLookback (go-algorand config/local_defaults.go): rounds of state kept behind the latest. */
export const MAX_ACCT_LOOKBACK = 4;

/** Groups with fewer single signatures than this are verified on the main thread (`submitDurable`). */
const POOL_MIN_SIGNATURES = 4;

/** DevMode timestamps may run at most this far ahead of the previous block (MaxTimestampIncrement). */
const MAX_TIMESTAMP_INCREMENT = 25n;

/**
 * The ledger: state at the latest round plus the committed blocks. DevMode: every accepted group is
 * verified, evaluated, made into its own block and (with a data dir) synced to the block log
 * before `submit` returns. Restart replays the log.
 */
export class Ledger implements LedgerView {
  readonly genesis: Genesis;
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly protocol: string;
  private readonly state: LedgerState;
  private readonly chain: BlockChain;
  private readonly fork: LedgerFork | undefined;
  private readonly past: PastStates;
  private readonly recent = new RecentTxns();
  private readonly params: BlockParams;
  private readonly listeners = new Set<(block: algosdk.Block, replay: boolean) => void>();
  private readonly roundWaiters = new RoundWaiters();
  private readonly rewindListeners = new Set<(round: bigint) => void>();
  /** What the blocks after the oldest snapshot replaced (a revert undoes them). */
  private readonly undos = new UndoLog();
  /** Addresses the admin API unlocked: their transactions need no valid signature. */
  private readonly unlocked = new Set<string>();
  /** The editor account of sandbox edits (`SandboxEdit`), and its signer once the admin API gives it. */
  readonly editor: string | undefined;
  private signEdit: ((txn: algosdk.Transaction) => algosdk.SignedTransaction) | undefined;
  /** The next block's timestamp, set through the admin API (used once). */
  private pinnedTimestamp: bigint | undefined;
  private snapshotRoundSet: ReadonlySet<bigint> = new Set();
  private readonly snapshotListeners = new Set<(rounds: ReadonlySet<bigint>) => void>();
  private readonly now: () => number;
  private log: BlockStore | undefined;
  private signatures: SignaturePool | undefined;
  private avm: AvmHooks | undefined;
  private timestampOffset: bigint | undefined;
  private madeAt: number;
  /** Groups verified by `submitDurable`, waiting for the next block. */
  private readonly queue = new CommitQueue({
    whenIdle: (commit) => (this.log === undefined ? commit() : this.log.whenIdle(commit)),
    commitBlock: (entries) => {
      // Closed or failed meanwhile: nothing may be acknowledged that the log will not hold.
      this.refuseIfStopped();
      return postTrace.on ? traceCommit(entries, () => this.commitBlock(entries)) : this.commitBlock(entries);
    },
  });
  private closed = false;

  private constructor(options: LedgerOptions) {
    const { fork } = options;
    this.fork = fork;
    this.genesis = options.genesis;
    this.genesisId = fork?.genesisId ?? genesisId(options.genesis);
    this.genesisHash = fork?.genesisHash ?? genesisHash(options.genesis);
    this.protocol = options.protocol ?? options.genesis.proto;
    this.editor = editorAddress(options.genesis);
    this.avm = typeof options.avm === 'function' ? options.avm(this) : options.avm;
    this.now = options.now ?? Date.now;
    this.madeAt = this.now();
    this.params = {
      genesisId: this.genesisId,
      genesisHash: this.genesisHash,
      protocol: this.protocol,
      feeSink: fork?.feeSink ?? options.genesis.fees,
      rewardsPool: fork?.rewardsPool ?? options.genesis.rwd,
    };
    this.state = fork?.state ?? genesisState(options.genesis, GENESIS_TXN_COUNTER);
    this.past = new PastStates(this.state, MAX_ACCT_LOOKBACK);
    this.chain = new BlockChain(fork?.round ?? 0n);
    if (fork !== undefined) {
      const first = makeBlock(this.params, {
        round: fork.round,
        prevHash: new Uint8Array(32),
        prevHash512: new Uint8Array(64),
        prevBonus: BONUS_BASE,
        timestamp: fork.timestamp,
        txnCounter: this.state.txnCounter,
        group: [],
        applyData: [],
      });
      this.chain.push(first.block, first.encoded, first.hash, []);
      return;
    }
    const genesisBlock = makeGenesisBlock(
      this.params,
      BigInt(options.genesis.timestamp),
      GENESIS_TXN_COUNTER,
    );
    this.chain.push(genesisBlock, algosdk.encodeMsgpack(genesisBlock), blockHash(genesisBlock.header), []);
  }

  static async open(options: LedgerOptions): Promise<Ledger> {
    const ledger = new Ledger(options);
    if (options.blocks !== undefined) {
      const { log, records, truncatedBytes } = options.blocks;
      if (truncatedBytes > 0)
        console.warn(
          `sandbox: cut ${truncatedBytes} bytes off the block log after round ${records.length} (a torn last record, or damage cut by a repair)`,
        );
      ledger.setSnapshotRounds(options.snapshotRounds ?? []);
      for (const [i, record] of records.entries()) {
        const round = ledger.chain.latestRound + 1n;
        const check =
          options.verifyReplay === true
            ? (b: algosdk.Block) =>
                verifyRecord(record, b, {
                  round,
                  prevHash: ledger.chain.hash(round - 1n) as Uint8Array,
                  prevHash512: blockHash512(ledger.chain.encodedBlock(round - 1n) as Uint8Array),
                  genesisId: ledger.genesisId,
                  genesisHash: ledger.genesisHash,
                  avm: ledger.env(round).avm,
                  editor: ledger.editor,
                })
            : undefined;
        const { block, group } = ledger.replay(record, round, check);
        ledger.chain.push(block, record.block, record.hash, record.txids);
        if (group.length > 0) ledger.recent.add(round, group);
        options.onReplayed?.(i + 1, records.length);
      }
      ledger.log = log;
    }
    return ledger;
  }

  /** Re-applies one stored block to the state (keeping its undo when a snapshot wants it). */
  private replay(
    record: BlockRecord,
    round: bigint,
    check?: (block: algosdk.Block) => void,
  ): { block: algosdk.Block; group: PreparedTxn[] } {
    const replayed = replayBlock(
      record,
      round,
      this.state,
      (g, delta) => evalGroup(g, delta, this.env(round), { replay: true }),
      this.undos.wants(round),
      check,
    );
    if (replayed.undo !== undefined) this.undos.push(replayed.undo);
    return replayed;
  }

  /** Plugs the AVM in (the evaluator calls this once it exists). */
  setAvm(avm: AvmHooks | undefined): void {
    this.avm = avm;
  }

  // ---- LedgerView ----

  latestRound(): bigint {
    return this.chain.latestRound;
  }

  /** The first block's round: 0, or a fork's round. */
  get firstRound(): bigint {
    return this.chain.base;
  }

  latestTimestamp(): number {
    return Number(this.chain.latest.timestamp);
  }

  latestBlockMadeAt(): number {
    return this.madeAt;
  }

  block(round: bigint): algosdk.Block | undefined {
    return this.chain.block(round);
  }

  blockHash(round: bigint): Uint8Array | undefined {
    return this.chain.hash(round);
  }

  account(address: string): algosdk.modelsv2.Account {
    return toAccountModel(address, this.state.account(address), this.latestRound());
  }

  asset(id: bigint): algosdk.modelsv2.Asset | undefined {
    const creator = this.state.assetCreator(id);
    const params = creator === undefined ? undefined : this.state.account(creator)?.createdAssets.get(id);
    return creator === undefined || params === undefined ? undefined : toAssetModel(id, creator, params);
  }

  application(id: bigint): algosdk.modelsv2.Application | undefined {
    const creator = this.state.appCreator(id);
    const params = creator === undefined ? undefined : this.state.account(creator)?.createdApps.get(id);
    return creator === undefined || params === undefined
      ? undefined
      : toApplicationModel(id, creator, params);
  }

  box(appId: bigint, name: Uint8Array): Uint8Array | undefined {
    return this.state.boxValue(boxKey(appId, name));
  }

  boxNames(appId: bigint): Uint8Array[] {
    return this.state.boxNames(appId);
  }

  /**
   * What the block at `round` changed, while the accounts tracker still holds it: rounds after
   * dbRound up to the latest (go v5.0: ledger/acctupdates.go lookupStateDelta, roundOffset);
   * otherwise go's error for the round.
   */
  roundChanges(round: bigint): RoundChanges | RoundChangesMissing {
    const latest = this.latestRound();
    const dbRound = this.past.oldestRound(latest);
    const deltas = latest - dbRound;
    if (round < dbRound) return { error: `round ${round} before dbRound ${dbRound}` };
    if (round - dbRound > deltas)
      return { error: `round ${round} too high: dbRound ${dbRound}, deltas ${deltas}` };
    const before = this.past.undoOf(round);
    const block = this.chain.block(round);
    const prev = this.chain.block(round - 1n);
    const record = this.chain.record(round);
    if (round === dbRound || !before || !block || !prev || !record)
      return { error: `round ${round} not in deltas: dbRound ${dbRound}, deltas ${deltas}, offset 0` };
    const after = this.past.at(round, block.header.txnCounter);
    const accounts: Array<readonly [string, AccountData]> = [];
    for (const address of new Set([
      ...this.state.accounts.keys(),
      ...this.past.addressesChangedAfter(round),
    ])) {
      const data = after.account(address);
      if (data !== undefined) accounts.push([address, data]);
    }
    return { block, prevTimestamp: prev.header.timestamp, txids: record.txids, before, after, accounts };
  }

  addresses(): Iterable<string> {
    return this.state.accounts.keys();
  }

  /**
   * Subscribes to blocks committed from now on (`replay` false). Blocks already there, including
   * those replayed from the data dir at open, are read with `block(round)` (the indexer catches up
   * that way first), so they are not decoded a second time here.
   */
  onBlock(listener: (block: algosdk.Block, replay: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- beyond LedgerView: what algod's handlers need ----

  /** Internal account state (read-only) for handlers needing more than the model. */
  accountState(address: string) {
    return this.state.account(address);
  }

  encodedBlock(round: bigint): Uint8Array | undefined {
    return this.chain.encodedBlock(round);
  }

  blockTxids(round: bigint): string[] | undefined {
    return this.chain.txidStrings(round);
  }

  /** Where a txid confirmed in the last 1000 rounds sits. */
  confirmed(txid: string): Confirmed | undefined {
    return this.recent.confirmed(txid);
  }

  /** Total and online microalgos, as `/v2/ledger/supply` reports them (non-participating money excluded). */
  supply(): { total: bigint; online: bigint } {
    let total = 0n;
    let online = 0n;
    for (const a of this.state.accounts.values()) {
      if (a.status === 'NotParticipating') continue;
      total += a.amount;
      if (a.status === 'Online') online += a.amount;
    }
    return { total, online };
  }

  getTimestampOffset(): bigint | undefined {
    return this.timestampOffset;
  }

  /** DevMode, as algod: once set, every later block is stamped previous timestamp + offset seconds. */
  setTimestampOffset(offset: bigint): void {
    this.timestampOffset = offset;
  }

  /** Resolves once `round` exists, or after `timeoutMs`. */
  waitForRound(round: bigint, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return this.roundWaiters.wait(() => this.latestRound() >= round, timeoutMs, signal);
  }

  /**
   * A throwaway delta over the latest state (dry-run overlays its request's accounts and apps on
   * it), which blocks committed later do not change (`PastStates.at`).
   */
  scratchState(): StateDelta {
    return new StateDelta(this.past.at(this.latestRound(), this.state.txnCounter));
  }

  stateDigest(): string {
    return stateDigest(this.state, this.latestRound());
  }

  /** `POST /v2/transactions`: decode, verify, evaluate, commit one block; returns the first txid. */
  submit(body: Uint8Array): string {
    return this.submitGroup(decodeTxGroup(body));
  }

  /**
   * `submit`, answering only once the block is synced to the data dir (what algod's POST waits for),
   * after the API's post-quantum address checks (`checkPQAddresses`) unless `skipPqAddressCheck`.
   * Signatures are checked on worker threads meanwhile (`SignaturePool`); the checks then run in
   * algod's order on the main thread with those answers, so errors and their order are unchanged.
   * Groups that arrive together (concurrent POSTs, within one turn of the event loop or while the
   * log's fdatasync runs) are committed as one block with one log record and one fdatasync, each checked and evaluated on the state the
   * groups before it left, as algod's evaluator does with a block of several groups; a refused group
   * is refused alone. A caller sending one group at a time still gets a block per group.
   * `unlocked`: addresses this group may use with no valid signature (the admin API's edits).
   */
  async submitDurable(
    body: Uint8Array,
    options: { skipPqAddressCheck?: boolean; unlocked?: ReadonlySet<string>; edit?: boolean } = {},
  ): Promise<string> {
    const { unlocked, edit } = options;
    this.refuseIfStopped();
    const trace: PostTimes | undefined = postTrace.on ? { started: performance.now() } : undefined;
    const group = prepareTxGroup(body);
    if (options.skipPqAddressCheck !== true) checkPQAddresses(group);
    markPost(trace, 'prepared');
    const checks = singleSignatureChecks(group);
    const wanted = checks.filter((c) => c !== undefined);
    let preverified: (boolean | undefined)[] | undefined;
    // A message to a worker costs about what a few checks do: small groups are checked in place.
    if (wanted.length >= POOL_MIN_SIGNATURES) {
      this.signatures ??= new SignaturePool();
      const answers = await this.signatures.verify(wanted);
      let k = 0;
      preverified = checks.map((c) => (c === undefined ? undefined : answers[k++]));
    }
    markPost(trace, 'verified');
    const attempt = () =>
      this.queue.add({
        group,
        preverified,
        trace,
        ...(unlocked !== undefined && { unlocked }),
        ...(edit === true && { edit }),
      });
    const txid = await (this.fork === undefined ? attempt() : this.fork.submit(group, attempt));
    await this.log?.sync();
    if (trace !== undefined) {
      trace.synced = performance.now();
      postTrace.posts.push(trace);
    }
    return txid;
  }

  /** Resolves once every committed block is synced to the data dir. */
  async sync(): Promise<void> {
    await this.log?.sync();
  }

  submitGroup(stxns: readonly algosdk.SignedTransaction[]): string {
    const [outcome] = this.commitBlock([{ group: stxns.map(prepareTxn), preverified: undefined }]);
    if (outcome === undefined || 'error' in outcome) throw outcome?.error;
    return outcome.txid;
  }

  /**
   * Verifies and evaluates each group in turn over what the groups before it left, then makes one
   * block of those that passed, writes it to the log and commits it. One outcome per group; a log
   * write error throws (and changes nothing).
   */
  private commitBlock(entries: readonly BlockEntry[]): BlockOutcome[] {
    const round = this.latestRound() + 1n;
    const candidate = new BlockCandidate(this.state, this.env(round), this.avm);
    const outcomes = entries.map((e) => candidate.add(e));
    this.vouchForUnsigned(candidate, round);
    const { delta: blockDelta, txns, applyData } = candidate;
    if (txns.length === 0) return outcomes;
    this.seal(round, blockDelta, txns, applyData);
    return outcomes;
  }

  /**
   * Adds to the block the editor's signed `unlocked` edits naming the transactions impersonation let
   * through unsigned, so the block verifies wherever it goes (an imported network file): a verifier
   * takes those txids as vouched for by the editor's key (`verifyRecord`).
   */
  private vouchForUnsigned(candidate: BlockCandidate, round: bigint): void {
    const sign = this.signEdit;
    if (sign === undefined || this.editor === undefined || candidate.unsigned.length === 0) return;
    const chain = {
      editor: this.editor,
      round: round - 1n,
      genesisId: this.genesisId,
      genesisHash: this.genesisHash,
    };
    for (const edit of unlockedEdits(candidate.unsigned)) {
      const outcome = candidate.add({
        group: [prepareTxn(sign(makeEditTxn(edit, chain)))],
        preverified: undefined,
        edit: true,
      });
      if ('error' in outcome)
        console.warn(
          `sandbox: round ${round} cannot vouch for its unsigned transactions: ${String(outcome.error)}`,
        );
    }
  }

  /** Gives the ledger the editor's key: blocks with impersonated transactions then vouch for them. */
  setEditSigner(sign: (txn: algosdk.Transaction) => algosdk.SignedTransaction): void {
    this.signEdit = sign;
  }

  /**
   * Makes the block of `round` from what its groups left in `blockDelta`, writes it to the log and
   * commits it (an empty payset: an empty block, as the admin API's advance makes).
   */
  private seal(
    round: bigint,
    blockDelta: StateDelta,
    txns: readonly PreparedTxn[],
    applyData: readonly ApplyDataDraft[],
  ): void {
    const prev = this.chain.latest;
    const { block, encoded, hash } = makeBlock(this.params, {
      round,
      prevHash: this.chain.hash(round - 1n) as Uint8Array,
      prevHash512: blockHash512(this.chain.encodedBlock(round - 1n) as Uint8Array),
      prevBonus: prev.bonus,
      timestamp: this.nextTimestamp(prev.timestamp),
      txnCounter: blockDelta.txnCounter,
      group: txns,
      applyData,
    });
    const txids = txns.map((p) => p.rawTxid);
    // Written before the state changes: a write error leaves the ledger as it was.
    // (`submitDurable` then waits for the group fdatasync.)
    this.log?.append({ hash, txids, block: encoded });
    const undo = blockDelta.replacedIn(this.state, round);
    blockDelta.commitTo(this.state);
    this.past.push(undo);
    if (this.undos.wants(round)) this.undos.push(undo);
    this.chain.push(
      block,
      encoded,
      hash,
      txids,
      txns.map((p) => p.txid),
    );
    if (txns.length > 0) this.recent.add(round, txns);
    this.madeAt = this.now();
    for (const listener of this.listeners) listener(block, false);
    this.roundWaiters.committed();
  }

  /** `count` empty blocks (the admin API's advance), synced to the block store before it resolves. */
  async advance(count: number): Promise<bigint> {
    this.refuseIfStopped();
    for (let i = 0; i < count; i++) this.seal(this.latestRound() + 1n, new StateDelta(this.state), [], []);
    await this.log?.sync();
    return this.latestRound();
  }

  /**
   * Back to `round` (a snapshot's revert; 0: a reset to genesis). The blocks after it leave the
   * block store (durable once `sync` resolves), the chain, the state, the recent txids (pending
   * lookups) and the past states, then the rewind listeners (the indexer) hear of it. The state
   * comes back through the undo log when it reaches back that far (the usual case: a snapshot set
   * its floor), from the genesis state for round 0, else by replaying the blocks up to `round`.
   */
  rewind(round: bigint): void {
    this.refuseIfStopped();
    if (round < this.firstRound || round > this.latestRound())
      throw new LedgerError('store', `round ${round} is not in the chain (latest ${this.latestRound()})`, {
        status: 400,
      });
    if (round === this.latestRound()) return;
    this.log?.cut(Number(round - this.firstRound));
    if (round > this.firstRound && this.undos.covers(round)) this.undos.rewind(this.state, round);
    else this.rebuildState(round);
    this.state.txnCounter = (this.chain.block(round) as algosdk.Block).header.txnCounter;
    this.chain.truncate(round);
    this.recent.rewind(round, (r) => this.chain.txidStrings(r));
    this.past.clear();
    this.madeAt = this.now();
    for (const listener of this.rewindListeners) listener(round);
    this.roundWaiters.committed();
  }

  /** The state after `round` made again from the genesis state and the blocks up to it. */
  private rebuildState(round: bigint): void {
    if (this.fork !== undefined) {
      this.fork.state.restart();
      this.undos.restart(this.firstRound);
      for (let r = this.firstRound + 1n; r <= round; r++) this.replay(this.chain.record(r) as BlockRecord, r);
      return;
    }
    const fresh = genesisState(this.genesis, GENESIS_TXN_COUNTER);
    for (const key of ['accounts', 'assetCreators', 'appCreators', 'boxes'] as const) {
      const target = this.state[key] as Map<unknown, unknown>;
      target.clear();
      for (const [k, v] of fresh[key] as Map<unknown, unknown>) target.set(k, v);
    }
    this.state.txnCounter = fresh.txnCounter;
    this.undos.restart(0n); // replay makes them again
    for (let r = 1n; r <= round; r++) this.replay(this.chain.record(r) as BlockRecord, r);
  }

  /** Subscribes to rewinds (`rewind`): the listener gets the round the chain went back to. */
  onRewind(listener: (round: bigint) => void): () => void {
    this.rewindListeners.add(listener);
    return () => this.rewindListeners.delete(listener);
  }

  /**
   * The rounds a revert may go back to (the admin API's snapshots): the undos of every block after
   * the oldest are kept from now on, and the snapshot listeners (the indexer) hear of the set.
   */
  setSnapshotRounds(rounds: Iterable<bigint>): void {
    const set = new Set(rounds);
    let oldest: bigint | undefined;
    for (const r of set) if (oldest === undefined || r < oldest) oldest = r;
    this.snapshotRoundSet = set;
    this.undos.keepAfter(oldest, this.latestRound());
    for (const listener of this.snapshotListeners) listener(set);
  }

  snapshotRounds(): ReadonlySet<bigint> {
    return this.snapshotRoundSet;
  }

  onSnapshotRounds(listener: (rounds: ReadonlySet<bigint>) => void): () => void {
    this.snapshotListeners.add(listener);
    return () => this.snapshotListeners.delete(listener);
  }

  /** Impersonation: transactions sent or authorized by `address` need no valid signature. */
  unlock(address: string): void {
    this.unlocked.add(address);
  }

  /** Ends impersonation of `address` (of every address when undefined). */
  lock(address?: string): void {
    if (address === undefined) this.unlocked.clear();
    else this.unlocked.delete(address);
  }

  unlockedAddresses(): string[] {
    return [...this.unlocked].sort();
  }

  /** The next block's timestamp (unix seconds), once; later blocks follow the clock or the offset again. */
  setNextTimestamp(timestamp: bigint | undefined): void {
    this.pinnedTimestamp = timestamp;
  }

  getNextTimestamp(): bigint | undefined {
    return this.pinnedTimestamp;
  }

  /**
   * Simulate one group as go-algorand's simulator does (ledger/simulation/simulator.go Simulate):
   * verified (signatures optional with `allowEmptySignatures`), then evaluated on a throwaway delta
   * over the state after `round` (default: the latest). A round ahead of the latest has no header
   * (500, blockqueue.go ErrNoEntry); one older than the state kept is refused as algod's accounts
   * tracker does (500, acctupdates.go RoundOffsetError), after verification, where algod's
   * StartEvaluator meets it. Verification failures blamed on one transaction (no signature,
   * malformed, logic sig rejected) and evaluation failures are reported in the result; the rest (a
   * bad ed25519 signature, an incomplete group) throw (HTTP 400). Never changes state. Work that
   * pauses between slices (drive it with `runToEnd` or `runInTurns`); blocks committed between two
   * slices do not change the round's state it reads.
   */
  simulate(stxns: readonly algosdk.SignedTransaction[], options: SimulateOptions): Slices<SimulatedGroup> {
    return simulateOn(
      {
        latestRound: () => this.latestRound(),
        avm: this.avm,
        oldestRound: (latest) => this.past.oldestRound(latest),
        stateAt: (round, txnCounter) => this.past.at(round, txnCounter),
        header: (round) => this.chain.block(round)?.header,
        env: (round) => this.env(round),
        confirmedRound: (txid) => this.recent.confirmed(txid)?.round,
      },
      stxns,
      options,
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.rewindListeners.clear();
    this.snapshotListeners.clear();
    this.roundWaiters.close();
    const log = this.log;
    this.log = undefined;
    const signatures = this.signatures;
    this.signatures = undefined;
    await Promise.all([log?.close(), signatures?.close()]);
  }

  /**
   * Closed, or its block store failed to flush (which may have lost what it reported written):
   * nothing more is accepted until the ledger is opened again over what the store really holds.
   */
  private refuseIfStopped(): void {
    if (this.closed) throw new LedgerError('store', 'the ledger is closed', { status: 503 });
    const failure = this.log?.failure;
    if (failure !== undefined) throw failure;
  }

  private env(round: bigint): GroupEnv {
    return {
      round,
      latestTimestamp: this.chain.latest.timestamp,
      genesisId: this.genesisId,
      genesisHash: this.genesisHash,
      feeSink: this.params.feeSink,
      rewardsPool: this.params.rewardsPool,
      avm: this.avm,
      isConfirmed: (txid) => this.recent.confirmed(txid) !== undefined,
      leaseHeldUntil: (sender, lease) => this.recent.leaseHeldUntil(sender, lease),
      unlocked: this.unlocked.size === 0 ? undefined : (address) => this.unlocked.has(address),
      editor: this.editor,
    };
  }

  private nextTimestamp(prev: bigint): bigint {
    const pinned = this.pinnedTimestamp;
    if (pinned !== undefined) {
      this.pinnedTimestamp = undefined;
      return pinned;
    }
    if (this.timestampOffset !== undefined) return prev + this.timestampOffset;
    const now = BigInt(Math.floor(this.now() / 1000));
    if (now < prev) return prev;
    return now > prev + MAX_TIMESTAMP_INCREMENT ? prev + MAX_TIMESTAMP_INCREMENT : now;
  }
}
