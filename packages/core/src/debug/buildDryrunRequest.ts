import algosdk from 'algosdk';
import { DebugError } from './DebugError';
import type { DebugTxn } from './DebugTxn';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { DRYRUN_CREATED_APP_ID, type DryrunRequest, type DryrunSource } from './DryrunRequest';

/**
 * A dry-run request for a group, with what its programs may read taken from the node now: every
 * account the transactions name (senders, receivers, app accounts, the apps' own addresses), every
 * app they call or reference, the latest round, its timestamp and protocol. An app the group
 * creates is described from the transaction, under the id dry-run gives created apps.
 */
export async function buildDryrunRequest(
  algod: algosdk.Algodv2,
  group: readonly DebugTxn[],
  sources: readonly DryrunSource[] = [],
): Promise<DryrunRequest> {
  if (group.length === 0) throw new DebugError('DEBUG_EMPTY_GROUP', M.emptyGroup);
  const addresses = new Set<string>();
  const appIds = new Set<bigint>();
  const created: algosdk.modelsv2.Application[] = [];
  for (const { stxn } of group) {
    const t = stxn.txn;
    addresses.add(t.sender.toString());
    if (stxn.sgnr) addresses.add(stxn.sgnr.toString());
    if (t.payment) addresses.add(t.payment.receiver.toString());
    if (t.assetTransfer) addresses.add(t.assetTransfer.receiver.toString());
    const call = t.applicationCall;
    if (call === undefined) continue;
    for (const a of call.accounts) addresses.add(a.toString());
    const apps = [call.appIndex, ...call.foreignApps].filter((id) => id !== 0n);
    for (const id of apps) {
      appIds.add(id);
      addresses.add(algosdk.getApplicationAddress(id).toString());
    }
    if (call.appIndex === 0n) created.push(createdApp(t, call));
  }
  const read = async <T>(what: string, go: () => Promise<T>): Promise<T> => {
    try {
      return await go();
    } catch (cause) {
      throw new DebugError('DEBUG_NODE_READ', M.nodeRead(what), { cause, details: { what } });
    }
  };
  const status = await read('the node status', () => algod.status().do());
  const round = status.lastRound;
  const [block, accounts, apps] = await Promise.all([
    read(`block ${round}`, () => algod.block(round).do()),
    Promise.all([...addresses].map((a) => read(`account ${a}`, () => algod.accountInformation(a).do()))),
    Promise.all([...appIds].map((id) => read(`application ${id}`, () => algod.getApplicationByID(id).do()))),
  ]);
  return {
    txns: group.map((t) => t.stxn),
    accounts,
    // The created app first: dry-run matches an app id 0 call to the first app its sender created.
    apps: [...created, ...apps],
    protocolVersion: block.block.header.upgradeState.currentProtocol,
    round,
    latestTimestamp: BigInt(block.block.header.timestamp),
    sources: [...sources],
  };
}

function createdApp(
  t: algosdk.Transaction,
  call: NonNullable<algosdk.Transaction['applicationCall']>,
): algosdk.modelsv2.Application {
  return new algosdk.modelsv2.Application({
    id: DRYRUN_CREATED_APP_ID,
    params: new algosdk.modelsv2.ApplicationParams({
      creator: t.sender,
      approvalProgram: call.approvalProgram,
      clearStateProgram: call.clearProgram,
      globalStateSchema: new algosdk.modelsv2.ApplicationStateSchema({
        numUint: call.numGlobalInts,
        numByteSlice: call.numGlobalByteSlices,
      }),
      localStateSchema: new algosdk.modelsv2.ApplicationStateSchema({
        numUint: call.numLocalInts,
        numByteSlice: call.numLocalByteSlices,
      }),
      extraProgramPages: call.extraPages,
    }),
  });
}
