import type algosdk from 'algosdk';
import type { SimulationReport } from '../compose/readSimulation';
import { simulateGroup } from '../pipeline/simulateGroup';

export interface SimulatedCall {
  report: SimulationReport;
  response: algosdk.modelsv2.SimulateResponse;
  /** Resources the programs touched without the transactions naming them, for the whole group. */
  unnamed: UnnamedResources;
}

export interface UnnamedResources {
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: { app: bigint; name: Uint8Array }[];
  /** Empty box references the call needs besides those (each adds 1 KiB of box I/O budget). */
  extraBoxRefs: number;
}

/** Simulate's budget for a readonly call: far beyond one call's 700, as ARC-56 clients do. */
export const READONLY_EXTRA_BUDGET = 320_000;

export interface SimulateCallOptions {
  /**
   * A readonly method is never sent, so it may use more than a sent call could: simulate gives it
   * READONLY_EXTRA_BUDGET more. Any other call gets only the budget it will have when sent.
   */
  readonly: boolean;
}

function unnamedOf(response: algosdk.modelsv2.SimulateResponse): UnnamedResources {
  const out: UnnamedResources = { accounts: [], apps: [], assets: [], boxes: [], extraBoxRefs: 0 };
  const group = response.txnGroups[0];
  const all = [
    group?.unnamedResourcesAccessed,
    ...(group?.txnResults ?? []).map((r) => r.unnamedResourcesAccessed),
  ];
  for (const u of all) {
    if (u === undefined) continue;
    for (const a of u.accounts ?? [])
      if (!out.accounts.includes(a.toString())) out.accounts.push(a.toString());
    for (const a of u.apps ?? []) if (!out.apps.includes(a)) out.apps.push(a);
    for (const a of u.assets ?? []) if (!out.assets.includes(a)) out.assets.push(a);
    for (const b of u.boxes ?? []) out.boxes.push({ app: b.app, name: b.name });
    out.extraBoxRefs += Number(u.extraBoxRefs ?? 0);
  }
  return out;
}

/**
 * Runs an unsigned group through simulate: no signature needed, signed as the sender's auth
 * address would sign it (fix-signers: a rekeyed sender is not a failure), resources the programs
 * reach reported rather than refused and more logging, so a readonly method answers by itself and
 * any other call shows what it would do before anything is signed. Only a readonly call gets extra
 * opcode budget: any other is held to the pooled budget the AVM gives it when sent (700 per app
 * call of the group, inner ones included; go: data/transactions/logic/eval.go EvalContract,
 * ledger/simulation/simulator.go simulateWithTracer), so an overrun fails here and not after signing.
 */
export async function simulateAppCall(
  algod: algosdk.Algodv2,
  txns: readonly algosdk.Transaction[],
  options: SimulateCallOptions,
): Promise<SimulatedCall> {
  const { response, report } = await simulateGroup(algod, txns, {
    allowEmptySignatures: true,
    fixSigners: true,
    allowUnnamedResources: true,
    allowMoreLogging: true,
    ...(options.readonly && { extraOpcodeBudget: READONLY_EXTRA_BUDGET }),
    // the state-change trace is where box writes show (no delta of a transaction carries them)
    execTrace: { enable: true, stateChange: true },
  });
  return { report, response, unnamed: unnamedOf(response) };
}
