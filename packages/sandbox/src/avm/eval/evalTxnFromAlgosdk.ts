import type algosdk from 'algosdk';
import { type RawResourceRef, rawAccessOf } from '../../ledger/decode/decodedFields';
import { EvalTxn, ZERO32, type EvalResourceRef } from './EvalTxn';

const utf8 = new TextEncoder();

function addr(a: algosdk.Address | undefined): Uint8Array {
  return a === undefined ? ZERO32 : a.publicKey;
}

function str(s: string | undefined): Uint8Array {
  return s === undefined ? new Uint8Array(0) : utf8.encode(s);
}

const isZero = (a: Uint8Array): boolean => a.every((b) => b === 0);
/** go's Holding/LocalsRef.Resolve: a zero address (index 0) is the sender. */
const orSender = (a: Uint8Array, sender: Uint8Array): Uint8Array => (isZero(a) ? sender : a);

/** An entry algosdk resolved (a transaction built, not decoded): go's kinds, in go's order. */
function accessRef(r: algosdk.TransactionResourceReference, sender: Uint8Array): EvalResourceRef {
  if (r.address !== undefined && !isZero(r.address.publicKey)) return { address: r.address.publicKey };
  if (r.assetIndex !== undefined && r.assetIndex !== 0n) return { asset: r.assetIndex };
  if (r.appIndex !== undefined && r.appIndex !== 0n) return { app: r.appIndex };
  if (r.holding !== undefined)
    return {
      holding: { address: orSender(r.holding.address.publicKey, sender), asset: r.holding.assetIndex },
    };
  if (r.locals !== undefined)
    return { locals: { address: orSender(r.locals.address.publicKey, sender), app: r.locals.appIndex } };
  if (r.box !== undefined && (r.box.appIndex !== 0n || r.box.name.length > 0))
    return { box: { app: r.box.appIndex, name: r.box.name } };
  return {};
}

const num = (v: unknown): bigint => (typeof v === 'bigint' ? v : typeof v === 'number' ? BigInt(v) : 0n);
const sub = (v: unknown): RawResourceRef => (v instanceof Map ? (v as RawResourceRef) : new Map());

/**
 * The access list as it came, resolved as go's resources.go fillApplicationCallAccess and
 * eval.go read it (the switch's order; HoldingRef/LocalsRef/BoxRef.Resolve): an index names the
 * entry at that 1-based position, a 0 address is the sender, a 0 app the called app (kept 0 here),
 * and an entry of no kind is a box quota bump. `wellFormed` already refused lists that do not resolve.
 */
function accessFromRaw(al: readonly RawResourceRef[], sender: Uint8Array): EvalResourceRef[] {
  const at = (i: bigint): RawResourceRef =>
    i >= 1n && i <= BigInt(al.length) ? sub(al[Number(i) - 1]) : new Map();
  const addressAt = (i: bigint): Uint8Array => {
    const d = i === 0n ? undefined : at(i).get('d');
    return d instanceof Uint8Array ? d : sender;
  };
  return al.map((rr) => {
    const d = rr.get('d');
    if (d instanceof Uint8Array && !isZero(d)) return { address: d };
    if (num(rr.get('s')) !== 0n) return { asset: num(rr.get('s')) };
    if (num(rr.get('p')) !== 0n) return { app: num(rr.get('p')) };
    const h = sub(rr.get('h'));
    if (num(h.get('d')) !== 0n || num(h.get('s')) !== 0n)
      return { holding: { address: addressAt(num(h.get('d'))), asset: num(at(num(h.get('s'))).get('s')) } };
    const l = sub(rr.get('l'));
    if (num(l.get('d')) !== 0n || num(l.get('p')) !== 0n) {
      const app = num(l.get('p'));
      return {
        locals: { address: addressAt(num(l.get('d'))), app: app === 0n ? 0n : num(at(app).get('p')) },
      };
    }
    const b = sub(rr.get('b'));
    const name = b.get('n');
    const i = num(b.get('i'));
    if (i !== 0n || (name instanceof Uint8Array && name.length > 0))
      return {
        box: {
          app: i === 0n ? 0n : num(at(i).get('p')),
          name: name instanceof Uint8Array ? name : new Uint8Array(0),
        },
      };
    return {};
  });
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
    const rawAccess = rawAccessOf(t);
    e.access =
      a.access.length === 0
        ? undefined
        : rawAccess !== undefined
          ? accessFromRaw(rawAccess, e.sender)
          : a.access.map((r) => accessRef(r, e.sender));
    e.globalNumUint = BigInt(a.numGlobalInts);
    e.globalNumByteSlice = BigInt(a.numGlobalByteSlices);
    e.localNumUint = BigInt(a.numLocalInts);
    e.localNumByteSlice = BigInt(a.numLocalByteSlices);
    e.extraProgramPages = BigInt(a.extraPages);
    e.rejectVersion = BigInt(a.rejectVersion);
  }
  return e;
}
