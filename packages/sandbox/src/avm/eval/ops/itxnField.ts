/** itxn_field: setting one field of the inner transaction being built (go's stackIntoTxnField). */
import { AvmError } from '../AvmError';
import type { EvalTxn } from '../EvalTxn';
import type { Machine } from '../Machine';
import { accountReferenceForAssign, assignApp, assignAsset } from './innerRefs';
import { TXN_TYPE_NAMES, txnFieldName, txnFieldSpec } from '../txnFields';
import { toBig, type Uint, type Value } from '../values';

/** Transaction types an inner may have, by the version that allowed them. */
const INNER_TYPES = new Map([
  ['pay', 5],
  ['axfer', 5],
  ['acfg', 5],
  ['afrz', 5],
  ['keyreg', 6],
  ['appl', 6],
]);

function uint(v: Value): bigint {
  if (typeof v === 'object') throw new AvmError(`${goBytes(v)} is not a uint64`);
  return toBig(v);
}

/** Go's %#v of a []byte: []byte{0x1, 0x2}. */
function goBytes(b: Uint8Array): string {
  return `[]byte{${[...b].map((x) => `0x${x.toString(16)}`).join(', ')}}`;
}

function uintMaxed(v: Value, max: bigint): bigint {
  const u = uint(v);
  if (u > max) throw new AvmError(`${u} is larger than max=${max}`);
  return u;
}

function bool(v: Value): boolean {
  const u = uint(v);
  if (u > 1n) throw new AvmError(`boolean is neither 1 nor 0: ${u}`);
  return u === 1n;
}

function address(v: Value): Uint8Array {
  if (typeof v !== 'object' || v.length !== 32) throw new AvmError('not an address');
  return v;
}

function str(v: Value, limit: number): Uint8Array {
  if (typeof v !== 'object') throw new AvmError('not a byte array');
  if (v.length > limit) throw new AvmError('value is too long');
  return v;
}

function fixed(v: Value, n: number, field: string): Uint8Array {
  if (typeof v !== 'object' || v.length !== n) throw new AvmError(`${field} must be ${n} bytes`);
  return v.slice();
}

export function setInnerField(cx: Machine, t: EvalTxn, code: number, v: Value): void {
  const fs = txnFieldSpec(code);
  if (!fs || fs.itxVersion === 0 || fs.itxVersion > cx.version)
    throw new AvmError(`invalid itxn_field ${txnFieldName(code)}`);
  const p = cx.params;
  const acct = (x: Value) => accountReferenceForAssign(cx, x);
  const maxProgram = p.maxAppProgramLen * (1 + p.maxExtraAppProgramPages);
  switch (fs.name) {
    case 'Type': {
      if (typeof v !== 'object') throw new AvmError('Type arg not a byte array');
      const type = new TextDecoder().decode(v);
      const ver = INNER_TYPES.get(type);
      if (ver === undefined || ver > cx.version)
        throw new AvmError(`${type} is not a valid Type for itxn_field`);
      t.type = type;
      return;
    }
    case 'TypeEnum': {
      const i = uint(v);
      if (i === 0n || i >= BigInt(TXN_TYPE_NAMES.length)) throw new AvmError(`${i} is not a valid TypeEnum`);
      const name = TXN_TYPE_NAMES[Number(i)] as string;
      const ver = INNER_TYPES.get(name);
      if (ver === undefined || ver > cx.version)
        throw new AvmError(`${name} is not a valid Type for itxn_field`);
      t.type = name;
      return;
    }
    case 'Sender':
      t.sender = acct(v);
      return;
    case 'Fee':
      t.fee = uint(v);
      return;
    case 'Note':
      // go v5.0.0 eval.go stxnField Note: MaxAbsoluteTxnNoteBytes (v42).
      if (typeof v === 'object' && v.length > p.maxAbsoluteTxnNoteBytes)
        throw new AvmError(`Note may not exceed ${p.maxAbsoluteTxnNoteBytes} bytes`);
      t.note = typeof v === 'object' ? v.slice() : new Uint8Array(0);
      return;
    case 'RekeyTo':
      t.rekeyTo = address(v);
      return;
    case 'VotePK':
      t.votePK = fixed(v, 32, 'VotePK');
      return;
    case 'SelectionPK':
      t.selectionPK = fixed(v, 32, 'SelectionPK');
      return;
    case 'StateProofPK':
      t.stateProofPK = fixed(v, 64, 'StateProofPK');
      return;
    case 'VoteFirst':
      t.voteFirst = uint(v);
      return;
    case 'VoteLast':
      t.voteLast = uint(v);
      return;
    case 'VoteKeyDilution':
      t.voteKeyDilution = uint(v);
      return;
    case 'Nonparticipation':
      t.nonparticipation = bool(v);
      return;
    case 'Receiver':
      t.receiver = acct(v);
      return;
    case 'Amount':
      t.amount = uint(v);
      return;
    case 'CloseRemainderTo':
      t.closeRemainderTo = acct(v);
      return;
    case 'XferAsset':
      t.xferAsset = assignAsset(cx, v);
      return;
    case 'AssetAmount':
      t.assetAmount = uint(v);
      return;
    case 'AssetSender':
      t.assetSender = acct(v);
      return;
    case 'AssetReceiver':
      t.assetReceiver = acct(v);
      return;
    case 'AssetCloseTo':
      t.assetCloseTo = acct(v);
      return;
    case 'ConfigAsset':
      t.configAsset = assignAsset(cx, v);
      return;
    case 'ConfigAssetTotal':
      t.assetParams.total = uint(v);
      return;
    case 'ConfigAssetDecimals':
      t.assetParams.decimals = uintMaxed(v, BigInt(p.maxAssetDecimals));
      return;
    case 'ConfigAssetDefaultFrozen':
      t.assetParams.defaultFrozen = bool(v);
      return;
    case 'ConfigAssetUnitName':
      t.assetParams.unitName = str(v, p.maxAssetUnitNameBytes);
      return;
    case 'ConfigAssetName':
      t.assetParams.assetName = str(v, p.maxAssetNameBytes);
      return;
    case 'ConfigAssetURL':
      t.assetParams.url = str(v, p.maxAssetURLBytes);
      return;
    case 'ConfigAssetMetadataHash':
      t.assetParams.metadataHash = fixed(v, 32, 'ConfigAssetMetadataHash');
      return;
    case 'ConfigAssetManager':
      t.assetParams.manager = address(v);
      return;
    case 'ConfigAssetReserve':
      t.assetParams.reserve = address(v);
      return;
    case 'ConfigAssetFreeze':
      t.assetParams.freeze = address(v);
      return;
    case 'ConfigAssetClawback':
      t.assetParams.clawback = address(v);
      return;
    case 'FreezeAsset':
      t.freezeAsset = assignAsset(cx, v);
      return;
    case 'FreezeAssetAccount':
      t.freezeAccount = acct(v);
      return;
    case 'FreezeAssetFrozen':
      t.assetFrozen = bool(v);
      return;
    case 'ApplicationID':
      t.applicationId = assignApp(cx, v);
      return;
    case 'OnCompletion':
      t.onCompletion = uintMaxed(v, 5n);
      return;
    case 'RejectVersion':
      t.rejectVersion = uint(v);
      return;
    case 'ApplicationArgs': {
      if (typeof v !== 'object') throw new AvmError('ApplicationArg is not a byte array');
      const total = t.applicationArgs.reduce((n, a) => n + a.length, v.length);
      if (total > p.maxAppTotalArgLen) throw new AvmError('total application args length too long');
      if (t.applicationArgs.length >= p.maxAppArgs) throw new AvmError('too many application args');
      t.applicationArgs.push(v.slice());
      return;
    }
    case 'Accounts': {
      const a = acct(v);
      if (t.accounts.length >= p.maxAppTxnAccounts) throw new AvmError('too many foreign accounts');
      t.accounts.push(a);
      return;
    }
    case 'ApprovalProgram':
    case 'ClearStateProgram': {
      const b = typeof v === 'object' ? v : new Uint8Array(0);
      if (b.length > maxProgram) throw new AvmError(`${fs.name} may not exceed ${maxProgram} bytes`);
      if (fs.name === 'ApprovalProgram') t.approvalProgram = b.slice();
      else t.clearStateProgram = b.slice();
      return;
    }
    case 'ApprovalProgramPages':
    case 'ClearStateProgramPages': {
      const b = typeof v === 'object' ? v : new Uint8Array(0);
      const old = fs.name === 'ApprovalProgramPages' ? t.approvalProgram : t.clearStateProgram;
      const joined = new Uint8Array(old.length + b.length);
      joined.set(old);
      joined.set(b, old.length);
      if (fs.name === 'ApprovalProgramPages') t.approvalProgram = joined;
      else t.clearStateProgram = joined;
      if (joined.length > maxProgram) throw new AvmError(`${fs.name} may not exceed ${maxProgram} bytes`);
      return;
    }
    case 'Assets': {
      const id = assignAsset(cx, v);
      if (t.foreignAssets.length >= p.maxAppTxnForeignAssets) throw new AvmError('too many foreign assets');
      t.foreignAssets.push(id);
      return;
    }
    case 'Applications': {
      const id = assignApp(cx, v);
      if (t.foreignApps.length >= p.maxAppTxnForeignApps) throw new AvmError('too many foreign apps');
      t.foreignApps.push(id);
      return;
    }
    case 'GlobalNumUint':
      t.globalNumUint = uintMaxed(v, BigInt(p.maxGlobalSchemaEntries));
      return;
    case 'GlobalNumByteSlice':
      t.globalNumByteSlice = uintMaxed(v, BigInt(p.maxGlobalSchemaEntries));
      return;
    case 'LocalNumUint':
      t.localNumUint = uintMaxed(v, BigInt(p.maxLocalSchemaEntries));
      return;
    case 'LocalNumByteSlice':
      t.localNumByteSlice = uintMaxed(v, BigInt(p.maxLocalSchemaEntries));
      return;
    case 'ExtraProgramPages':
      t.extraProgramPages = uintMaxed(v, BigInt(p.maxExtraAppProgramPages));
      return;
    default:
      throw new AvmError(`invalid itxn_field ${fs.name}`);
  }
}

export type { Uint };
