import type algosdk from 'algosdk';
import type { EvalTxn } from '../../avm/eval/EvalTxn';
import { addressString } from '../../util/addressString';
import { base32 } from '../../util/base32';
import { checkHeaderWellFormed, checkNoOtherTypesFields, checkTypeWellFormed } from '../verify/wellFormed';
import { toAlgosdkTxn } from './toAlgosdkTxn';

const set = (a: Uint8Array): boolean => a.some((b) => b !== 0);

/** go's Transaction.WellFormed nonZeroFields: which types' fields `t` sets, in go's type order. */
function typesWithFields(t: EvalTxn): string[] {
  const p = t.assetParams;
  const types: [string, boolean][] = [
    ['pay', set(t.receiver) || t.amount !== 0n || set(t.closeRemainderTo)],
    [
      'keyreg',
      set(t.votePK) ||
        set(t.selectionPK) ||
        set(t.stateProofPK) ||
        t.voteFirst !== 0n ||
        t.voteLast !== 0n ||
        t.voteKeyDilution !== 0n ||
        t.nonparticipation,
    ],
    [
      'acfg',
      t.configAsset !== 0n ||
        p.total !== 0n ||
        p.decimals !== 0n ||
        p.defaultFrozen ||
        p.unitName.length > 0 ||
        p.assetName.length > 0 ||
        p.url.length > 0 ||
        set(p.metadataHash) ||
        set(p.manager) ||
        set(p.reserve) ||
        set(p.freeze) ||
        set(p.clawback),
    ],
    [
      'axfer',
      t.xferAsset !== 0n ||
        t.assetAmount !== 0n ||
        set(t.assetSender) ||
        set(t.assetReceiver) ||
        set(t.assetCloseTo),
    ],
    ['afrz', t.freezeAsset !== 0n || set(t.freezeAccount) || t.assetFrozen],
    [
      'appl',
      t.applicationId !== 0n ||
        t.onCompletion !== 0n ||
        t.approvalProgram.length > 0 ||
        t.clearStateProgram.length > 0 ||
        t.applicationArgs.length > 0 ||
        t.accounts.length > 0 ||
        t.foreignApps.length > 0 ||
        t.foreignAssets.length > 0 ||
        t.boxes.length > 0 ||
        (t.access?.length ?? 0) > 0 ||
        t.globalNumUint !== 0n ||
        t.globalNumByteSlice !== 0n ||
        t.localNumUint !== 0n ||
        t.localNumByteSlice !== 0n ||
        t.extraProgramPages !== 0n ||
        t.rejectVersion !== 0n,
    ],
  ];
  return types.filter(([, nonZero]) => nonZero).map(([type]) => type);
}

/**
 * go-algorand v5.0.0 data/transactions/logic/eval.go opItxnSubmit: every inner transaction must be
 * WellFormed (data/transactions/transaction.go Transaction.WellFormed) before it is performed: its
 * type's field rules (for an app call, ApplicationCallTxnFields.wellFormed: argument sizes,
 * reference counts, schemas, programs), then no field of another type, then the header. Throws a
 * LedgerError with go's text; returns the algosdk transaction it built.
 */
export function innerWellFormed(t: EvalTxn): algosdk.Transaction {
  const txn = toAlgosdkTxn(t);
  const sender = addressString(t.sender);
  checkTypeWellFormed({
    stxn: { txn } as algosdk.SignedTransaction,
    txn,
    toSign: new Uint8Array(0),
    rawTxid: new Uint8Array(32),
    txid: base32(new Uint8Array(32)),
    sender,
    authorizer: sender,
  });
  checkNoOtherTypesFields(t.type, typesWithFields(t));
  checkHeaderWellFormed(txn);
  return txn;
}
