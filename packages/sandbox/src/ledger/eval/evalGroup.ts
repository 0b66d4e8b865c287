import algosdk from 'algosdk';
import { runToEnd, type Slices } from '../../avm/eval/Slices';
import { LedgerError, TxnRuleError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { requiresAvm } from '../requiresAvm';
import { applyPlainTxn } from '../rules/applyPlainTxn';
import { applyTxnPrelude } from '../rules/applyTxnPrelude';
import type { EvalContext } from '../rules/EvalContext';
import { minBalance } from '../rules/minBalance';
import type { StateDelta } from '../state/StateDelta';
import type { ApplyDataDraft } from './ApplyDataDraft';
import { checkFees } from '../verify/checkFees';
import { checkAlive } from './checkAlive';
import { EvalError } from './EvalError';
import { needsSyntheticSignature } from '../verify/pqPlaceholders';
import type { GroupEnv } from './GroupEnv';
import { applySandboxEdit } from '../edit/applySandboxEdit';
import { EDIT_NOTE_PREFIX, hasEditPrefix, readSandboxEdit } from '../edit/SandboxEdit';

/**
 * Applies a verified group to `state` in order, the way algod's block evaluator does: count the
 * transaction, check the authorizer, take the fee, rekey, apply the type's rules, then check the
 * minimum balance of every account the transaction touched; then the group's pooled fees. Throws `EvalError` (algod's text with
 * `transaction <TXID>: ` where algod puts it) and leaves `state` half-written: callers drop it.
 * With `replay`, the pool checks are skipped: the block log only holds groups that passed them.
 */
export function evalGroup(
  group: readonly PreparedTxn[],
  state: StateDelta,
  env: GroupEnv,
  options: { replay?: boolean } = {},
): ApplyDataDraft[] {
  return runToEnd(evalGroupSteps(group, state, env, options));
}

/** `evalGroup` as work that pauses where its app calls' program runs do (simulate: Slices.ts). */
export function* evalGroupSteps(
  group: readonly PreparedTxn[],
  state: StateDelta,
  env: GroupEnv,
  options: { replay?: boolean } = {},
): Slices<ApplyDataDraft[]> {
  // Replayed blocks were checked when first accepted; their txns no longer carry genesis fields.
  if (!options.replay) checkAlive(group, env);
  const applyData: ApplyDataDraft[] = [];
  for (let index = 0; index < group.length; index++) {
    const p = group[index] as PreparedTxn;
    const ad: ApplyDataDraft = {};
    const ctx: EvalContext = {
      state,
      round: env.round,
      latestTimestamp: env.latestTimestamp,
      feeSink: env.feeSink,
      rewardsPool: env.rewardsPool,
      avm: env.avm,
      group,
      index,
      applyData: ad,
      groupApplyData: applyData,
    };
    try {
      yield* applyOne(ctx, p, env, options.replay === true);
    } catch (err) {
      // The failing transaction's partial apply data goes last (the AVM leaves its logs and inner
      // transactions so far there), as go-algorand ledger/simulation/tracer.go AfterTxn keeps it.
      const applied = [...applyData, ad];
      if (err instanceof TxnRuleError)
        throw new EvalError(index, `transaction ${p.txid}: ${err.message}`, err, applied);
      if (err instanceof LedgerError) throw new EvalError(index, err.message, err, applied);
      throw err;
    }
    applyData.push(ad);
  }
  // go-algorand ledger/eval/eval.go TransactionGroup: CheckGroupFees runs after every transaction
  // of the group was applied, so an overspend is reported before a short fee (and the pool prefixes it).
  if (!options.replay) {
    try {
      checkFees(group);
    } catch (err) {
      if (err instanceof LedgerError) throw new EvalError(group.length - 1, err.message, err, applyData);
      throw err;
    }
  }
  return applyData;
}

function* applyOne(ctx: EvalContext, p: PreparedTxn, env: GroupEnv, replay: boolean): Slices<void> {
  const { state } = ctx;
  state.beginTxn();
  const expected = state.account(p.sender)?.authAddr ?? p.sender;
  let authorizer = p.authorizer;
  if (env.fixSigner !== undefined && needsSyntheticSignature(p.stxn)) {
    // Simulate's fix-signers: an unsigned transaction is taken as signed by whoever must sign it
    // now (ledger/simulation/simulator.go simulateWithTracer, tracer.go AfterProgram).
    authorizer = expected;
    if (expected !== p.authorizer) env.fixSigner(ctx.index, expected);
  }
  if (expected !== authorizer) {
    throw new TxnRuleError(
      `should have been authorized by ${expected} but was actually authorized by ${authorizer}`,
    );
  }
  applyTxnPrelude(state, p, ctx.feeSink);
  if (!applyPlainTxn(ctx, p.txn.type)) {
    if (p.txn.type !== algosdk.TransactionType.appl)
      throw new TxnRuleError(`unknown transaction type ${p.txn.type}`);
    if (ctx.avm === undefined) requiresAvm(p, 'an application call');
    yield* ctx.avm.applyAppCall(ctx);
  }
  applyEditOf(p, state, env, replay);
  for (const addr of state.touchedAccounts()) {
    if (addr === ctx.feeSink || addr === ctx.rewardsPool) continue;
    const data = state.account(addr);
    if (data === undefined || data.isEmpty()) continue;
    const min = minBalance(data);
    if (data.amount < min) {
      throw new TxnRuleError(
        `account ${addr} balance ${data.amount} below min ${min} (${data.assets.size} assets)`,
      );
    }
  }
}

/** A sandbox edit payment (`readSandboxEdit`) changes state; only the admin API may make new ones. */
function applyEditOf(p: PreparedTxn, state: StateDelta, env: GroupEnv, replay: boolean): void {
  if (env.editor === undefined || p.sender !== env.editor || !hasEditPrefix(p.txn.note)) return;
  if (!replay && env.edits !== true)
    throw new TxnRuleError(
      `notes starting with ${EDIT_NOTE_PREFIX} from ${env.editor} are the admin API's edits`,
    );
  let edit;
  try {
    edit = readSandboxEdit(p.txn, env.editor);
  } catch (err) {
    throw new TxnRuleError(`malformed sandbox edit: ${(err as Error).message}`);
  }
  if (edit !== undefined) applySandboxEdit(state, edit);
}
