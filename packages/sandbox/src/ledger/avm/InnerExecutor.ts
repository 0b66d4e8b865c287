import algosdk from 'algosdk';
import { done, runToEnd } from '../../avm/eval/Slices';
import { InnerTxnFailure, type InnerGroupRequest } from '../../avm/eval/EvalLedger';
import type { EvalApplyData, EvalTxn } from '../../avm/eval/EvalTxn';
import { addressString } from '../../util/addressString';
import { base32 } from '../../util/base32';
import { sha512_256 } from '../../util/sha512_256';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { LedgerError, TxnRuleError } from '../LedgerError';
import { applyPlainTxn } from '../rules/applyPlainTxn';
import { applyTxnPrelude } from '../rules/applyTxnPrelude';
import type { EvalContext } from '../rules/EvalContext';
import { StateDelta } from '../state/StateDelta';
import { applyApplication } from './applyApplication';
import { recordFailedGroup } from './failedInnerGroups';
import type { StateCursor } from './StateCursor';
import { innerWellFormed } from './innerWellFormed';
import { toAlgosdkTxn } from './toAlgosdkTxn';

/** What executing inner transactions needs besides state. */
export interface InnerGroupEnv {
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly feeSink: string;
  readonly rewardsPool: string;
  /** Closing amounts and the like of executed inners, which `EvalApplyData` has no room for. */
  readonly drafts: WeakMap<EvalApplyData, ApplyDataDraft>;
}

const TX = new TextEncoder().encode('TX');
const TG = new TextEncoder().encode('TG');

/**
 * Executes inner transaction groups with the ledger's own rules (go-algorand's Perform): each
 * transaction counted, its fee paid to the fee sink, rekeyed, then applied by type; app calls run
 * their programs through the evaluator's `runApp`. The group works on a nested delta that only
 * reaches the caller's state when every transaction succeeded.
 */
export class InnerExecutor {
  private readonly built = new WeakMap<EvalTxn, algosdk.Transaction>();

  constructor(
    private readonly ledger: StateCursor,
    private readonly env: InnerGroupEnv,
  ) {}

  /** go's opItxnSubmit WellFormed check (`innerWellFormed`); the transaction built is kept for `prepare`. */
  checkWellFormed(t: EvalTxn): void {
    this.built.set(t, innerWellFormed(t));
  }

  /** go's InnerID: sha512_256("TX" ‖ parent txid ‖ uint64be(index) ‖ msgpack(txn)); groups hash them. */
  prepare(txns: readonly EvalTxn[], parentTxid: Uint8Array, offset: number): Uint8Array[] {
    const ids = (reuse: boolean): Uint8Array[] =>
      txns.map((t, i) => {
        const txn = (reuse ? this.built.get(t) : undefined) ?? toAlgosdkTxn(t);
        this.built.set(t, txn);
        return innerId(parentTxid, offset + i, txn);
      });
    let txids = ids(true);
    if (txns.length > 1) {
      const group = sha512_256(TG, algosdk.msgpackRawEncode(new Map([['txlist', txids]])));
      for (const t of txns) t.group = group;
      txids = ids(false);
    }
    return txids;
  }

  perform(request: InnerGroupRequest): void {
    const outer = this.ledger.state;
    const nested = new StateDelta(outer);
    this.ledger.state = nested;
    try {
      const group = request.txns.map((t, i) => this.prepared(t, request.txids[i] as Uint8Array));
      for (let i = 0; i < group.length; i++) {
        request.beforeTxn(i);
        try {
          this.applyOne(request, group, i);
        } catch (e) {
          const failure =
            e instanceof TxnRuleError || e instanceof LedgerError ? new InnerTxnFailure(i, e.message) : e;
          if (failure instanceof InnerTxnFailure) {
            // Simulate lists the failed group under its caller (restoreFailedInners).
            recordFailedGroup(
              failure,
              request.txns.map((txn, j) => ({
                txn,
                txid: request.txids[j] as Uint8Array,
                ad: request.applyData[j] as EvalApplyData,
              })),
            );
          }
          throw failure;
        }
      }
    } finally {
      this.ledger.state = outer;
    }
    nested.commitTo(outer);
  }

  private prepared(t: EvalTxn, txid: Uint8Array): PreparedTxn {
    const txn = this.built.get(t) ?? toAlgosdkTxn(t);
    const sender = addressString(t.sender);
    return {
      stxn: new algosdk.SignedTransaction({ txn }),
      txn,
      toSign: new Uint8Array(0),
      rawTxid: txid,
      txid: base32(txid),
      sender,
      authorizer: sender,
    };
  }

  private applyOne(request: InnerGroupRequest, group: PreparedTxn[], i: number): void {
    const p = group[i] as PreparedTxn;
    const state = this.ledger.state;
    const ad = request.applyData[i] as EvalApplyData;
    const draft: ApplyDataDraft = {};
    this.env.drafts.set(ad, draft);
    applyTxnPrelude(state, p, this.env.feeSink);
    const ctx: EvalContext = {
      state,
      round: this.env.round,
      latestTimestamp: this.env.latestTimestamp,
      feeSink: this.env.feeSink,
      rewardsPool: this.env.rewardsPool,
      avm: undefined,
      group,
      index: i,
      applyData: draft,
      groupApplyData: [],
    };
    if (applyPlainTxn(ctx, p.txn.type)) {
      if (draft.configAsset !== undefined) ad.configAsset = draft.configAsset;
      return;
    }
    if (p.txn.type !== algosdk.TransactionType.appl)
      throw new TxnRuleError(`unknown transaction type ${p.txn.type}`);
    // An inner call runs whole: it is one op of its caller's run, which cannot pause inside an op.
    const created = runToEnd(
      applyApplication({
        ledger: this.ledger,
        txn: p.txn,
        sender: p.sender,
        run: (appId, program) => {
          if (p.txn.applicationCall?.appIndex === 0n) ad.applicationId = appId;
          return done(request.runApp(i, appId, program));
        },
        discardEffects: () => resetEffects(ad),
      }),
    );
    if (created !== undefined) {
      ad.applicationId = created;
      draft.applicationID = created;
    }
  }
}

function innerId(parent: Uint8Array, index: number, txn: algosdk.Transaction): Uint8Array {
  const be = new Uint8Array(8);
  new DataView(be.buffer).setBigUint64(0, BigInt(index));
  return sha512_256(TX, parent, be, txn.toByte());
}

/** Empties what a program recorded in its apply data (a failed clear-state program leaves nothing). */
export function resetEffects(ad: EvalApplyData): void {
  ad.logs = [];
  ad.innerTxns = [];
  ad.globalDelta = new Map();
  ad.localDeltas = new Map();
  ad.sharedAccts = [];
}
