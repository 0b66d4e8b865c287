import type algosdk from 'algosdk';
import { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { formatAmount } from '../format/formatAmount';
import { simulateGroup } from '../pipeline/simulateGroup';
import { builtTransactions } from './buildGroup';
import { COMPOSE_MESSAGES } from './composeMessages';
import type { BuiltGroup } from './GroupDraft';
import { nodeMessageOf } from './nodeMessageOf';
import type { SimulationReport } from './readSimulation';

export type SimulationState =
  | { kind: 'running' }
  | { kind: 'done'; report: SimulationReport }
  | { kind: 'unsupported' }
  | { kind: 'error'; message: string };

/**
 * Simulates a built group before anything is signed (empty signatures allowed), each transaction
 * as the account's auth address will sign it (fix-signers: a rekeyed sender is no failure; go:
 * ledger/simulation/simulator.go simulateWithTracer). A group the node
 * refuses before evaluating it (fees, rounds, shape) comes back as a 400 and is explained like a
 * refused send; a node without simulate says so.
 */
export async function simulateBuilt(algod: algosdk.Algodv2, built: BuiltGroup): Promise<SimulationState> {
  const txns = builtTransactions(built);
  try {
    const { report } = await simulateGroup(algod, txns, {
      allowEmptySignatures: true,
      fixSigners: true,
      allowMoreLogging: true,
    });
    return { kind: 'done', report: await inAssetUnits(algod, report, txns) };
  } catch (e) {
    const status = (e as { response?: { status?: number } }).response?.status;
    if (status === 404 || status === 405) return { kind: 'unsupported' };
    if (status !== 400) return { kind: 'error', message: nodeMessageOf(e) };
    const error = NodeRejectionError.fromNodeMessage(nodeMessageOf(e), { txids: built.txids });
    return { kind: 'done', report: { ok: false, error, txns: [] } };
  }
}

/**
 * algod states an asset overspend in base units and without naming the asset; the failing
 * transaction names it, so the amounts are restated in the asset's units and decimals.
 */
async function inAssetUnits(
  algod: algosdk.Algodv2,
  report: SimulationReport,
  txns: readonly algosdk.Transaction[],
): Promise<SimulationReport> {
  const error = report.error;
  if (error?.kind !== 'assetOverspend' || error.position === undefined) return report;
  const assetId = txns[error.position - 1]?.assetTransfer?.assetIndex;
  const { held, spend } = error.rejection.facts;
  if (assetId === undefined || typeof held !== 'bigint' || typeof spend !== 'bigint') return report;
  const params = await algod
    .getAssetByID(assetId)
    .do()
    .then((a) => a.params as algosdk.modelsv2.AssetParams | undefined)
    .catch(() => undefined);
  if (params === undefined) return report;
  const { decimals, unitName } = params;
  const amount = (n: bigint) => `${formatAmount(n, decimals)} ${unitName || COMPOSE_MESSAGES.units}`;
  const reason = COMPOSE_MESSAGES.assetOverspend(assetId, amount(held), amount(spend), amount(spend - held));
  return { ...report, error: new NodeRejectionError({ ...error.rejection, reason }, error.position) };
}
