import algosdk from 'algosdk';
import { followGroup } from '../pipeline/followGroup';
import { sendGroup } from '../pipeline/sendGroup';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { builtTransactions } from './buildGroup';
import type { ComposeAction } from './composeReducer';
import type { ComposeSnapshot } from './ComposeSnapshot';
import type { ComposeStore } from './ComposeStore';
import type { CreatedId, GroupDraft } from './GroupDraft';
import { simulateBuilt } from './simulateBuilt';
import { storedErrorOf } from './storedErrorOf';

export interface GroupSendingDeps {
  store: ComposeStore;
  dispatch: (action: ComposeAction) => void;
  /** The active network's algod: without it nothing is simulated or sent. */
  algod: algosdk.Algodv2 | undefined;
  /** How many rounds to follow a sent group before asking whether to keep waiting. */
  waitRounds: bigint;
  onCommitted?: ((txns: algosdk.Transaction[], created: readonly CreatedId[]) => void) | undefined;
}

/**
 * The built group on the node: simulated once built, sent once signed, then followed round by
 * round to a block, a rejection, or the rounds to wait (after which the person may keep waiting).
 */
export class GroupSending {
  readonly #store: ComposeStore;
  readonly #dispatch: (action: ComposeAction) => void;
  readonly #algod: algosdk.Algodv2 | undefined;
  readonly #onCommitted: GroupSendingDeps['onCommitted'];
  #waitRounds: bigint;
  #following = false;
  /** Rounds waited when the last follow gave up: "keep waiting" waits that many more. */
  #lastWaited = 0n;
  /** Aborted when the screen lets go of the session: following a sent group stops. */
  #abort = new AbortController();

  constructor(deps: GroupSendingDeps) {
    this.#store = deps.store;
    this.#dispatch = deps.dispatch;
    this.#algod = deps.algod;
    this.#waitRounds = deps.waitRounds;
    this.#onCommitted = deps.onCommitted;
  }

  /** Following may start again after `dispose` (the screen came back). */
  revive(): void {
    if (this.#abort.signal.aborted) this.#abort = new AbortController();
  }

  /** Stops following a sent group. */
  dispose(): void {
    this.#abort.abort();
  }

  /** A group just opened: a built or signed one is simulated, one in flight is followed again. */
  resume(group: GroupDraft): void {
    if (group.status === 'built' || group.status === 'signed') void this.simulate();
    if (group.status === 'submitted') void this.#follow(this.#waitRounds);
  }

  /** Simulates the built group; the answer is kept only if the same group is still open. */
  async simulate(): Promise<void> {
    const built = this.#group().built;
    if (built === undefined || this.#algod === undefined) return;
    this.#store.set({ simulation: { kind: 'running' } });
    const simulation = await simulateBuilt(this.#algod, built);
    if (this.#group().built === built) this.#store.set({ simulation });
  }

  /** Sends the signed group and follows it to a block (or to the rounds to wait). */
  send = async (): Promise<void> => {
    const g = this.#group();
    const algod = this.#algod;
    if (g.built === undefined || g.status !== 'signed' || algod === undefined) return;
    this.#setSend({ busy: true });
    try {
      const sent = await sendGroup(
        algod,
        g.signatures.map((s) => algosdk.base64ToBytes(s ?? '')),
      );
      this.#dispatch({ type: 'submitted', round: sent.sentAtRound });
      await this.#follow(this.#waitRounds);
    } catch (e) {
      this.#dispatch({ type: 'failed', error: storedErrorOf(e) });
    } finally {
      this.#setSend({ busy: false });
    }
  };

  /** The rounds to follow a sent group before asking (a setting the screen keeps). */
  setWaitRounds = (rounds: bigint): void => {
    this.#waitRounds = rounds;
  };

  /** Follows the sent group for as many rounds again as were waited already. */
  keepWaiting = (): Promise<void> => this.#follow(this.#lastWaited + this.#waitRounds);

  #group(): GroupDraft {
    return this.#store.getSnapshot().group;
  }

  #setSend(patch: Partial<ComposeSnapshot['send']>): void {
    this.#store.set({ send: { ...this.#store.getSnapshot().send, ...patch } });
  }

  async #follow(maxRounds: bigint): Promise<void> {
    const g = this.#group();
    const algod = this.#algod;
    if (this.#following || algod === undefined || g.built === undefined || g.submittedAtRound === undefined)
      return;
    const built = g.built;
    const signal = this.#abort.signal;
    this.#following = true;
    this.#setSend({ notConfirmed: undefined });
    try {
      const sent = { txids: built.txids, sentAtRound: g.submittedAtRound, lastValid: built.lastValid };
      const result = await followGroup(algod, sent, {
        maxRounds,
        signal,
        onProgress: (progress) => this.#setSend({ progress }),
      });
      if (this.#group().built !== built) return;
      if (result.kind === 'committed') {
        const created = result.created.map(({ txid: _txid, ...c }) => c);
        const lastLogs = result.lastLogs.map(({ position, log }) => ({ position, log: bytesToBase64(log) }));
        this.#dispatch({ type: 'committed', round: result.round, created, lastLogs });
        this.#onCommitted?.(builtTransactions(built), created);
      } else if (result.kind === 'rejected') {
        this.#dispatch({ type: 'failed', error: storedErrorOf(result.error) });
      } else if (result.canKeepWaiting) {
        this.#lastWaited = result.waited;
        this.#setSend({ notConfirmed: result.error.message });
      } else {
        this.#dispatch({ type: 'failed', error: storedErrorOf(result.error) });
      }
    } catch (e) {
      // Let go of (the screen closed): the group is followed again when it opens.
      if (!signal.aborted) this.#dispatch({ type: 'failed', error: storedErrorOf(e) });
    } finally {
      this.#following = false;
    }
  }
}
