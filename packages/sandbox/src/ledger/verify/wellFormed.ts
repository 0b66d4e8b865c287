import algosdk from 'algosdk';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { addr } from '../../util/addr';

/** algod's MaxTxnLife: last valid − first valid may be at most this. */
export const MAX_TXN_LIFE = 1000n;
/** Longest a keyreg may register keys for (MaxKeyregValidPeriod). */
const MAX_KEYREG_VALID_PERIOD = 256n * (1n << 16n) - 1n;

/**
 * The checks algod's `Transaction.WellFormed` makes before any state is read: valid-round window,
 * per-type field rules. Texts are algod's.
 */
export function checkWellFormed(p: PreparedTxn): void {
  const t = p.txn;
  if (t.lastValid < t.firstValid) fail(`transaction invalid range (${t.firstValid}--${t.lastValid})`);
  if (t.lastValid - t.firstValid > MAX_TXN_LIFE)
    fail(`transaction window size excessive (${t.firstValid}--${t.lastValid})`);
  switch (t.type) {
    case algosdk.TransactionType.pay:
      if (t.payment?.closeRemainderTo !== undefined && addr(t.payment.closeRemainderTo) === p.sender) {
        fail(`transaction cannot close account to its sender ${p.sender}`);
      }
      break;
    case algosdk.TransactionType.keyreg:
      checkKeyreg(t);
      break;
    case algosdk.TransactionType.acfg:
      checkAssetConfig(t);
      break;
    case algosdk.TransactionType.axfer:
    case algosdk.TransactionType.afrz:
    case algosdk.TransactionType.appl:
      break;
    default:
      throw new LedgerError(
        'unsupported',
        `transaction ${p.txid}: ${t.type} transactions are not supported by the sandbox`,
      );
  }
}

function checkKeyreg(t: algosdk.Transaction): void {
  const k = t.keyreg;
  if (k === undefined) return;
  const hasKeys = k.voteKey !== undefined || k.selectionKey !== undefined || k.stateProofKey !== undefined;
  if (
    k.nonParticipation &&
    (hasKeys || (k.voteFirst ?? 0n) !== 0n || (k.voteLast ?? 0n) !== 0n || (k.voteKeyDilution ?? 0n) !== 0n)
  ) {
    fail('transaction tries to mark an account as nonparticipating, but that transaction is not normal');
  }
  if (!hasKeys) {
    if ((k.voteFirst ?? 0n) !== 0n || (k.voteLast ?? 0n) !== 0n || (k.voteKeyDilution ?? 0n) !== 0n) {
      fail('transaction field VoteFirst, VoteLast and VoteKeyDilution should be zero when going offline');
    }
    return;
  }
  if (k.voteKey === undefined || k.selectionKey === undefined)
    fail('online keyreg transaction is missing its vote or selection key');
  if (k.stateProofKey === undefined) fail('online keyreg transaction cannot have empty field StateProofPK');
  const first = k.voteFirst ?? 0n;
  const last = k.voteLast ?? 0n;
  if (first > last) fail('transaction first voting round need to be less than its last voting round');
  if (last - first > MAX_KEYREG_VALID_PERIOD) fail('validity period for keyreg transaction is too long');
}

function checkAssetConfig(t: algosdk.Transaction): void {
  const c = t.assetConfig;
  if (c === undefined) return;
  const bytes = (s: string | undefined) => (s === undefined ? 0 : Buffer.byteLength(s, 'utf8'));
  if (c.decimals > 19) fail('transaction asset decimals is too high (max is 19)');
  if (bytes(c.unitName) > 8) fail(`transaction asset unit name too big: ${bytes(c.unitName)} > 8`);
  if (bytes(c.assetName) > 32) fail(`transaction asset name too big: ${bytes(c.assetName)} > 32`);
  if (bytes(c.assetURL) > 96) fail(`transaction asset url too big: ${bytes(c.assetURL)} > 96`);
}

function fail(message: string): never {
  throw new LedgerError('well-formed', message);
}
