import type algosdk from 'algosdk';

/** Something the signer gives away beyond the amount: shown in red before a remembered phrase signs. */
export type SigningWarning =
  | { kind: 'rekey'; to: string }
  | { kind: 'close-to'; to: string }
  | { kind: 'asset-close-to'; to: string; asset: bigint }
  | { kind: 'clawback'; from: string };

export type SignedAmount =
  { kind: 'algo'; microAlgos: bigint } | { kind: 'asset'; asset: bigint; units: bigint };

/** One transaction to be signed, as a person must see it before a key held by the app signs it. */
export interface SigningRow {
  /** 1-based position in the group. */
  position: number;
  /** algod's type: pay, axfer, appl, acfg, afrz, keyreg, stpf, hb. */
  type: string;
  sender: string;
  receiver?: string;
  amount?: SignedAmount;
  fee: bigint;
  /** 0 for a creation. */
  appId?: bigint;
  /** algosdk's OnApplicationComplete number (0 NoOp … 5 DeleteApplication). */
  onComplete?: number;
  /** The first app argument as hex when it is 4 bytes: an ARC-4 method selector. */
  methodSelector?: string;
  assetId?: bigint;
  warnings: SigningWarning[];
}

export interface SigningSummary {
  groupSize: number;
  rows: SigningRow[];
  /** Sum of the fees of the transactions signed. */
  totalFee: bigint;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function rowOf(txn: algosdk.Transaction, position: number): SigningRow {
  const row: SigningRow = {
    position,
    type: String(txn.type),
    sender: txn.sender.toString(),
    fee: txn.fee,
    warnings: [],
  };
  if (txn.rekeyTo !== undefined) row.warnings.push({ kind: 'rekey', to: txn.rekeyTo.toString() });
  if (txn.payment) {
    row.receiver = txn.payment.receiver.toString();
    row.amount = { kind: 'algo', microAlgos: txn.payment.amount };
    const to = txn.payment.closeRemainderTo;
    if (to !== undefined) row.warnings.push({ kind: 'close-to', to: to.toString() });
  } else if (txn.assetTransfer) {
    const x = txn.assetTransfer;
    row.receiver = x.receiver.toString();
    row.assetId = x.assetIndex;
    row.amount = { kind: 'asset', asset: x.assetIndex, units: x.amount };
    if (x.closeRemainderTo !== undefined)
      row.warnings.push({ kind: 'asset-close-to', to: x.closeRemainderTo.toString(), asset: x.assetIndex });
    if (x.assetSender !== undefined) row.warnings.push({ kind: 'clawback', from: x.assetSender.toString() });
  } else if (txn.applicationCall) {
    const a = txn.applicationCall;
    row.appId = a.appIndex;
    row.onComplete = Number(a.onComplete);
    const first = a.appArgs[0];
    if (first !== undefined && first.length === 4) row.methodSelector = hex(first);
  } else if (txn.assetConfig) {
    row.assetId = txn.assetConfig.assetIndex;
  } else if (txn.assetFreeze) {
    row.assetId = txn.assetFreeze.assetIndex;
    row.receiver = txn.assetFreeze.freezeAccount.toString();
  }
  return row;
}

/**
 * What a signature over these positions of the group commits to: one row per transaction signed
 * (type, sender, receiver, amount, fee, app and method, asset) with rekey, close-to and clawback
 * warnings, the group's size and the fees paid. The confirmation shown before a recovery phrase the
 * app remembers signs anything is drawn from it.
 */
export function summarizeSigning(
  txns: readonly algosdk.Transaction[],
  indexesToSign: readonly number[],
): SigningSummary {
  const wanted = [...new Set(indexesToSign)].filter((i) => i >= 0 && i < txns.length).sort((a, b) => a - b);
  const rows = wanted.map((i) => rowOf(txns[i]!, i + 1));
  return { groupSize: txns.length, rows, totalFee: rows.reduce((sum, r) => sum + r.fee, 0n) };
}
