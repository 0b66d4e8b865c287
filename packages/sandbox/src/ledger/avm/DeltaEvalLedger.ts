import type algosdk from 'algosdk';
import type {
  EvalAccount,
  EvalAppInfo,
  EvalAssetHolding,
  EvalAssetInfo,
  EvalBlockHeader,
  EvalLedger,
  InnerGroupRequest,
  TealValue,
} from '../../avm/eval/EvalLedger';
import type { EvalTxn } from '../../avm/eval/EvalTxn';
import { addressString } from '../../util/addressString';
import { minBalance } from '../rules/minBalance';
import { AccountData, type AppLocalState, type TealValue as StoredValue } from '../state/AccountData';
import type { StateDelta } from '../state/StateDelta';
import { boxKey } from '../state/StateReader';
import { publicKey, optKey } from '../../util/publicKey';
import { checkSchemaCounts } from './checkSchemaCounts';
import { InnerExecutor } from './InnerExecutor';
import { toEvalBlockHeader } from './toEvalBlockHeader';
import type { InnerGroupEnv } from './InnerExecutor';

/** What the AVM reads from the chain beyond the state being changed. */
export interface ChainView {
  readonly genesisHash: Uint8Array;
  block(round: bigint): algosdk.Block | undefined;
  supply(): { total: bigint; online: bigint };
}

const ZERO32 = new Uint8Array(32);
const EMPTY = new AccountData();
const utf8 = new TextEncoder();

/**
 * The evaluator's port (`EvalLedger`) over the ledger's copy-on-write state. `state` is the delta
 * being written; inner groups swap in a nested delta for their duration (dropped when one fails),
 * which is why it is a field and not fixed at construction.
 */
export class DeltaEvalLedger implements EvalLedger {
  state: StateDelta;
  private readonly inner: InnerExecutor;

  constructor(
    state: StateDelta,
    private readonly chain: ChainView,
    private readonly env: InnerGroupEnv & { readonly round: bigint; readonly latestTimestamp: bigint },
  ) {
    this.state = state;
    this.inner = new InnerExecutor(this, env);
  }

  genesisHash(): Uint8Array {
    return this.chain.genesisHash;
  }

  blockHeader(round: bigint): EvalBlockHeader | undefined {
    return toEvalBlockHeader(this.chain.block(round)?.header);
  }

  round(): bigint {
    return this.env.round;
  }

  latestTimestamp(): bigint {
    return this.env.latestTimestamp;
  }

  private data(addr: Uint8Array): AccountData {
    return this.state.account(addressString(addr)) ?? EMPTY;
  }

  account(addr: Uint8Array): EvalAccount {
    const a = this.data(addr);
    const schema = a.totalAppSchema();
    return {
      balance: a.amount,
      minBalance: minBalance(a),
      authAddr: a.authAddr === undefined ? ZERO32 : publicKey(a.authAddr),
      totalNumUint: BigInt(schema.numUint),
      totalNumByteSlice: BigInt(schema.numByteSlice),
      totalExtraAppPages: BigInt(a.totalExtraPages),
      totalAppsCreated: BigInt(a.createdApps.size),
      totalAppsOptedIn: BigInt(a.appsLocal.size),
      totalAssetsCreated: BigInt(a.createdAssets.size),
      totalAssets: BigInt(a.assets.size),
      totalBoxes: a.totalBoxes,
      totalBoxBytes: a.totalBoxBytes,
      incentiveEligible: a.incentiveEligible,
      lastProposed: a.lastProposed,
      lastHeartbeat: a.lastHeartbeat,
    };
  }

  authorizer(addr: Uint8Array): Uint8Array {
    const auth = this.data(addr).authAddr;
    return auth === undefined ? addr : publicKey(auth);
  }

  /** DevMode keeps no stake history: the current online balance stands for the one 320 rounds back. */
  voterBalance(addr: Uint8Array): { balance: bigint; incentiveEligible: boolean } {
    const a = this.data(addr);
    return { balance: a.status === 'Online' ? a.amount : 0n, incentiveEligible: a.incentiveEligible };
  }

  onlineStake(): bigint {
    return this.chain.supply().online;
  }

  assetHolding(addr: Uint8Array, asset: bigint): EvalAssetHolding | undefined {
    return this.data(addr).assets.get(asset);
  }

  assetParams(asset: bigint): EvalAssetInfo | undefined {
    const creator = this.state.assetCreator(asset);
    const p = creator === undefined ? undefined : this.state.account(creator)?.createdAssets.get(asset);
    if (creator === undefined || p === undefined) return undefined;
    return {
      total: p.total,
      decimals: BigInt(p.decimals),
      defaultFrozen: p.defaultFrozen,
      unitName: utf8.encode(p.unitName ?? ''),
      assetName: utf8.encode(p.assetName ?? ''),
      url: utf8.encode(p.url ?? ''),
      metadataHash: p.metadataHash ?? ZERO32,
      manager: optKey(p.manager),
      reserve: optKey(p.reserve),
      freeze: optKey(p.freeze),
      clawback: optKey(p.clawback),
      creator: publicKey(creator),
    };
  }

  appParams(app: bigint): EvalAppInfo | undefined {
    const creator = this.state.appCreator(app);
    const p = creator === undefined ? undefined : this.state.account(creator)?.createdApps.get(app);
    if (creator === undefined || p === undefined) return undefined;
    return {
      approvalProgram: p.approvalProgram,
      clearStateProgram: p.clearProgram,
      globalNumUint: BigInt(p.globalSchema.numUint),
      globalNumByteSlice: BigInt(p.globalSchema.numByteSlice),
      localNumUint: BigInt(p.localSchema.numUint),
      localNumByteSlice: BigInt(p.localSchema.numByteSlice),
      extraProgramPages: BigInt(p.extraPages),
      version: BigInt(p.version),
      creator: publicKey(creator),
      foreignBoxReads: p.foreignBoxReads === true,
      familyBoxAccess: p.familyBoxAccess === true,
      sizeSponsor: p.sizeSponsor === undefined ? new Uint8Array(32) : publicKey(p.sizeSponsor),
    };
  }

  optedIn(addr: Uint8Array, app: bigint): boolean {
    return this.data(addr).appsLocal.has(app);
  }

  getLocal(addr: Uint8Array, app: bigint, key: string): TealValue | undefined {
    return fromStored(this.data(addr).appsLocal.get(app)?.keyValue.get(key));
  }

  setLocal(addr: Uint8Array, app: bigint, key: string, value: TealValue): void {
    this.writeLocal(addr, app, 'set', (kv) => kv.set(key, toStored(value)));
  }

  delLocal(addr: Uint8Array, app: bigint, key: string): void {
    this.writeLocal(addr, app, 'delete', (kv) => kv.delete(key));
  }

  getGlobal(app: bigint, key: string): TealValue | undefined {
    const creator = this.state.appCreator(app);
    const p = creator === undefined ? undefined : this.state.account(creator)?.createdApps.get(app);
    return fromStored(p?.globalState.get(key));
  }

  setGlobal(app: bigint, key: string, value: TealValue): void {
    this.writeGlobal(app, (kv) => kv.set(key, toStored(value)));
  }

  delGlobal(app: bigint, key: string): void {
    this.writeGlobal(app, (kv) => kv.delete(key));
  }

  getBox(app: bigint, name: string): Uint8Array | undefined {
    return this.state.boxValue(key(app, name));
  }

  newBox(app: bigint, name: string, value: Uint8Array, appAddr: Uint8Array): void {
    const k = key(app, name);
    if (this.state.boxValue(k) !== undefined) throw new Error(`box ${JSON.stringify(name)} already exists`);
    this.state.setBox(k, value);
    const owner = this.state.mutable(addressString(appAddr));
    owner.totalBoxes += 1n;
    owner.totalBoxBytes += BigInt(name.length + value.length);
  }

  setBox(app: bigint, name: string, value: Uint8Array): void {
    this.state.setBox(key(app, name), value);
  }

  delBox(app: bigint, name: string, appAddr: Uint8Array): boolean {
    const k = key(app, name);
    const old = this.state.boxValue(k);
    if (old === undefined) return false;
    this.state.setBox(k, undefined);
    const owner = this.state.mutable(addressString(appAddr));
    owner.totalBoxes -= 1n;
    owner.totalBoxBytes -= BigInt(name.length + old.length);
    return true;
  }

  checkInnerWellFormed(t: EvalTxn): void {
    this.inner.checkWellFormed(t);
  }

  prepareInnerGroup(txns: readonly EvalTxn[], parentTxid: Uint8Array, innerOffset: number): Uint8Array[] {
    return this.inner.prepare(txns, parentTxid, innerOffset);
  }

  performInnerGroup(request: InnerGroupRequest): void {
    this.inner.perform(request);
  }

  private writeLocal(
    addr: Uint8Array,
    app: bigint,
    verb: string,
    edit: (kv: Map<string, StoredValue>) => void,
  ): void {
    const address = addressString(addr);
    const local = this.state.account(address)?.appsLocal.get(app);
    if (local === undefined) throw new Error(`cannot ${verb} key, ${address} has not opted in to app ${app}`);
    const kv = new Map(local.keyValue);
    edit(kv);
    checkSchemaCounts(kv, local.schema);
    const next: AppLocalState = { schema: local.schema, keyValue: kv };
    this.state.mutable(address).appsLocal.set(app, next);
  }

  /** go-algorand ledger/eval/cow_creatables.go appParamsSetter. */
  setBoxAccess(app: bigint, field: 'foreignBoxReads' | 'familyBoxAccess', enable: boolean): void {
    const creator = this.state.appCreator(app);
    if (creator === undefined) throw new Error(`app ${app} does not exist`);
    const p = this.state.account(creator)?.createdApps.get(app);
    if (p === undefined) throw new Error(`app ${app} params not found`);
    this.state.mutable(creator).createdApps.set(app, { ...p, [field]: enable });
  }

  private writeGlobal(app: bigint, edit: (kv: Map<string, StoredValue>) => void): void {
    const creator = this.state.appCreator(app);
    const p = creator === undefined ? undefined : this.state.account(creator)?.createdApps.get(app);
    if (creator === undefined || p === undefined) throw new Error(`app ${app} does not exist`);
    const kv = new Map(p.globalState);
    edit(kv);
    checkSchemaCounts(kv, p.globalSchema);
    this.state.mutable(creator).createdApps.set(app, { ...p, globalState: kv });
  }
}

function key(app: bigint, name: string): string {
  return boxKey(app, new Uint8Array(Buffer.from(name, 'latin1')));
}

function fromStored(v: StoredValue | undefined): TealValue | undefined {
  if (v === undefined) return undefined;
  return v.type === 2 ? v.uint : v.bytes;
}

function toStored(v: TealValue): StoredValue {
  return typeof v === 'bigint' ? { type: 2, uint: v } : { type: 1, bytes: v };
}
