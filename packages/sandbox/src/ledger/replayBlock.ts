import algosdk from 'algosdk';
import type { BlockRecord } from '../store/BlockRecord';
import { addressString } from '../util/addressString';
import { base32 } from '../util/base32';
import { splitGroups } from './block/splitGroups';
import type { PreparedTxn } from './decode/PreparedTxn';
import type { ApplyDataDraft } from './eval/ApplyDataDraft';
import { LedgerError } from './LedgerError';
import type { LedgerState } from './state/LedgerState';
import type { StateUndo } from './state/PastStates';
import { StateDelta } from './state/StateDelta';

/**
 * Re-applies one block from the log to `state`. Signatures and pool checks are not redone (the
 * block was accepted once); the rules are, so the state is rebuilt exactly. The block's txn counter
 * must come out the same, or the log does not belong to this genesis / these rules. `keepUndo`:
 * also returns the values the block replaced (`UndoLog`, for reverts to snapshots).
 */
export function replayBlock(
  record: BlockRecord,
  round: bigint,
  state: LedgerState,
  evaluate: (group: PreparedTxn[], delta: StateDelta) => ApplyDataDraft[],
  keepUndo = false,
  /** Checks the decoded block before it is applied (an import's `verifyRecord`). */
  check?: (block: algosdk.Block) => void,
): { block: algosdk.Block; group: PreparedTxn[]; undo?: StateUndo } {
  let block: algosdk.Block;
  try {
    block = algosdk.decodeMsgpack(record.block, algosdk.Block);
  } catch (err) {
    throw new LedgerError('store', `block log: round ${round} does not decode: ${(err as Error).message}`, {
      cause: err,
    });
  }
  if (block.header.round !== round) {
    throw new LedgerError('store', `block log: expected round ${round}, found ${block.header.round}`);
  }
  check?.(block);
  const group: PreparedTxn[] = block.payset.map((stib, i) => {
    const stxn = stib.signedTxn.signedTxn;
    const rawTxid = record.txids[i] ?? new Uint8Array(32);
    const sender = addressString(stxn.txn.sender.publicKey);
    return {
      stxn,
      txn: stxn.txn,
      toSign: new Uint8Array(0),
      rawTxid,
      txid: base32(rawTxid),
      sender,
      authorizer: stxn.sgnr === undefined ? sender : addressString(stxn.sgnr.publicKey),
    };
  });
  const delta = new StateDelta(state);
  try {
    // A block may hold several groups (concurrent POSTs committed together): each is its own group.
    for (const g of splitGroups(group, (p) => p.txn)) evaluate(g, delta);
  } catch (err) {
    throw new LedgerError('store', `block log: round ${round} no longer applies: ${(err as Error).message}`, {
      cause: err,
    });
  }
  if (delta.txnCounter !== block.header.txnCounter) {
    throw new LedgerError(
      'store',
      `block log: round ${round} counts ${delta.txnCounter} transactions, its header says ${block.header.txnCounter}`,
    );
  }
  const undo = keepUndo ? delta.replacedIn(state, round) : undefined;
  delta.commitTo(state);
  return { block, group, ...(undo !== undefined && { undo }) };
}
