import algosdk from 'algosdk';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { addr } from '../../util/addr';
import { rawAccessOf, rawBoxIndexesOf, typesWithFieldsOf } from '../decode/decodedFields';
import { checkAppCallWellFormed } from './checkAppCallWellFormed';

/** algod's MaxTxnLife: last valid − first valid may be at most this. */
export const MAX_TXN_LIFE = 1000n;
const MAX_ABSOLUTE_TXN_NOTE_BYTES = 4096;
/** Longest a keyreg may register keys for (MaxKeyregValidPeriod). */
const MAX_KEYREG_VALID_PERIOD = 256n * (1n << 16n) - 1n;

/**
 * The checks algod's `Transaction.WellFormed` makes before any state is read, in its order: per-type
 * field rules, no field of another type, then the valid-round window and note size. Texts are algod's.
 */
export function checkWellFormed(p: PreparedTxn): void {
  checkTypeWellFormed(p);
  checkNoOtherTypesFields(p.txn.type, typesWithFieldsOf(p.txn) ?? []);
  checkHeaderWellFormed(p.txn);
}

/**
 * go-algorand v5.0.0 data/transactions/transaction.go WellFormed, nonZeroFields: a transaction may
 * set only its own type's fields. `types` are those whose fields it sets, in go's type order (go
 * walks a map, so with two other types set it may name either; the first is named here).
 */
export function checkNoOtherTypesFields(type: string, types: readonly string[]): void {
  const other = types.find((t) => t !== type);
  if (other !== undefined) fail(`transaction of type ${type} has non-zero fields for type ${other}`);
}

/**
 * go-algorand v5.0.0 data/transactions/transaction.go WellFormed after the type's rules (and, for
 * inner transactions, the other types' fields): the valid-round window and MaxAbsoluteTxnNoteBytes (v42).
 */
export function checkHeaderWellFormed(t: algosdk.Transaction): void {
  if (t.lastValid < t.firstValid) fail(`transaction invalid range (${t.firstValid}--${t.lastValid})`);
  if (t.lastValid - t.firstValid > MAX_TXN_LIFE)
    fail(`transaction window size excessive (${t.firstValid}--${t.lastValid})`);
  if (t.note.length > MAX_ABSOLUTE_TXN_NOTE_BYTES)
    fail(`transaction note too big: ${t.note.length} > ${MAX_ABSOLUTE_TXN_NOTE_BYTES}`);
}

/** go's WellFormed switch on the type: each type's own field rules, which go checks first. */
export function checkTypeWellFormed(p: PreparedTxn): void {
  const t = p.txn;
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
    case algosdk.TransactionType.appl:
      if (t.applicationCall) checkAppCallWellFormed(t.applicationCall, rawAccessOf(t), rawBoxIndexesOf(t));
      break;
    case algosdk.TransactionType.axfer:
    case algosdk.TransactionType.afrz:
      break;
    default:
      throw new LedgerError(
        'unsupported',
        `transaction ${p.txid}: ${t.type} transactions are not supported by the sandbox`,
      );
  }
}

/** go-algorand v5.0.0 data/transactions/keyreg.go `wellFormed` + `stateProofPKWellFormed`, in their order. */
function checkKeyreg(t: algosdk.Transaction): void {
  const k = t.keyreg;
  if (k === undefined) return;
  const first = k.voteFirst ?? 0n;
  const last = k.voteLast ?? 0n;
  const dilution = k.voteKeyDilution ?? 0n;
  const noVote = k.voteKey === undefined;
  const noSel = k.selectionKey === undefined;
  if (first > last) fail('transaction first voting round need to be less than its last voting round');
  if (!((noVote && noSel && dilution === 0n) || (!noVote && !noSel && dilution !== 0n)))
    fail('the following transaction fields need to be clear/set together : votekey, selkey, votekd');
  if (dilution === 0n) {
    if (first !== 0n || last !== 0n)
      fail(
        'on going offline key registration transaction, the vote first and vote last fields should not be set',
      );
  } else {
    if (last === 0n) fail('transaction tries to register keys to go online, but vote last is set to zero');
    if (first > t.lastValid + 1n)
      fail(
        'transaction tries to register keys to go online, but first voting round is beyond the round after last valid round',
      );
  }
  if (k.nonParticipation && !(noVote || noSel))
    fail('transaction tries to register keys to go online, but nonparticipatory flag is set');
  const noStateProof = k.stateProofKey === undefined;
  if (last - first > MAX_KEYREG_VALID_PERIOD) fail('validity period for keyreg transaction is too long');
  if (k.nonParticipation) {
    if (!noStateProof) fail('non participation keyreg transactions should contain empty stateProofPK');
    return;
  }
  if (noVote || noSel) {
    if (!noStateProof) fail('offline keyreg transactions should contain empty stateProofPK');
    return;
  }
  if (noStateProof) fail('online keyreg transaction cannot have empty field StateProofPK');
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
