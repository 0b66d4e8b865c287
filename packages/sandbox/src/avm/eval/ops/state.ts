/** Account, asset and app reads; global and local state; logs. All application mode. */
import { appAddress } from '../appAddress';
import { AvmError } from '../AvmError';
import type { StateChange } from '../EvalTxn';
import type { TealValue } from '../EvalLedger';
import type { Instr, OpFn } from '../Instr';
import type { Machine } from '../Machine';
import {
  accountReference,
  addrText,
  allowsLocals,
  appReference,
  assetReference,
  holdingReference,
  indexByAddress,
  localsReference,
  mutableAccountReference,
  SHARED_RESOURCES_VERSION,
} from '../resources/access';
import { bytesKey, fromBig, hex, keyBytes, type Uint, type Value } from '../values';
import { bytesEqual } from '../../../util/bytesEqual';

function toValue(v: TealValue | undefined): Value {
  if (v === undefined) return 0;
  return typeof v === 'bigint' ? fromBig(v) : v;
}

function toTeal(v: Value): TealValue {
  return typeof v === 'object' ? v : BigInt(v);
}

function sameTeal(a: TealValue | undefined, b: TealValue): boolean {
  if (a === undefined) return false;
  if (typeof a === 'bigint' || typeof b === 'bigint') return a === b;
  return bytesEqual(a, b);
}

function checkKeyValue(cx: Machine, key: string, v: Value): void {
  if (typeof v !== 'object') return;
  const p = cx.params;
  if (v.length > p.maxAppBytesValueLen)
    throw new AvmError(`value too long for key 0x${hex(keyBytes(key))}: length was ${v.length}`);
  if (key.length + v.length > p.maxAppSumKeyValueLens)
    throw new AvmError(
      `key/value total too long for key 0x${hex(keyBytes(key))}: sum was ${key.length + v.length}`,
    );
}

function checkKeyLen(cx: Machine, key: string): void {
  if (key.length > cx.params.maxAppKeyLen)
    throw new AvmError(`key too long: length was ${key.length}, maximum is ${cx.params.maxAppKeyLen}`);
}

/** go's ensureLocalDelta: the EvalDelta index of `addr` (txn.Accounts slot, else a shared account). */
function localDelta(cx: Machine, addr: Uint8Array): Map<string, StateChange> {
  let idx = indexByAddress(cx.txn, addr);
  if (idx < 0) {
    const base = cx.txn.accounts.length + 1;
    const i = cx.ad.sharedAccts.findIndex((a) => bytesEqual(a, addr));
    if (i >= 0) idx = base + i;
    else {
      cx.ad.sharedAccts.push(addr);
      idx = base + cx.ad.sharedAccts.length - 1;
    }
  }
  let d = cx.ad.localDeltas.get(idx);
  if (!d) cx.ad.localDeltas.set(idx, (d = new Map()));
  return d;
}

const pop = (cx: Machine): Value => cx.stack.pop() as Value;
const setTop = (cx: Machine, v: Value): void => {
  cx.stack[cx.stack.length - 1] = v;
};
const top = (cx: Machine): Value => cx.stack[cx.stack.length - 1] as Value;

const appLocalGet: OpFn = (cx) => {
  const key = bytesKey(pop(cx) as Uint8Array);
  const [addr, app] = localsReference(cx, top(cx), 0);
  setTop(cx, toValue(cx.ledgerOrThrow().getLocal(addr, app, key)));
};

const appLocalGetEx: OpFn = (cx) => {
  const key = bytesKey(pop(cx) as Uint8Array);
  const appRef = pop(cx) as Uint;
  const [addr, app] = localsReference(cx, top(cx), appRef);
  const v = cx.ledgerOrThrow().getLocal(addr, app, key);
  setTop(cx, toValue(v));
  cx.stack.push(v === undefined ? 0 : 1);
};

const appGlobalGet: OpFn = (cx) => {
  const key = bytesKey(top(cx) as Uint8Array);
  const app = appReference(cx, 0, true);
  setTop(cx, toValue(cx.ledgerOrThrow().getGlobal(app, key)));
};

const appGlobalGetEx: OpFn = (cx) => {
  const key = bytesKey(pop(cx) as Uint8Array);
  const app = appReference(cx, top(cx) as Uint, true);
  const v = cx.ledgerOrThrow().getGlobal(app, key);
  setTop(cx, toValue(v));
  cx.stack.push(v === undefined ? 0 : 1);
};

const appLocalPut: OpFn = (cx) => {
  const s = cx.stack;
  const sv = s[s.length - 1] as Value;
  const key = bytesKey(s[s.length - 2] as Uint8Array);
  checkKeyLen(cx, key);
  const addr = mutableAccountReference(cx, s[s.length - 3] as Value);
  if (cx.version >= SHARED_RESOURCES_VERSION && !allowsLocals(cx, addr, cx.appId))
    throw new AvmError(`unavailable Local State ${cx.appId}+${addrText(addr)}`);
  const ledger = cx.ledgerOrThrow();
  const tv = toTeal(sv);
  if (!sameTeal(ledger.getLocal(addr, cx.appId, key), tv))
    localDelta(cx, addr).set(key, { action: 'set', value: tv });
  checkKeyValue(cx, key, sv);
  ledger.setLocal(addr, cx.appId, key, tv);
  s.length -= 3;
};

const appGlobalPut: OpFn = (cx) => {
  const s = cx.stack;
  const sv = s[s.length - 1] as Value;
  const key = bytesKey(s[s.length - 2] as Uint8Array);
  checkKeyLen(cx, key);
  const ledger = cx.ledgerOrThrow();
  const tv = toTeal(sv);
  if (!sameTeal(ledger.getGlobal(cx.appId, key), tv))
    cx.ad.globalDelta.set(key, { action: 'set', value: tv });
  checkKeyValue(cx, key, sv);
  ledger.setGlobal(cx.appId, key, tv);
  s.length -= 2;
};

const appLocalDel: OpFn = (cx) => {
  const key = bytesKey(pop(cx) as Uint8Array);
  const addr = mutableAccountReference(cx, top(cx));
  if (cx.version >= SHARED_RESOURCES_VERSION && !allowsLocals(cx, addr, cx.appId))
    throw new AvmError(`unavailable Local State ${cx.appId}+${addrText(addr)}`);
  const ledger = cx.ledgerOrThrow();
  if (ledger.getLocal(addr, cx.appId, key) !== undefined) localDelta(cx, addr).set(key, { action: 'delete' });
  ledger.delLocal(addr, cx.appId, key);
  cx.stack.pop();
};

const appGlobalDel: OpFn = (cx) => {
  const key = bytesKey(top(cx) as Uint8Array);
  const ledger = cx.ledgerOrThrow();
  if (ledger.getGlobal(cx.appId, key) !== undefined) cx.ad.globalDelta.set(key, { action: 'delete' });
  ledger.delGlobal(cx.appId, key);
  cx.stack.pop();
};

const balance: OpFn = (cx) => {
  const addr = accountReference(cx, top(cx));
  setTop(cx, fromBig(cx.ledgerOrThrow().account(addr).balance));
};

const minBalance: OpFn = (cx) => {
  const addr = accountReference(cx, top(cx));
  setTop(cx, fromBig(cx.ledgerOrThrow().account(addr).minBalance));
};

const appOptedIn: OpFn = (cx) => {
  const appRef = pop(cx) as Uint;
  const [addr, app] = localsReference(cx, top(cx), appRef);
  setTop(cx, cx.ledgerOrThrow().optedIn(addr, app) ? 1 : 0);
};

function fieldOf(cx: Machine, ins: Instr, op: string): string {
  const f = ins.field;
  if (!f || f.version > cx.version) throw new AvmError(`invalid ${op} field ${ins.imm[0]}`);
  return f.name;
}

const b = (x: boolean): Uint => (x ? 1 : 0);

const assetHoldingGet: OpFn = (cx, ins) => {
  const name = fieldOf(cx, ins, 'asset_holding_get');
  const assetRef = pop(cx) as Uint;
  const [addr, asset] = holdingReference(cx, top(cx), assetRef);
  const h = cx.ledgerOrThrow().assetHolding(addr, asset);
  setTop(cx, h === undefined ? 0 : name === 'AssetBalance' ? fromBig(h.amount) : b(h.frozen));
  cx.stack.push(h === undefined ? 0 : 1);
};

const assetParamsGet: OpFn = (cx, ins) => {
  const name = fieldOf(cx, ins, 'asset_params_get');
  const asset = assetReference(cx, top(cx) as Uint, true);
  const p = cx.ledgerOrThrow().assetParams(asset);
  let v: Value = 0;
  if (p) {
    const values: Record<string, Value> = {
      AssetTotal: fromBig(p.total),
      AssetDecimals: fromBig(p.decimals),
      AssetDefaultFrozen: b(p.defaultFrozen),
      AssetUnitName: p.unitName,
      AssetName: p.assetName,
      AssetURL: p.url,
      AssetMetadataHash: p.metadataHash,
      AssetManager: p.manager,
      AssetReserve: p.reserve,
      AssetFreeze: p.freeze,
      AssetClawback: p.clawback,
      AssetCreator: p.creator,
    };
    v = values[name] ?? 0;
  }
  setTop(cx, v);
  cx.stack.push(p ? 1 : 0);
};

const appParamsGet: OpFn = (cx, ins) => {
  const name = fieldOf(cx, ins, 'app_params_get');
  const app = appReference(cx, top(cx) as Uint, true);
  const p = cx.ledgerOrThrow().appParams(app);
  let v: Value = 0;
  if (p) {
    const values: Record<string, Value> = {
      AppApprovalProgram: p.approvalProgram,
      AppClearStateProgram: p.clearStateProgram,
      AppGlobalNumUint: fromBig(p.globalNumUint),
      AppGlobalNumByteSlice: fromBig(p.globalNumByteSlice),
      AppLocalNumUint: fromBig(p.localNumUint),
      AppLocalNumByteSlice: fromBig(p.localNumByteSlice),
      AppExtraProgramPages: fromBig(p.extraProgramPages),
      AppCreator: p.creator,
      AppAddress: appAddress(app),
      AppVersion: fromBig(p.version),
      AppForeignBoxReads: b(p.foreignBoxReads),
      AppFamilyBoxAccess: b(p.familyBoxAccess),
      AppSizeSponsor: p.sizeSponsor,
    };
    const value = values[name];
    if (value === undefined)
      throw new AvmError(`app_params_get ${name} is not supported by the sandbox`, 'unsupported');
    v = value;
  }
  setTop(cx, v);
  cx.stack.push(p ? 1 : 0);
};

const acctParamsGet: OpFn = (cx, ins) => {
  const addr = accountReference(cx, top(cx));
  const name = fieldOf(cx, ins, 'acct_params_get');
  const a = cx.ledgerOrThrow().account(addr);
  const values: Record<string, Value> = {
    AcctBalance: fromBig(a.balance),
    AcctMinBalance: fromBig(a.minBalance),
    AcctAuthAddr: a.authAddr,
    AcctTotalNumUint: fromBig(a.totalNumUint),
    AcctTotalNumByteSlice: fromBig(a.totalNumByteSlice),
    AcctTotalExtraAppPages: fromBig(a.totalExtraAppPages),
    AcctTotalAppsCreated: fromBig(a.totalAppsCreated),
    AcctTotalAppsOptedIn: fromBig(a.totalAppsOptedIn),
    AcctTotalAssetsCreated: fromBig(a.totalAssetsCreated),
    AcctTotalAssets: fromBig(a.totalAssets),
    AcctTotalBoxes: fromBig(a.totalBoxes),
    AcctTotalBoxBytes: fromBig(a.totalBoxBytes),
    AcctIncentiveEligible: b(a.incentiveEligible),
    AcctLastProposed: fromBig(a.lastProposed),
    AcctLastHeartbeat: fromBig(a.lastHeartbeat),
  };
  setTop(cx, values[name] ?? 0);
  cx.stack.push(a.balance > 0n ? 1 : 0);
};

const voterParamsGet: OpFn = (cx, ins) => {
  const addr = accountReference(cx, top(cx));
  const name = fieldOf(cx, ins, 'voter_params_get');
  const v = cx.ledgerOrThrow().voterBalance(addr);
  setTop(cx, name === 'VoterBalance' ? fromBig(v.balance) : b(v.incentiveEligible));
  cx.stack.push(v.balance > 0n ? 1 : 0);
};

const log: OpFn = (cx) => {
  const { maxLogCalls, maxLogSize } = cx.params;
  if (cx.ad.logs.length >= maxLogCalls)
    throw new AvmError(`too many log calls in program. up to ${maxLogCalls} is allowed`);
  const msg = top(cx) as Uint8Array;
  cx.logSize += msg.length;
  if (cx.logSize > maxLogSize)
    throw new AvmError(`program logs too large. ${cx.logSize} bytes >  ${maxLogSize} bytes limit`);
  cx.ad.logs.push(msg);
  cx.stack.pop();
};

export const STATE_OPS: Readonly<Record<string, OpFn>> = {
  balance,
  min_balance: minBalance,
  app_opted_in: appOptedIn,
  app_local_get: appLocalGet,
  app_local_get_ex: appLocalGetEx,
  app_global_get: appGlobalGet,
  app_global_get_ex: appGlobalGetEx,
  app_local_put: appLocalPut,
  app_global_put: appGlobalPut,
  app_local_del: appLocalDel,
  app_global_del: appGlobalDel,
  asset_holding_get: assetHoldingGet,
  asset_params_get: assetParamsGet,
  app_params_get: appParamsGet,
  acct_params_get: acctParamsGet,
  voter_params_get: voterParamsGet,
  online_stake: (cx) => cx.stack.push(fromBig(cx.ledgerOrThrow().onlineStake())),
  log,
};
