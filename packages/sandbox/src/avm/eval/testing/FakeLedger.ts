/**
 * An in-memory EvalLedger for the evaluator's own tests (it is the evaluator's port, so a fake is
 * legitimate here): accounts, assets, apps with global/local state, boxes, and a tiny inner
 * transaction executor (payments, and app calls run through `runApp`).
 */
import { appAddress } from '../appAddress';
import type {
  EvalAccount,
  EvalAppInfo,
  EvalAssetHolding,
  EvalAssetInfo,
  EvalBlockHeader,
  EvalLedger,
  InnerGroupRequest,
  TealValue,
} from '../EvalLedger';
import { InnerTxnFailure } from '../EvalLedger';
import { ZERO32, type EvalTxn } from '../EvalTxn';
import { sha512_256 } from '../../../util/sha512_256';
import { innerWellFormed } from '../../../ledger/avm/innerWellFormed';
import { bytesKey, itob } from '../values';
import { encodeAddress } from 'algosdk';

interface FakeAccount {
  balance: bigint;
  authAddr: Uint8Array;
  assets: Map<bigint, EvalAssetHolding>;
  locals: Map<bigint, Map<string, TealValue>>;
}

export class FakeLedger implements EvalLedger {
  readonly accounts = new Map<string, FakeAccount>();
  readonly assets = new Map<bigint, EvalAssetInfo>();
  readonly apps = new Map<bigint, EvalAppInfo & { global: Map<string, TealValue> }>();
  readonly boxes = new Map<string, Uint8Array>();
  readonly headers = new Map<bigint, EvalBlockHeader>();
  currentRound = 1000n;
  timestamp = 1_700_000_000n;
  /** Executed inner transactions, for assertions. */
  readonly performed: EvalTxn[] = [];

  acct(addr: Uint8Array): FakeAccount {
    const k = bytesKey(addr);
    let a = this.accounts.get(k);
    if (!a) {
      a = { balance: 0n, authAddr: ZERO32, assets: new Map(), locals: new Map() };
      this.accounts.set(k, a);
    }
    return a;
  }

  createApp(id: bigint, creator: Uint8Array, approval: Uint8Array = new Uint8Array([10, 0x81, 1])): void {
    this.apps.set(id, {
      approvalProgram: approval,
      clearStateProgram: new Uint8Array([10, 0x81, 1]),
      globalNumUint: 4n,
      globalNumByteSlice: 4n,
      localNumUint: 2n,
      localNumByteSlice: 2n,
      extraProgramPages: 0n,
      version: 0n,
      creator,
      foreignBoxReads: false,
      familyBoxAccess: false,
      sizeSponsor: new Uint8Array(32),
      global: new Map(),
    });
  }

  round(): bigint {
    return this.currentRound;
  }
  latestTimestamp(): bigint {
    return this.timestamp;
  }
  genesisHash(): Uint8Array {
    return new Uint8Array(32).fill(7);
  }
  blockHeader(round: bigint): EvalBlockHeader | undefined {
    return this.headers.get(round);
  }
  account(addr: Uint8Array): EvalAccount {
    const a = this.acct(addr);
    return {
      balance: a.balance,
      minBalance: 100_000n + 100_000n * BigInt(a.assets.size + a.locals.size),
      authAddr: a.authAddr,
      totalNumUint: 0n,
      totalNumByteSlice: 0n,
      totalExtraAppPages: 0n,
      totalAppsCreated: 0n,
      totalAppsOptedIn: BigInt(a.locals.size),
      totalAssetsCreated: 0n,
      totalAssets: BigInt(a.assets.size),
      totalBoxes: 0n,
      totalBoxBytes: 0n,
      incentiveEligible: false,
      lastProposed: 0n,
      lastHeartbeat: 0n,
    };
  }
  authorizer(addr: Uint8Array): Uint8Array {
    const a = this.acct(addr).authAddr;
    return a.every((b) => b === 0) ? addr : a;
  }
  voterBalance(): { balance: bigint; incentiveEligible: boolean } {
    return { balance: 0n, incentiveEligible: false };
  }
  onlineStake(): bigint {
    return 1_000_000n;
  }
  assetHolding(addr: Uint8Array, asset: bigint): EvalAssetHolding | undefined {
    return this.acct(addr).assets.get(asset);
  }
  assetParams(asset: bigint): EvalAssetInfo | undefined {
    return this.assets.get(asset);
  }
  appParams(app: bigint): EvalAppInfo | undefined {
    return this.apps.get(app);
  }
  optedIn(addr: Uint8Array, app: bigint): boolean {
    return this.acct(addr).locals.has(app);
  }
  getLocal(addr: Uint8Array, app: bigint, key: string): TealValue | undefined {
    return this.acct(addr).locals.get(app)?.get(key);
  }
  private local(addr: Uint8Array, app: bigint, verb: string): Map<string, TealValue> {
    const l = this.acct(addr).locals.get(app);
    if (!l) throw new Error(`cannot ${verb} key, ${encodeAddress(addr)} has not opted in to app ${app}`);
    return l;
  }
  setLocal(addr: Uint8Array, app: bigint, key: string, value: TealValue): void {
    this.local(addr, app, 'set').set(key, value);
  }
  delLocal(addr: Uint8Array, app: bigint, key: string): void {
    this.local(addr, app, 'del').delete(key);
  }
  getGlobal(app: bigint, key: string): TealValue | undefined {
    return this.apps.get(app)?.global.get(key);
  }
  private global(app: bigint): Map<string, TealValue> {
    const a = this.apps.get(app);
    if (!a) throw new Error(`app ${app} does not exist`);
    return a.global;
  }
  setGlobal(app: bigint, key: string, value: TealValue): void {
    this.global(app).set(key, value);
  }
  delGlobal(app: bigint, key: string): void {
    this.global(app).delete(key);
  }
  getBox(app: bigint, name: string): Uint8Array | undefined {
    return this.boxes.get(`${app}:${name}`);
  }
  newBox(app: bigint, name: string, value: Uint8Array): void {
    this.boxes.set(`${app}:${name}`, value);
  }
  setBox(app: bigint, name: string, value: Uint8Array): void {
    this.boxes.set(`${app}:${name}`, value);
  }
  delBox(app: bigint, name: string): boolean {
    return this.boxes.delete(`${app}:${name}`);
  }
  setBoxAccess(app: bigint, field: 'foreignBoxReads' | 'familyBoxAccess', enable: boolean): void {
    const p = this.apps.get(app);
    if (!p) throw new Error(`app ${app} does not exist`);
    this.apps.set(app, { ...p, [field]: enable });
  }
  checkInnerWellFormed(t: EvalTxn): void {
    innerWellFormed(t);
  }
  prepareInnerGroup(txns: readonly EvalTxn[], parentTxid: Uint8Array, innerOffset: number): Uint8Array[] {
    return txns.map((t, i) => sha512_256(parentTxid, itob(innerOffset + i), t.sender));
  }
  performInnerGroup(req: InnerGroupRequest): void {
    req.txns.forEach((t, i) => {
      req.beforeTxn(i);
      if (t.type === 'pay') {
        const from = this.acct(t.sender);
        if (from.balance < t.amount + t.fee)
          throw new InnerTxnFailure(i, `overspend (account ${encodeAddress(t.sender)})`);
        from.balance -= t.amount + t.fee;
        this.acct(t.receiver).balance += t.amount;
      } else if (t.type === 'appl') {
        const app = this.apps.get(t.applicationId);
        if (!app) throw new InnerTxnFailure(i, `app ${t.applicationId} does not exist`);
        if (!req.runApp(i, t.applicationId, app.approvalProgram))
          throw new InnerTxnFailure(i, 'transaction rejected by ApprovalProgram');
      } else if (t.type === 'acfg' && t.configAsset === 0n) {
        const ad = req.applyData[i];
        if (ad) ad.configAsset = 5000n + BigInt(this.assets.size);
      }
      this.performed.push(t);
    });
  }
}

export { appAddress };
