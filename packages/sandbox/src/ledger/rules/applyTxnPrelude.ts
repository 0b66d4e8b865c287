import type { PreparedTxn } from '../decode/PreparedTxn';
import type { StateDelta } from '../state/StateDelta';
import { addr } from '../../util/addr';
import { moveAlgos } from './moveAlgos';

/**
 * What every transaction does before its type's rules, top-level or inner: count it, take the
 * fee into the fee sink, touch the sender (even a zero fee makes algod check its minimum
 * balance), and rekey when asked (rekeying to oneself clears the auth address).
 */
export function applyTxnPrelude(state: StateDelta, p: PreparedTxn, feeSink: string): void {
  state.txnCounter += 1n;
  moveAlgos(state, p.sender, feeSink, p.txn.fee);
  state.mutable(p.sender);
  if (p.txn.rekeyTo !== undefined) {
    const to = addr(p.txn.rekeyTo);
    state.mutable(p.sender).authAddr = to === p.sender ? undefined : to;
  }
}
