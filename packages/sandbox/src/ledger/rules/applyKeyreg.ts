import { TxnRuleError } from '../LedgerError';
import type { EvalContext } from './EvalContext';

/** Fee at or above which going online makes an account eligible for proposer payouts (Payouts.GoOnlineFee). */
const GO_ONLINE_FEE = 2_000_000n;

/**
 * Key registration: with keys the account goes online (and becomes incentive-eligible when it paid
 * the go-online fee); without keys it goes offline; `nonpart` marks it non-participating for good.
 */
export function applyKeyreg(ctx: EvalContext): void {
  const p = ctx.group[ctx.index];
  const k = p?.txn.keyreg;
  if (p === undefined || k === undefined) return;
  const record = ctx.state.mutable(p.sender);
  if (record.status === 'NotParticipating') {
    throw new TxnRuleError('cannot change online/offline status of non-participating account');
  }
  const clearKeys = () => {
    record.voteKey = undefined;
    record.selectionKey = undefined;
    record.stateProofKey = undefined;
    record.voteFirst = 0n;
    record.voteLast = 0n;
    record.voteKeyDilution = 0n;
    record.incentiveEligible = false;
  };
  if (k.nonParticipation) {
    clearKeys();
    record.status = 'NotParticipating';
    return;
  }
  if (k.voteKey === undefined) {
    clearKeys();
    record.status = 'Offline';
    return;
  }
  const voteFirst = k.voteFirst ?? 0n;
  const voteLast = k.voteLast ?? 0n;
  if (voteLast <= ctx.round)
    throw new TxnRuleError(
      'transaction tries to mark an account as online with last voting round in the past',
    );
  if (voteFirst > ctx.round + 1n) {
    throw new TxnRuleError(
      'transaction tries to mark an account as online with first voting round beyond the next voting round',
    );
  }
  record.status = 'Online';
  record.voteKey = k.voteKey;
  record.selectionKey = k.selectionKey;
  record.stateProofKey = k.stateProofKey;
  record.voteFirst = voteFirst;
  record.voteLast = voteLast;
  record.voteKeyDilution = k.voteKeyDilution ?? 0n;
  if (p.txn.fee >= GO_ONLINE_FEE) record.incentiveEligible = true;
}
