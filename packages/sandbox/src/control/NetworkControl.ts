import type { Ledger } from '../ledger/Ledger';
import type { ChainSnapshot, ChainSnapshots, ChainSnapshotStore } from '../network/ChainSnapshotStore';
import { LedgerError } from '../ledger/LedgerError';
import algosdk from 'algosdk';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { makeEditTxn } from '../ledger/edit/makeEditTxn';
import type { SandboxEdit } from '../ledger/edit/SandboxEdit';
import { balanceEdit } from './balanceEdit';
import { boxEdits, holdingEdit, stateEdits } from './stateEditRequests';
import { ControlError } from './ControlError';

/** At most this many empty blocks per advance call. */
export const MAX_ADVANCE = 10_000;
/** At most this many snapshots kept at once. */
export const MAX_SNAPSHOTS = 1_000;
const MAX_NAME = 200;
/** Timestamps are int64 seconds in headers; refuse what would overflow one. */
const MAX_TIMESTAMP = (1n << 62n) - 1n;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * The sandbox's own network control, behind the admin API: snapshots (kept in the network's
 * storage, durable before they are answered), revert and reset, the next block's timestamp and
 * empty blocks, and impersonation. Calls that change the chain run one at a time.
 */
export class NetworkControl {
  private busy: Promise<unknown> = Promise.resolve();
  /** Edits made, so each edit's transactions differ (their note). */
  private edits = Date.now();

  private constructor(
    private readonly ledger: Ledger,
    private readonly store: ChainSnapshotStore,
    private saved: ChainSnapshots,
    /** The editor account's secret key (`editorAddress`): it signs edits; absent, edits are refused. */
    private readonly editorKey: Uint8Array | undefined,
  ) {}

  /**
   * The control over an opened ledger, with the snapshots `store` held. Those the chain no longer
   * holds (a crash between a revert's cut and the snapshots' save leaves them) are dropped.
   */
  static async open(
    ledger: Ledger,
    store: ChainSnapshotStore,
    saved?: ChainSnapshots,
    keys: readonly GenesisKey[] = [],
  ): Promise<NetworkControl> {
    const loaded = saved ?? (await store.load()) ?? { next: 1, snapshots: [] };
    const valid = loaded.snapshots.filter((s) => {
      const hash = ledger.blockHash(BigInt(s.round));
      return hash !== undefined && b64(hash) === s.blockHash;
    });
    const editorKey = keys.find((k) => k.address === ledger.editor)?.secretKey;
    const control = new NetworkControl(
      ledger,
      store,
      {
        next: loaded.next,
        snapshots: valid,
        ...(loaded.unlocked !== undefined && { unlocked: loaded.unlocked }),
      },
      editorKey,
    );
    if (editorKey !== undefined) ledger.setEditSigner((txn) => signed(txn, editorKey));
    // Impersonation is kept across a restart: what was unlocked is unlocked again.
    for (const address of loaded.unlocked ?? []) ledger.unlock(address);
    if (valid.length !== loaded.snapshots.length) await store.save(control.saved);
    ledger.setSnapshotRounds(valid.map((s) => BigInt(s.round)));
    return control;
  }

  snapshots(): ChainSnapshot[] {
    return this.saved.snapshots.map((s) => ({ ...s }));
  }

  /**
   * A snapshot of the latest round, once its blocks and the snapshot itself are durable. When one
   * of this very block (and name, if one is given) exists, that one is answered.
   */
  snapshot(name?: unknown): Promise<ChainSnapshot> {
    if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME))
      throw new ControlError('bad-request', `name must be a string of at most ${MAX_NAME} characters`);
    return this.exclusive(async () => {
      if (this.saved.snapshots.length >= MAX_SNAPSHOTS)
        throw new ControlError(
          'conflict',
          `at most ${MAX_SNAPSHOTS} snapshots are kept: revert or delete some first`,
        );
      await this.ledger.sync();
      const round = this.ledger.latestRound();
      const blockHash = b64(this.ledger.blockHash(round) as Uint8Array);
      // The same chain already snapshotted (a beforeEach after an afterEach's revert): the same
      // snapshot, so a suite does not pile up one per test.
      const same = this.saved.snapshots.find(
        (s) =>
          s.round === String(round) && s.blockHash === blockHash && (name === undefined || s.name === name),
      );
      if (same !== undefined) return { ...same };
      if (this.saved.snapshots.length >= MAX_SNAPSHOTS)
        throw new ControlError('conflict', `at most ${MAX_SNAPSHOTS} snapshots are kept: delete some first`);
      const id = String(this.saved.next);
      const snapshot: ChainSnapshot = {
        id,
        name: name ?? `snapshot ${id}`,
        round: String(round),
        blockHash,
        timestamp: this.ledger.latestTimestamp(),
        takenAt: Date.now(),
      };
      await this.save({
        ...this.saved,
        next: this.saved.next + 1,
        snapshots: [...this.saved.snapshots, snapshot],
      });
      return { ...snapshot };
    });
  }

  /**
   * Back to snapshot `id`: every block after its round is gone (ledger, indexer, recent txids),
   * and so are the snapshots taken after it; it stays, to be reverted to again. Answers once the
   * cut block store is durable, then the snapshots are saved (a crash between the two leaves
   * snapshots the chain no longer holds, which `open` drops).
   */
  revert(id: string): Promise<{ snapshot: ChainSnapshot; round: string; removedRounds: string }> {
    return this.exclusive(async () => {
      const index = this.saved.snapshots.findIndex((s) => s.id === id);
      const snapshot = this.saved.snapshots[index];
      if (snapshot === undefined)
        throw new ControlError('not-found', `no snapshot with id ${JSON.stringify(id)}`);
      const round = BigInt(snapshot.round);
      const hash = this.ledger.blockHash(round);
      if (hash === undefined || b64(hash) !== snapshot.blockHash)
        throw new ControlError('conflict', `snapshot ${id} no longer matches the chain at round ${round}`);
      const removed = this.ledger.latestRound() - round;
      this.ledger.rewind(round);
      await this.ledger.sync();
      await this.save({ ...this.saved, snapshots: this.saved.snapshots.slice(0, index + 1) });
      return { snapshot: { ...snapshot }, round: String(round), removedRounds: String(removed) };
    });
  }

  /** Forgets snapshot `id` (the chain is untouched). */
  forget(id: string): Promise<void> {
    return this.exclusive(async () => {
      if (!this.saved.snapshots.some((s) => s.id === id))
        throw new ControlError('not-found', `no snapshot with id ${JSON.stringify(id)}`);
      await this.save({ ...this.saved, snapshots: this.saved.snapshots.filter((s) => s.id !== id) });
    });
  }

  /** Back to the genesis block (same genesis, keys and kmd wallets); every snapshot goes. */
  reset(): Promise<{ round: string; removedRounds: string }> {
    return this.exclusive(async () => {
      const removed = this.ledger.latestRound() - this.ledger.firstRound;
      this.ledger.rewind(this.ledger.firstRound);
      this.ledger.setNextTimestamp(undefined);
      await this.ledger.sync();
      await this.save({ ...this.saved, snapshots: [] });
      return { round: String(this.ledger.firstRound), removedRounds: String(removed) };
    });
  }

  /** `count` empty blocks; answers once they are durable. */
  advance(count: unknown): Promise<{ round: string }> {
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ADVANCE)
      throw new ControlError('bad-request', `count must be a whole number from 1 to ${MAX_ADVANCE}`);
    return this.exclusive(async () => ({ round: String(await this.ledger.advance(count)) }));
  }

  /** The clock: the latest block's time and what the next block will be stamped with, when set. */
  time(): { round: string; latestTimestamp: number; nextTimestamp?: number; offset?: string } {
    const next = this.ledger.getNextTimestamp();
    const offset = this.ledger.getTimestampOffset();
    return {
      round: String(this.ledger.latestRound()),
      latestTimestamp: this.ledger.latestTimestamp(),
      ...(next !== undefined && { nextTimestamp: Number(next) }),
      ...(offset !== undefined && { offset: String(offset) }),
    };
  }

  /**
   * Stamps the next block with `timestamp` (unix seconds), or the latest block's time plus
   * `increase` seconds. Never before the latest block's time (blocks' timestamps do not go back).
   * Blocks after it follow the clock again (held at this time until it catches up) or the offset.
   */
  setTime(body: { timestamp?: unknown; increase?: unknown }): ReturnType<NetworkControl['time']> {
    const { timestamp, increase } = body;
    if ((timestamp === undefined) === (increase === undefined))
      throw new ControlError(
        'bad-request',
        'give exactly one of timestamp (unix seconds) or increase (seconds)',
      );
    const value = timestamp ?? increase;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new ControlError(
        'bad-request',
        `${timestamp !== undefined ? 'timestamp' : 'increase'} must be a whole number of seconds, 0 or more`,
      );
    const latest = BigInt(this.ledger.latestTimestamp());
    const next = timestamp !== undefined ? BigInt(value) : latest + BigInt(value);
    if (next < latest)
      throw new ControlError(
        'bad-request',
        `timestamp ${next} is before the latest block's (${latest}): time does not go back`,
      );
    if (next > MAX_TIMESTAMP) throw new ControlError('bad-request', `timestamp ${next} is too large`);
    this.ledger.setNextTimestamp(next);
    return this.time();
  }

  /**
   * Sets `address`'s Algo balance (microAlgos) with a block of payments to or from a genesis
   * account (`balanceEdit`): the indexer and every client see it, replay re-applies it. The usual
   * rules hold: a balance under the account's minimum balance is refused (400).
   */
  setBalance(address: string, amount: unknown): Promise<{ round: string; amount: string }> {
    const micro =
      typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0
        ? BigInt(amount)
        : typeof amount === 'string' && /^[0-9]{1,20}$/.test(amount)
          ? BigInt(amount)
          : undefined;
    if (micro === undefined)
      throw new ControlError('bad-request', 'amount must be a whole number of microAlgos, 0 or more');
    return this.exclusive(async () => {
      const edit = balanceEdit(this.ledger, address, micro, String(this.edits++));
      if (edit !== undefined) {
        try {
          await this.ledger.submitDurable(edit.body, { unlocked: edit.unlocked });
        } catch (err) {
          if (err instanceof LedgerError && err.status === 400)
            throw new ControlError('bad-request', `the balance cannot be set: ${err.message}`);
          throw err;
        }
      }
      return {
        round: String(this.ledger.latestRound()),
        amount: String(this.ledger.account(address).amount),
      };
    });
  }

  /**
   * Sets `address`'s holding of `asset` (`{amount?, frozen?}`): the account must be opted in. The
   * asset's total is not adjusted (a holding set past it is the test's own business).
   */
  setHolding(
    address: string,
    asset: bigint,
    body: Record<string, unknown>,
  ): Promise<{ round: string; amount: string; frozen: boolean }> {
    const edit = holdingEdit(address, asset, body);
    return this.exclusive(async () => {
      await this.commitEdits([edit]);
      const holding = this.ledger.account(address).assets?.find((h) => h.assetId === asset);
      return {
        round: String(this.ledger.latestRound()),
        amount: String(holding?.amount ?? 0n),
        frozen: holding?.isFrozen ?? false,
      };
    });
  }

  /** Sets and deletes keys of app `app`'s global state, or of `address`'s local state in it. */
  setAppState(
    app: bigint,
    address: string | undefined,
    body: Record<string, unknown>,
  ): Promise<{ round: string; state: algosdk.modelsv2.TealKeyValue[] }> {
    const edits = stateEdits(app, address, body);
    return this.exclusive(async () => {
      await this.commitEdits(edits);
      const state =
        address === undefined
          ? this.ledger.application(app)?.params?.globalState
          : this.ledger.account(address).appsLocalState?.find((l) => l.id === app)?.keyValue;
      return { round: String(this.ledger.latestRound()), state: state ?? [] };
    });
  }

  /** Creates or replaces box `name` of app `app` with `value` (`{name, value}`, encoding:value). */
  setBox(app: bigint, body: Record<string, unknown>): Promise<{ round: string; name: string; size: number }> {
    const edits = boxEdits(app, body);
    return this.exclusive(async () => {
      await this.commitEdits(edits);
      const first = edits[0] as Extract<SandboxEdit, { kind: 'box' }>;
      return {
        round: String(this.ledger.latestRound()),
        name: b64(first.name),
        size: this.ledger.box(app, first.name)?.length ?? 0,
      };
    });
  }

  /** Deletes box `name` of app `app` (404 when there is none). */
  deleteBox(app: bigint, name: Uint8Array): Promise<{ round: string }> {
    return this.exclusive(async () => {
      if (this.ledger.box(app, name) === undefined)
        throw new ControlError('not-found', `application ${app} has no box ${b64(name)}`);
      await this.commitEdits([{ kind: 'box-delete', app, name }]);
      return { round: String(this.ledger.latestRound()) };
    });
  }

  /**
   * Commits `edits` as the editor's signed edit payments, at most 16 to a group (a group commits
   * as its own block, or with groups sent at the same time). A refused edit is a 400 with the
   * ledger's reason and changes nothing of its group.
   */
  private async commitEdits(edits: readonly SandboxEdit[]): Promise<void> {
    const key = this.editorKey;
    const editor = this.ledger.editor;
    if (key === undefined || editor === undefined)
      throw new ControlError('conflict', "this network has no editor key (its genesis's first account)");
    for (let i = 0; i < edits.length; i += 16) {
      const chain = {
        editor,
        round: this.ledger.latestRound(),
        genesisId: this.ledger.genesisId,
        genesisHash: this.ledger.genesisHash,
      };
      const txns = edits.slice(i, i + 16).map((e) => makeEditTxn(e, chain, String(this.edits++)));
      if (txns.length > 1) algosdk.assignGroupID(txns);
      const body = Buffer.concat(txns.map((t) => algosdk.encodeMsgpack(signed(t, key))));
      try {
        await this.ledger.submitDurable(body, { edit: true, skipPqAddressCheck: true });
      } catch (err) {
        if (err instanceof LedgerError && err.status === 400)
          throw new ControlError('bad-request', `the edit was refused: ${err.message}`);
        throw err;
      }
    }
  }

  unlocked(): string[] {
    return this.ledger.unlockedAddresses();
  }

  /** Unlocks `address`; kept across a restart (saved with the snapshots before it answers). */
  unlock(address: string): Promise<string[]> {
    return this.exclusive(async () => {
      this.ledger.unlock(address);
      await this.saveUnlocked();
      return this.unlocked();
    });
  }

  lock(address?: string): Promise<string[]> {
    return this.exclusive(async () => {
      this.ledger.lock(address);
      await this.saveUnlocked();
      return this.unlocked();
    });
  }

  private async saveUnlocked(): Promise<void> {
    const unlocked = this.ledger.unlockedAddresses();
    await this.store.save({ ...this.saved, unlocked });
    this.saved = { ...this.saved, unlocked };
  }

  /**
   * Saves the snapshots. The ledger keeps undos (and the indexer checkpoints) for the old and new
   * rounds from before the save starts, so blocks committed meanwhile are covered too.
   */
  private async save(next: ChainSnapshots): Promise<void> {
    const rounds = (list: ChainSnapshots) => list.snapshots.map((s) => BigInt(s.round));
    this.ledger.setSnapshotRounds([...rounds(this.saved), ...rounds(next)]);
    await this.store.save(next);
    this.saved = next;
    this.ledger.setSnapshotRounds(rounds(next));
  }

  /** Runs `fn` after every call before it has ended. */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.busy.then(fn, fn);
    this.busy = run.catch(() => undefined);
    return run;
  }
}

function signed(txn: algosdk.Transaction, key: Uint8Array): algosdk.SignedTransaction {
  return algosdk.decodeMsgpack(txn.signTxn(key), algosdk.SignedTransaction);
}
