import type algosdk from 'algosdk';
import { programHash } from './loadProgramListing';

export interface FoundProgram {
  program: Uint8Array;
  /** The app whose program it is, when read from the node (so an inner run gets its app id). */
  appId?: bigint;
}

/**
 * The program bytes a simulated group ran, by hash: logic sigs and created apps' programs come
 * from the transactions themselves (top level and inner), called apps' from the node. Traces
 * name programs by hash only, so every candidate is hashed and matched.
 */
export async function findPrograms(
  algod: algosdk.Algodv2,
  txns: readonly algosdk.SignedTransaction[],
  response?: algosdk.modelsv2.SimulateResponse,
): Promise<Map<string, FoundProgram>> {
  const found = new Map<string, FoundProgram>();
  const add = (program: Uint8Array | undefined, appId?: bigint) => {
    if (program === undefined || program.length === 0) return;
    const hash = programHash(program);
    if (!found.has(hash) || appId !== undefined)
      found.set(hash, { program, ...(appId !== undefined && { appId }) });
  };
  const appIds = new Set<bigint>();
  const visitTxn = (txn: algosdk.Transaction) => {
    const call = txn.applicationCall;
    if (call === undefined) return;
    add(call.approvalProgram);
    add(call.clearProgram);
    // Foreign apps too: an inner call's app is one of them, and a failed group reports no inner txns.
    for (const id of [call.appIndex, ...call.foreignApps]) if (id !== 0n) appIds.add(id);
  };
  for (const s of txns) {
    add(s.lsig?.logic);
    visitTxn(s.txn);
  }
  const visitPending = (p: algosdk.modelsv2.PendingTransactionResponse) => {
    visitTxn(p.txn.txn);
    for (const inner of p.innerTxns ?? []) visitPending(inner);
  };
  for (const group of response?.txnGroups ?? [])
    for (const r of group.txnResults) for (const inner of r.txnResult.innerTxns ?? []) visitPending(inner);
  await Promise.all(
    [...appIds].map(async (id) => {
      try {
        const app = await algod.getApplicationByID(id).do();
        add(app.params?.approvalProgram, id);
        add(app.params?.clearStateProgram, id);
      } catch {
        // An app created in this group, or deleted since: its programs came with the transactions.
      }
    }),
  );
  return found;
}
