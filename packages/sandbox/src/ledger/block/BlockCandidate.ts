import type { AvmHooks } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import { EvalError } from '../eval/EvalError';
import { evalGroup } from '../eval/evalGroup';
import type { GroupEnv } from '../eval/GroupEnv';
import type { PostTimes } from '../postTrace';
import { LedgerError, POOL_PREFIX, TxnRuleError } from '../LedgerError';
import { RecentTxns } from '../RecentTxns';
import type { StateReader } from '../state/StateReader';
import { StateDelta } from '../state/StateDelta';
import { verifyGroup } from '../verifyGroup';

/** A group offered for the next block. */
export interface BlockEntry {
  readonly group: PreparedTxn[];
  /** Signature answers from the pool, one per transaction (undefined: checked in place). */
  readonly preverified: (boolean | undefined)[] | undefined;
  /** The POST's timeline, when a bench traces them (`postTrace`). */
  readonly trace?: PostTimes | undefined;
  /** Addresses this group alone may use unsigned (the admin API's own edits). */
  readonly unlocked?: ReadonlySet<string> | undefined;
  /** The admin API's edit group (`SandboxEdit`): its edits apply. */
  readonly edit?: boolean | undefined;
}

/** A group's fate in a block: its first txid, or why it was refused. */
export type BlockOutcome = { readonly txid: string } | { readonly error: unknown };

/**
 * The next block while groups are added to it, as algod's block evaluator builds one: each group is
 * verified and evaluated on the state the groups before it left (their txids and leases count as
 * confirmed); one that fails is refused and leaves nothing behind. `delta` then holds the block's
 * changes over the committed state, `txns` and `applyData` its payset.
 */
export class BlockCandidate {
  readonly delta: StateDelta;
  readonly txns: PreparedTxn[] = [];
  readonly applyData: ApplyDataDraft[] = [];
  /** Txids let through by impersonation (the block's `unlocked` edit vouches for them). */
  readonly unsigned: string[] = [];
  private readonly inBlock = new RecentTxns();
  private readonly env: GroupEnv;

  constructor(
    state: StateReader,
    env: GroupEnv,
    private readonly avm: AvmHooks | undefined,
  ) {
    this.delta = new StateDelta(state);
    this.env = {
      ...env,
      isConfirmed: (txid) => this.inBlock.confirmed(txid) !== undefined || env.isConfirmed(txid),
      leaseHeldUntil: (sender, lease) =>
        this.inBlock.leaseHeldUntil(sender, lease) ?? env.leaseHeldUntil(sender, lease),
    };
  }

  add({ group, preverified, unlocked, edit }: BlockEntry): BlockOutcome {
    const envUnlocked = this.env.unlocked;
    const isUnlocked =
      unlocked === undefined ? envUnlocked : (a: string) => unlocked.has(a) || (envUnlocked?.(a) ?? false);
    try {
      verifyGroup(group, {
        avm: this.avm,
        unlocked: isUnlocked,
        ...(preverified !== undefined && { preverified }),
      });
      const delta = new StateDelta(this.delta);
      this.applyData.push(...evaluate(group, delta, edit === true ? { ...this.env, edits: true } : this.env));
      delta.commitTo(this.delta);
    } catch (error) {
      return { error };
    }
    this.inBlock.add(this.env.round, group);
    this.txns.push(...group);
    if (isUnlocked !== undefined)
      for (const p of group) if (isUnlocked(p.sender) || isUnlocked(p.authorizer)) this.unsigned.push(p.txid);
    return { txid: (group[0] as PreparedTxn).txid };
  }
}

/** Evaluates a group for a new block; evaluation failures become pool errors, as algod reports them. */
function evaluate(group: PreparedTxn[], delta: StateDelta, env: GroupEnv): ApplyDataDraft[] {
  try {
    return evalGroup(group, delta, env);
  } catch (err) {
    if (err instanceof EvalError) {
      const data = err.cause instanceof TxnRuleError ? err.cause.data : undefined;
      throw new LedgerError('pool', POOL_PREFIX + err.message, { cause: err, ...(data && { data }) });
    }
    throw err;
  }
}
