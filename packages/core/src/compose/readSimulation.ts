import type algosdk from 'algosdk';
import { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { parseNodeRejection } from '../catalogue/parseNodeRejection';
import { bytesToBase64 } from '../txn/decodeBytesText';

export interface SimulatedTxn {
  /** 1-based. */
  position: number;
  txid: string;
  /** Logged values, base64. */
  logs: string[];
  appBudgetConsumed?: number;
  logicSigBudgetConsumed?: number;
  createdAppId?: bigint;
  createdAssetId?: bigint;
  innerTransactions: number;
}

export interface SimulationReport {
  /** Whether the group would be accepted (signatures aside). */
  ok: boolean;
  /** The failure in the catalogue's words, naming the transaction that failed. */
  error?: NodeRejectionError;
  appBudgetConsumed?: number;
  appBudgetAdded?: number;
  txns: SimulatedTxn[];
}

/**
 * algod's simulate response for one group, as the studio shows it. A failure message carries the
 * same texts as a refused broadcast (without the pool prefix), so the same catalogue explains it;
 * `failedAt` names the transaction even when the text does not.
 */
export function readSimulation(
  response: algosdk.modelsv2.SimulateResponse,
  txids: readonly string[],
): SimulationReport {
  const group = response.txnGroups[0];
  const txns: SimulatedTxn[] = (group?.txnResults ?? []).map((r, i) => {
    const t: SimulatedTxn = {
      position: i + 1,
      txid: txids[i] ?? '',
      logs: (r.txnResult.logs ?? []).map(bytesToBase64),
      innerTransactions: r.txnResult.innerTxns?.length ?? 0,
    };
    if (r.appBudgetConsumed !== undefined) t.appBudgetConsumed = r.appBudgetConsumed;
    if (r.logicSigBudgetConsumed !== undefined) t.logicSigBudgetConsumed = r.logicSigBudgetConsumed;
    if (r.txnResult.applicationIndex !== undefined) t.createdAppId = r.txnResult.applicationIndex;
    if (r.txnResult.assetIndex !== undefined) t.createdAssetId = r.txnResult.assetIndex;
    return t;
  });
  const report: SimulationReport = { ok: !group?.failureMessage, txns };
  if (group?.appBudgetConsumed !== undefined) report.appBudgetConsumed = group.appBudgetConsumed;
  if (group?.appBudgetAdded !== undefined) report.appBudgetAdded = group.appBudgetAdded;
  if (group?.failureMessage) {
    const failedAt = group.failedAt?.[0];
    report.error =
      failedAt === undefined
        ? NodeRejectionError.fromNodeMessage(group.failureMessage, { txids })
        : new NodeRejectionError(parseNodeRejection(group.failureMessage), failedAt + 1);
  }
  return report;
}
