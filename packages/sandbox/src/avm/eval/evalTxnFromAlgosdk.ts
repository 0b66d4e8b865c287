import type algosdk from 'algosdk';
import { EvalTxn, ZERO32, type EvalResourceRef } from './EvalTxn';

const utf8 = new TextEncoder();

function addr(a: algosdk.Address | undefined): Uint8Array {
  return a === undefined ? ZERO32 : a.publicKey;
}

function str(s: string | undefined): Uint8Array {
  return s === undefined ? new Uint8Array(0) : utf8.encode(s);
}

function accessRef(r: algosdk.TransactionResourceReference): EvalResourceRef {
  if (r.address !== undefined) return { address: r.address.publicKey };
  if (r.assetIndex !== undefined) return { asset: r.assetIndex };
  if (r.appIndex !== undefined) return { app: r.appIndex };
  if (r.holding !== undefined)
    return { holding: { address: r.holding.address.publicKey, asset: r.holding.assetIndex } };
  if (r.locals !== undefined)
    return { locals: { address: r.locals.address.publicKey, app: r.locals.appIndex } };
  if (r.box !== undefined) return { box: { app: r.box.appIndex, name: r.box.name } };
  return {};
}

/** The AVM's view of an algosdk transaction (decoded once per group evaluation). */
export function evalTxnFromAlgosdk(t: algosdk.Transaction): EvalTxn {
  const e = new EvalTxn();
  e.type = t.type;
  e.sender = t.sender.publicKey;
  e.fee = t.fee;
  e.firstValid = t.firstValid;
  e.lastValid = t.lastValid;
  e.note = t.note;
  if (t.lease !== undefined && t.lease.length === 32) e.lease = t.lease;
  e.rekeyTo = addr(t.rekeyTo);
  if (t.group !== undefined && t.group.length === 32) e.group = t.group;
  if (t.payment) {
    e.receiver = t.payment.receiver.publicKey;
    e.amount = t.payment.amount;
    e.closeRemainderTo = addr(t.payment.closeRemainderTo);
  }
  if (t.keyreg) {
    const k = t.keyreg;
    if (k.voteKey) e.votePK = k.voteKey;
    if (k.selectionKey) e.selectionPK = k.selectionKey;
    if (k.stateProofKey) e.stateProofPK = k.stateProofKey;
    e.voteFirst = k.voteFirst ?? 0n;
    e.voteLast = k.voteLast ?? 0n;
    e.voteKeyDilution = k.voteKeyDilution ?? 0n;
    e.nonparticipation = k.nonParticipation;
  }
  if (t.assetTransfer) {
    const x = t.assetTransfer;
    e.xferAsset = x.assetIndex;
    e.assetAmount = x.amount;
    e.assetSender = addr(x.assetSender);
    e.assetReceiver = x.receiver.publicKey;
    e.assetCloseTo = addr(x.closeRemainderTo);
  }
  if (t.assetConfig) {
    const c = t.assetConfig;
    e.configAsset = c.assetIndex;
    e.assetParams = {
      total: c.total,
      decimals: BigInt(c.decimals),
      defaultFrozen: c.defaultFrozen,
      unitName: str(c.unitName),
      assetName: str(c.assetName),
      url: str(c.assetURL),
      metadataHash: c.assetMetadataHash ?? ZERO32,
      manager: addr(c.manager),
      reserve: addr(c.reserve),
      freeze: addr(c.freeze),
      clawback: addr(c.clawback),
    };
  }
  if (t.assetFreeze) {
    e.freezeAsset = t.assetFreeze.assetIndex;
    e.freezeAccount = t.assetFreeze.freezeAccount.publicKey;
    e.assetFrozen = t.assetFreeze.frozen;
  }
  if (t.applicationCall) {
    const a = t.applicationCall;
    e.applicationId = a.appIndex;
    e.onCompletion = BigInt(a.onComplete);
    e.approvalProgram = a.approvalProgram;
    e.clearStateProgram = a.clearProgram;
    e.applicationArgs = [...a.appArgs];
    e.accounts = a.accounts.map((x) => x.publicKey);
    e.foreignApps = [...a.foreignApps];
    e.foreignAssets = [...a.foreignAssets];
    e.boxes = a.boxes.map((b) => ({ app: b.appIndex, name: b.name }));
    e.access = a.access.length > 0 ? a.access.map(accessRef) : undefined;
    e.globalNumUint = BigInt(a.numGlobalInts);
    e.globalNumByteSlice = BigInt(a.numGlobalByteSlices);
    e.localNumUint = BigInt(a.numLocalInts);
    e.localNumByteSlice = BigInt(a.numLocalByteSlices);
    e.extraProgramPages = BigInt(a.extraPages);
    e.rejectVersion = BigInt(a.rejectVersion);
  }
  return e;
}
