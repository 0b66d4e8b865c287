/**
 * Transaction fields as `txn`-family ops read them (go-algorand's txnFieldToStack), and the field
 * table: version, array-ness, "effects" (apply-data fields, app mode only) and the version from
 * which `itxn_field` may set each field.
 */
import { fieldGroup } from '../opcodes';
import { AvmError } from './AvmError';
import type { EvalApplyData, EvalTxn } from './EvalTxn';
import type { Machine } from './Machine';
import { EMPTY, fromBig, toBig, type Uint, type Value } from './values';

export interface TxnFieldSpec {
  readonly name: string;
  readonly code: number;
  readonly version: number;
  readonly array: boolean;
  /** Reads apply data (logs, created ids): app mode only, past transactions only. */
  readonly effects: boolean;
  /** First version itxn_field may set it (0: never). */
  readonly itxVersion: number;
  readonly isBytes: boolean;
}

const byCode = new Map<number, TxnFieldSpec>();
const itx = new Map(fieldGroup('txn').fields.map((f) => [f.code, f.version]));
for (const [group, array] of [
  ['txn Fields', false],
  ['txna Fields', true],
] as const) {
  for (const f of fieldGroup(group).fields) {
    byCode.set(f.code, {
      name: f.name,
      code: f.code,
      version: f.version,
      array,
      effects: f.modes === 2,
      itxVersion: itx.get(f.code) ?? 0,
      isBytes: f.type.avm === '[]byte',
    });
  }
}

export function txnFieldSpec(code: number): TxnFieldSpec | undefined {
  return byCode.get(code);
}

/** go's TxnField String(): the name, or TxnField(N) for unknown codes. */
export function txnFieldName(code: number): string {
  return byCode.get(code)?.name ?? `TxnField(${code})`;
}

export const TXN_TYPE_NAMES = ['unknown', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl'] as const;
const typeEnum = new Map<string, number>(TXN_TYPE_NAMES.map((n, i) => [n, i]));

const MAX_STRING_SIZE = 4096;

function pages(program: Uint8Array): number {
  return Math.ceil(program.length / MAX_STRING_SIZE);
}

function page(program: Uint8Array, idx: Uint, field: string): Uint8Array {
  if (idx >= pages(program)) throw new AvmError(`invalid ${field} index ${idx}`);
  const first = Number(idx) * MAX_STRING_SIZE;
  return program.subarray(first, Math.min(first + MAX_STRING_SIZE, program.length));
}

function u(b: bigint): Uint {
  return fromBig(b);
}

/** The field's value; `txid` is asked for only for TxID. */
export function txnFieldValue(
  cx: Machine,
  t: EvalTxn,
  ad: EvalApplyData,
  txid: () => Uint8Array,
  fs: TxnFieldSpec,
  ai: Uint,
  groupIndex: number,
): Value {
  switch (fs.name) {
    case 'Sender':
      return t.sender;
    case 'Fee':
      return u(t.fee);
    case 'FirstValid':
      return u(t.firstValid);
    case 'FirstValidTime':
      return u(cx.blockHeader(t.firstValid - 1n, t).timestamp);
    case 'LastValid':
      return u(t.lastValid);
    case 'Note':
      return t.note;
    case 'Lease':
      return t.lease;
    case 'Receiver':
      return t.receiver;
    case 'Amount':
      return u(t.amount);
    case 'CloseRemainderTo':
      return t.closeRemainderTo;
    case 'VotePK':
      return t.votePK;
    case 'SelectionPK':
      return t.selectionPK;
    case 'StateProofPK':
      return t.stateProofPK;
    case 'VoteFirst':
      return u(t.voteFirst);
    case 'VoteLast':
      return u(t.voteLast);
    case 'VoteKeyDilution':
      return u(t.voteKeyDilution);
    case 'Nonparticipation':
      return t.nonparticipation ? 1 : 0;
    case 'Type':
      return new TextEncoder().encode(t.type);
    case 'TypeEnum':
      return typeEnum.get(t.type) ?? 0;
    case 'XferAsset':
      return u(t.xferAsset);
    case 'AssetAmount':
      return u(t.assetAmount);
    case 'AssetSender':
      return t.assetSender;
    case 'AssetReceiver':
      return t.assetReceiver;
    case 'AssetCloseTo':
      return t.assetCloseTo;
    case 'GroupIndex':
      return groupIndex;
    case 'TxID':
      return txid();
    case 'ApplicationID':
      return u(t.applicationId);
    case 'OnCompletion':
      return u(t.onCompletion);
    case 'RejectVersion':
      return u(t.rejectVersion);
    case 'ApplicationArgs':
      if (ai >= t.applicationArgs.length) throw new AvmError(`invalid ApplicationArgs index ${ai}`);
      return t.applicationArgs[Number(ai)] ?? EMPTY;
    case 'NumAppArgs':
      return t.applicationArgs.length;
    case 'Accounts':
      if (ai === 0) return t.sender;
      if (ai > t.accounts.length) throw new AvmError(`invalid Accounts index ${ai}`);
      return t.accounts[Number(ai) - 1] as Uint8Array;
    case 'NumAccounts':
      return t.accounts.length;
    case 'Assets':
      if (ai >= t.foreignAssets.length) throw new AvmError(`invalid Assets index ${ai}`);
      return u(t.foreignAssets[Number(ai)] as bigint);
    case 'NumAssets':
      return t.foreignAssets.length;
    case 'Applications':
      if (ai === 0) return u(t.applicationId);
      if (ai > t.foreignApps.length) throw new AvmError(`invalid Applications index ${ai}`);
      return u(t.foreignApps[Number(ai) - 1] as bigint);
    case 'NumApplications':
      return t.foreignApps.length;
    case 'GlobalNumUint':
      return u(t.globalNumUint);
    case 'GlobalNumByteSlice':
      return u(t.globalNumByteSlice);
    case 'LocalNumUint':
      return u(t.localNumUint);
    case 'LocalNumByteSlice':
      return u(t.localNumByteSlice);
    case 'ApprovalProgram':
      return t.approvalProgram;
    case 'ClearStateProgram':
      return t.clearStateProgram;
    case 'NumApprovalProgramPages':
      return pages(t.approvalProgram);
    case 'ApprovalProgramPages':
      return page(t.approvalProgram, ai, 'ApprovalProgramPages');
    case 'NumClearStateProgramPages':
      return pages(t.clearStateProgram);
    case 'ClearStateProgramPages':
      return page(t.clearStateProgram, ai, 'ClearStateProgramPages');
    case 'RekeyTo':
      return t.rekeyTo;
    case 'ConfigAsset':
      return u(t.configAsset);
    case 'ConfigAssetTotal':
      return u(t.assetParams.total);
    case 'ConfigAssetDecimals':
      return u(t.assetParams.decimals);
    case 'ConfigAssetDefaultFrozen':
      return t.assetParams.defaultFrozen ? 1 : 0;
    case 'ConfigAssetUnitName':
      return t.assetParams.unitName;
    case 'ConfigAssetName':
      return t.assetParams.assetName;
    case 'ConfigAssetURL':
      return t.assetParams.url;
    case 'ConfigAssetMetadataHash':
      return t.assetParams.metadataHash;
    case 'ConfigAssetManager':
      return t.assetParams.manager;
    case 'ConfigAssetReserve':
      return t.assetParams.reserve;
    case 'ConfigAssetFreeze':
      return t.assetParams.freeze;
    case 'ConfigAssetClawback':
      return t.assetParams.clawback;
    case 'FreezeAsset':
      return u(t.freezeAsset);
    case 'FreezeAssetAccount':
      return t.freezeAccount;
    case 'FreezeAssetFrozen':
      return t.assetFrozen ? 1 : 0;
    case 'ExtraProgramPages':
      return u(t.extraProgramPages);
    case 'Logs':
      if (ai >= ad.logs.length) throw new AvmError(`invalid Logs index ${ai}`);
      return ad.logs[Number(ai)] ?? EMPTY;
    case 'NumLogs':
      return ad.logs.length;
    case 'LastLog':
      return ad.logs[ad.logs.length - 1] ?? EMPTY;
    case 'CreatedAssetID':
      return u(ad.configAsset);
    case 'CreatedApplicationID':
      return u(ad.applicationId);
    default:
      throw new AvmError(`invalid txn field ${fs.name}`);
  }
}

export { toBig };
