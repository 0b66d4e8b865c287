/**
 * Resource availability, as go-algorand decides it per program version: v4 direct references,
 * v6 resources created earlier in the group, v7 foreign apps' accounts, v9 group sharing (with
 * holdings and locals as cross-products), and slot indexes as the last resort. Error texts are
 * go's: `unavailable Account A`, `unavailable App N`, `unavailable Asset N`,
 * `unavailable Holding N+A`, `unavailable Local State N+A`.
 */
import { chargeUnnamedAppRead } from './ioBudget';
import { encodeAddress } from 'algosdk';
import { SHARED_RESOURCES_VERSION } from '../../versions';
import { appAddress } from '../appAddress';
import { AvmError } from '../AvmError';
import type { EvalTxn } from '../EvalTxn';
import type { Machine } from '../Machine';
import { toBig, type Uint, type Value } from '../values';
import { bytesEqual } from '../../../util/bytesEqual';
import { addrKey, type Resources } from './Resources';
import type { TxnUnnamedResources, UnnamedResources } from './UnnamedResources';

const DIRECT_REF_VERSION = 4;
const CREATED_RESOURCES_VERSION = 6;
const APP_ADDRESS_AVAILABLE_VERSION = 7;
export { SHARED_RESOURCES_VERSION };
const LAST_FORBIDDEN_RESOURCE = 255n;

export const addrText = (a: Uint8Array): string => encodeAddress(a);

function resources(cx: Machine): Resources {
  const r = cx.group.available;
  if (!r) throw new AvmError('no resource availability outside application mode');
  return r;
}

/** The accounts an app call names by slot: its access list's addresses, else txn.Accounts. */
function namedAccounts(t: EvalTxn): Uint8Array[] {
  return t.access ? t.access.flatMap((r) => (r.address ? [r.address] : [])) : t.accounts;
}

/** go's Transaction.IndexByAddress (-1 when absent). */
export function indexByAddress(t: EvalTxn, addr: Uint8Array): number {
  if (bytesEqual(addr, t.sender)) return 0;
  const list = namedAccounts(t);
  for (let i = 0; i < list.length; i++) if (bytesEqual(list[i] as Uint8Array, addr)) return i + 1;
  return -1;
}

function addressByIndex(t: EvalTxn, idx: Uint): Uint8Array {
  if (idx === 0) return t.sender;
  const list = namedAccounts(t);
  if (idx > list.length) throw new AvmError(`invalid Account reference ${idx}`);
  return list[Number(idx) - 1] as Uint8Array;
}

function asAddress(v: Value): Uint8Array {
  if (typeof v !== 'object' || v.length !== 32) throw new AvmError('not an address');
  return v;
}

function namedAccount(cx: Machine, addr: Uint8Array): boolean {
  if (indexByAddress(cx.txn, addr) >= 0) return true;
  const r = resources(cx);
  if (cx.version >= CREATED_RESOURCES_VERSION)
    for (const id of r.createdApps) if (bytesEqual(appAddress(id), addr)) return true;
  if (cx.version >= SHARED_RESOURCES_VERSION && r.sharedAccounts.has(addrKey(addr))) return true;
  if (cx.version >= APP_ADDRESS_AVAILABLE_VERSION)
    for (const id of cx.txn.foreignApps) if (bytesEqual(appAddress(id), addr)) return true;
  return bytesEqual(appAddress(cx.appId), addr);
}

function namedAsset(cx: Machine, id: bigint): boolean {
  const t = cx.txn;
  if (t.access?.some((r) => r.asset === id) || t.foreignAssets.includes(id)) return true;
  const r = resources(cx);
  if (cx.version >= CREATED_RESOURCES_VERSION && r.createdAsas.has(id)) return true;
  return cx.version >= SHARED_RESOURCES_VERSION && r.sharedAsas.has(id);
}

function namedApp(cx: Machine, id: bigint): boolean {
  const t = cx.txn;
  if (t.access?.some((r) => r.app === id) || t.foreignApps.includes(id)) return true;
  const r = resources(cx);
  if (cx.version >= CREATED_RESOURCES_VERSION && r.createdApps.has(id)) return true;
  if (cx.appId === id) return true;
  return cx.version >= SHARED_RESOURCES_VERSION && r.sharedApps.has(id);
}

function namedHolding(cx: Machine, addr: Uint8Array, asset: bigint): boolean {
  const r = resources(cx);
  if (r.sharedHoldings.has(`${addrKey(addr)}|${asset}`)) return true;
  if (r.createdAsas.has(asset)) return availableAccount(cx, addr);
  for (const id of r.createdApps) if (bytesEqual(appAddress(id), addr)) return availableAsset(cx, asset);
  return false;
}

function namedLocals(cx: Machine, addr: Uint8Array, app: bigint): boolean {
  const r = resources(cx);
  if (r.sharedLocals.has(`${addrKey(addr)}|${app}`)) return true;
  if (r.createdApps.has(app)) return availableAccount(cx, addr);
  for (const id of r.createdApps) if (bytesEqual(appAddress(id), addr)) return availableApp(cx, app);
  return false;
}

/**
 * go's tracer (ledger/simulation/tracer.go BeforeProgram): a program shares resources with the group
 * when it or any program that called it is v9+.
 */
function globalSharing(cx: Machine): boolean {
  for (let m: Machine | undefined = cx; m !== undefined; m = m.group.caller)
    if (m.version >= SHARED_RESOURCES_VERSION) return true;
  return false;
}

/** The unnamed-resource recorder, when simulate allows them and the program shares resources (v9+). */
function unnamed(cx: Machine): UnnamedResources | undefined {
  const u = cx.group.available?.unnamed;
  return u !== undefined && globalSharing(cx) ? u : undefined;
}

/** The group's recorder, when a transaction's (`txnUnnamed`) is there. */
function groupUnnamed(cx: Machine): UnnamedResources {
  return cx.group.available?.unnamed as UnnamedResources;
}

/** The top-level transaction a program runs under (an inner one's outermost caller). */
function rootIndex(cx: Machine): number {
  let m = cx;
  while (m.group.caller !== undefined) m = m.group.caller;
  return m.groupIndex;
}

/**
 * For a program before v9 under simulate's allow-unnamed-resources: its top-level transaction's
 * recorder (go: resources.go resourcePolicy with globalSharing false uses localTxnResources).
 */
function txnUnnamed(cx: Machine): TxnUnnamedResources | undefined {
  const u = cx.group.available?.unnamed;
  if (u === undefined || globalSharing(cx) || cx.version < DIRECT_REF_VERSION) return undefined;
  return u.txn(rootIndex(cx));
}

/** ResourceTracker.hasAccount: taken, or (v7+) the account of an app taken. */
function holdsAccount(
  cx: Machine,
  t: { readonly accounts: Map<string, Uint8Array>; readonly apps: Set<bigint> },
  addr: Uint8Array,
): boolean {
  if (t.accounts.has(addrKey(addr))) return true;
  if (cx.version < APP_ADDRESS_AVAILABLE_VERSION) return false;
  for (const id of t.apps) if (bytesEqual(appAddress(id), addr)) return true;
  return false;
}

/**
 * go's resourcePolicy.AvailableAccount over groupResourceTracker (resources.go): a v9+ program's
 * account is the group's, within the group's caps; a pre-v9 program's is its transaction's, within
 * that transaction's caps, and takes one of the group's slots too.
 */
function unnamedAccount(cx: Machine, addr: Uint8Array): boolean {
  const key = addrKey(addr);
  const t = txnUnnamed(cx);
  if (t !== undefined) {
    if (holdsAccount(cx, t, addr)) return true;
    if (!t.roomForAccount()) return false;
    t.accounts.set(key, addr);
    return groupUnnamed(cx).moveToTxn('accounts', key, () => t.accounts.delete(key));
  }
  const u = unnamed(cx);
  if (u === undefined) return false;
  if (![...u.perTxn.values(), u].some((h) => holdsAccount(cx, h, addr))) {
    if (!u.roomForAccount()) return false;
    u.accounts.set(key, addr);
  }
  resources(cx).sharedAccounts.add(key);
  return true;
}

export function availableAccount(cx: Machine, addr: Uint8Array): boolean {
  return namedAccount(cx, addr) || unnamedAccount(cx, addr);
}

/** go's resourcePolicy.AvailableAsset (asked only for ids above 255: eval.go availableAsset). */
function unnamedAsset(cx: Machine, id: bigint): boolean {
  if (id <= LAST_FORBIDDEN_RESOURCE) return false;
  const t = txnUnnamed(cx);
  if (t !== undefined) {
    if (t.assets.has(id)) return true;
    if (!t.roomForAsset()) return false;
    t.assets.add(id);
    return groupUnnamed(cx).moveToTxn('assets', id, () => t.assets.delete(id));
  }
  const u = unnamed(cx);
  if (u === undefined) return false;
  if (![...u.perTxn.values(), u].some((h) => h.assets.has(id))) {
    if (!u.roomForAsset()) return false;
    u.assets.add(id);
  }
  resources(cx).sharedAsas.add(id);
  return true;
}

export function availableAsset(cx: Machine, id: bigint): boolean {
  return namedAsset(cx, id) || unnamedAsset(cx, id);
}

/**
 * ResourceTracker.addApp: within the app cap; from v7 the app's account, if taken, is dropped (the
 * app brings it); then within the total cap.
 */
function addApp(
  cx: Machine,
  h: { readonly accounts: Map<string, Uint8Array>; readonly apps: Set<bigint>; readonly refCount: number },
  max: { readonly apps: number; readonly total: number },
  id: bigint,
): boolean {
  if (h.apps.size >= max.apps) return false;
  if (cx.version >= APP_ADDRESS_AVAILABLE_VERSION) h.accounts.delete(addrKey(appAddress(id)));
  if (h.refCount >= max.total) return false;
  h.apps.add(id);
  return true;
}

/** go's resourcePolicy.AvailableApp: its large programs charged to the read budget first. */
function unnamedApp(cx: Machine, id: bigint): boolean {
  if (id <= LAST_FORBIDDEN_RESOURCE) return false;
  const t = txnUnnamed(cx);
  const u = t !== undefined ? groupUnnamed(cx) : unnamed(cx);
  if (u === undefined) return false;
  const r = resources(cx);
  if (t !== undefined && t.apps.has(id)) return true;
  if (t === undefined && [...u.perTxn.values(), u].some((h) => h.apps.has(id))) {
    r.sharedApps.add(id);
    return true;
  }
  const p = cx.ledgerOrThrow().appParams(id);
  const size = p ? p.approvalProgram.length + p.clearStateProgram.length : 0;
  const rollback = chargeUnnamedAppRead(r, cx.params, id, size);
  if (rollback === false) return false;
  if (t === undefined) {
    if (!addApp(cx, u, u.max, id)) {
      rollback();
      return false;
    }
    r.sharedApps.add(id);
    return true;
  }
  if (!addApp(cx, t, t.max, id)) {
    rollback();
    return false;
  }
  return u.moveToTxn('apps', id, () => {
    t.apps.delete(id);
    rollback();
  });
}

export function availableApp(cx: Machine, id: bigint): boolean {
  return namedApp(cx, id) || unnamedApp(cx, id);
}

/**
 * go's allowsHolding with an unnamed-resource policy (logic/resources.go): the account and asset
 * must be available first; then the holding is the group's, within MaxCrossProductReferences.
 */
export function allowsHolding(cx: Machine, addr: Uint8Array, asset: bigint): boolean {
  if (namedHolding(cx, addr, asset)) return true;
  const u = cx.group.available?.unnamed;
  if (u === undefined) return false;
  if (!availableAccount(cx, addr) || !availableAsset(cx, asset)) return false;
  const key = `${addrKey(addr)}|${asset}`;
  if (!u.assetHoldings.has(key)) {
    if (!u.roomForCrossProduct()) return false;
    u.assetHoldings.set(key, [addr, asset]);
  }
  resources(cx).shareHolding(addr, asset);
  return true;
}

/** go's allowsLocals with a policy: an app's own account's local state is never recorded (hasLocal). */
export function allowsLocals(cx: Machine, addr: Uint8Array, app: bigint): boolean {
  if (namedLocals(cx, addr, app)) return true;
  const u = cx.group.available?.unnamed;
  if (u === undefined) return false;
  if (!availableApp(cx, app) || !availableAccount(cx, addr)) return false;
  const key = `${addrKey(addr)}|${app}`;
  if (!bytesEqual(appAddress(app), addr) && !u.appLocals.has(key)) {
    if (!u.roomForCrossProduct()) return false;
    u.appLocals.set(key, [addr, app]);
  }
  resources(cx).shareLocal(addr, app);
  return true;
}

/** [address, slot] — slot -1 when the address is not in the transaction's accounts. */
function resolveAccount(cx: Machine, v: Value): [Uint8Array, number] {
  if (typeof v !== 'object') return [addressByIndex(cx.txn, v), Number(v)];
  const addr = asAddress(v);
  return [addr, indexByAddress(cx.txn, addr)];
}

/** go's accountReference: the address, checked available. */
export function accountReference(cx: Machine, v: Value): Uint8Array {
  const [addr, idx] = resolveAccount(cx, v);
  if (idx >= 0) return addr;
  if (!availableAccount(cx, addr)) throw new AvmError(`unavailable Account ${addrText(addr)}`);
  return addr;
}

/** For local-state writes: before v9 the account had to be in txn.Accounts (or the sender). */
export function mutableAccountReference(cx: Machine, v: Value): Uint8Array {
  const [addr, idx] = resolveAccount(cx, v);
  if (idx >= 0) return addr;
  if (!availableAccount(cx, addr)) throw new AvmError(`unavailable Account ${addrText(addr)}`);
  if (cx.version < SHARED_RESOURCES_VERSION)
    throw new AvmError(`invalid Account reference for mutation ${addrText(addr)}`);
  return addr;
}

function forbidLow(cx: Machine, id: bigint, kind: string): bigint {
  if (cx.params.appForbidLowResources && id <= LAST_FORBIDDEN_RESOURCE)
    throw new AvmError(`low ${kind} lookup ${id}`);
  return id;
}

export function resolveApp(cx: Machine, ref: Uint): bigint {
  const r = toBig(ref);
  if (r === 0n || r === cx.appId) return forbidLow(cx, cx.appId, 'App');
  if (availableApp(cx, r)) return forbidLow(cx, r, 'App');
  const t = cx.txn;
  if (r <= BigInt(t.foreignApps.length)) return forbidLow(cx, t.foreignApps[Number(r) - 1] as bigint, 'App');
  const acc = t.access?.[Number(r) - 1];
  if (acc?.app !== undefined && acc.app !== 0n && r - 1n < BigInt(t.access?.length ?? 0))
    return forbidLow(cx, acc.app, 'App');
  throw new AvmError(`unavailable App ${r}`);
}

/** go's appReference: v4+ resolves ids or slots; before, `foreign` refs were slots. */
export function appReference(cx: Machine, ref: Uint, foreign: boolean): bigint {
  if (cx.version >= DIRECT_REF_VERSION) return resolveApp(cx, ref);
  const r = toBig(ref);
  if (r === 0n) return forbidLow(cx, cx.appId, 'App');
  if (foreign) {
    if (r <= BigInt(cx.txn.foreignApps.length))
      return forbidLow(cx, cx.txn.foreignApps[Number(r) - 1] as bigint, 'App');
    throw new AvmError(`${r} is not a valid foreign app slot`);
  }
  return forbidLow(cx, r, 'App');
}

export function resolveAsset(cx: Machine, ref: Uint): bigint {
  const r = toBig(ref);
  if (availableAsset(cx, r)) return forbidLow(cx, r, 'Asset');
  const t = cx.txn;
  if (r < BigInt(t.foreignAssets.length)) return forbidLow(cx, t.foreignAssets[Number(r)] as bigint, 'Asset');
  const acc = r > 0n ? t.access?.[Number(r) - 1] : undefined;
  if (acc?.asset !== undefined && acc.asset !== 0n) return forbidLow(cx, acc.asset, 'Asset');
  throw new AvmError(`unavailable Asset ${r}`);
}

export function assetReference(cx: Machine, ref: Uint, foreign: boolean): bigint {
  if (cx.version >= DIRECT_REF_VERSION) return resolveAsset(cx, ref);
  const r = toBig(ref);
  if (foreign) {
    if (r < BigInt(cx.txn.foreignAssets.length))
      return forbidLow(cx, cx.txn.foreignAssets[Number(r)] as bigint, 'Asset');
    throw new AvmError(`${r} is not a valid foreign asset slot`);
  }
  return forbidLow(cx, r, 'Asset');
}

function tryErr(f: () => bigint): [bigint, AvmError | undefined] {
  try {
    return [f(), undefined];
  } catch (e) {
    if (e instanceof AvmError) return [0n, e];
    throw e;
  }
}

/** go's localsReference: the account and app of a local-state op, checked together from v9. */
export function localsReference(cx: Machine, account: Value, ref: Uint): [Uint8Array, bigint] {
  if (cx.version >= SHARED_RESOURCES_VERSION) {
    const [addr] = resolveAccount(cx, account);
    const [app, err] = tryErr(() => resolveApp(cx, ref));
    if (!err && allowsLocals(cx, addr, app)) return [addr, app];
    const acctOK = availableAccount(cx, addr);
    const localsErr = `unavailable Local State ${app}+${addrText(addr)}`;
    if (err && acctOK) throw err;
    if (!err && acctOK) throw new AvmError(localsErr);
    if (err) throw new AvmError(`unavailable Account ${addrText(addr)}, ${err.message}, ${localsErr}`);
    throw new AvmError(`unavailable Account ${addrText(addr)}, ${localsErr}`);
  }
  const addr = accountReference(cx, account);
  return [addr, appReference(cx, ref, false)];
}

/** go's holdingReference. */
export function holdingReference(cx: Machine, account: Value, ref: Uint): [Uint8Array, bigint] {
  if (cx.version >= SHARED_RESOURCES_VERSION) {
    const [addr] = resolveAccount(cx, account);
    const [asset, err] = tryErr(() => resolveAsset(cx, ref));
    if (!err && allowsHolding(cx, addr, asset)) return [addr, asset];
    const acctOK = availableAccount(cx, addr);
    if (err && acctOK) throw err;
    if (!err && acctOK) throw new AvmError(`unavailable Holding ${asset}+${addrText(addr)}`);
    if (err) throw new AvmError(`unavailable Account ${addrText(addr)}, ${err.message}`);
    throw new AvmError(`unavailable Account ${addrText(addr)}`);
  }
  const addr = accountReference(cx, account);
  return [addr, assetReference(cx, ref, false)];
}
