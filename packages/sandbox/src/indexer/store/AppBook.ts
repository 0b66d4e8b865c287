import algosdk from 'algosdk';
import { localDeltaAddress } from '../render/renderEvalDelta';
import type { AppRecord, LocalStateRecord, StateKey, TealValue } from './records';
import { insertSorted } from './sortedIds';
import { addressText } from '../render/addressText';

const OC = algosdk.OnApplicationComplete;

function keyOf(bytes: Uint8Array): StateKey {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** Apply an eval delta to a key-value store: action 1 sets bytes, 2 sets a uint, 3 deletes. */
function applyDelta(store: Map<StateKey, TealValue>, delta: Map<Uint8Array, algosdk.ValueDelta>): void {
  for (const [k, v] of delta) {
    const key = keyOf(k);
    if (v.action === 1) store.set(key, { type: 1, bytes: v.bytes, uint: 0n });
    else if (v.action === 2) store.set(key, { type: 2, bytes: new Uint8Array(0), uint: v.uint });
    else if (v.action === 3) store.delete(key);
  }
}

/** Applications and local states, replayed from appl transactions and their eval deltas. */
export class AppBook {
  readonly apps = new Map<bigint, AppRecord>();
  readonly appsByCreator = new Map<string, Set<bigint>>();
  readonly localsByAccount = new Map<string, Map<bigint, LocalStateRecord>>();
  readonly localsByApp = new Map<bigint, Map<string, LocalStateRecord>>();
  readonly ids: bigint[] = [];

  /** A copy sharing nothing that later blocks change (a snapshot's checkpoint of the index). */
  clone(): AppBook {
    const copy = new AppBook();
    for (const [id, app] of this.apps) copy.apps.set(id, { ...app, globalState: new Map(app.globalState) });
    for (const [creator, ids] of this.appsByCreator) copy.appsByCreator.set(creator, new Set(ids));
    for (const [address, mine] of this.localsByAccount) {
      const locals = new Map<bigint, LocalStateRecord>();
      for (const [appId, ls] of mine) {
        const c = { ...ls, keyValues: new Map(ls.keyValues) };
        locals.set(appId, c);
        let byApp = copy.localsByApp.get(appId);
        if (byApp === undefined) {
          byApp = new Map();
          copy.localsByApp.set(appId, byApp);
        }
        byApp.set(address, c);
      }
      copy.localsByAccount.set(address, locals);
    }
    copy.ids.push(...this.ids);
    return copy;
  }

  private local(address: string, appId: bigint, round: number): LocalStateRecord {
    let mine = this.localsByAccount.get(address);
    if (mine === undefined) {
      mine = new Map();
      this.localsByAccount.set(address, mine);
    }
    let ls = mine.get(appId);
    if (ls === undefined) {
      ls = { address, appId, optedInAt: round, closedOutAt: undefined, deleted: false, keyValues: new Map() };
      mine.set(appId, ls);
      let byApp = this.localsByApp.get(appId);
      if (byApp === undefined) {
        byApp = new Map();
        this.localsByApp.set(appId, byApp);
      }
      byApp.set(address, ls);
    } else if (ls.deleted) {
      ls.deleted = false;
      ls.keyValues = new Map();
    }
    return ls;
  }

  /**
   * A sandbox edit of global (no `address`) or local state (`SandboxEdit`): deletes, then sets, as
   * the ledger applied them.
   */
  editState(
    appId: bigint,
    address: string | undefined,
    round: number,
    set: readonly { key: Uint8Array; value: { type: 1; bytes: Uint8Array } | { type: 2; uint: bigint } }[],
    remove: readonly Uint8Array[],
  ): void {
    const store =
      address === undefined ? this.apps.get(appId)?.globalState : this.local(address, appId, round).keyValues;
    if (store === undefined) return;
    for (const key of remove) store.delete(keyOf(key));
    for (const { key, value } of set)
      store.set(
        keyOf(key),
        value.type === 1
          ? { type: 1, bytes: value.bytes, uint: 0n }
          : { type: 2, bytes: new Uint8Array(0), uint: value.uint },
      );
  }

  /** One app call: create/opt-in first, then its state deltas, then close-out/clear/delete. */
  apply(
    txn: algosdk.Transaction,
    ad: algosdk.ApplyData,
    createdId: bigint,
    round: number,
    afterInner: () => void,
  ): void {
    const call = txn.applicationCall;
    if (call === undefined) return;
    const sender = addressText(txn.sender);
    const appId = call.appIndex === 0n ? createdId : call.appIndex;
    if (call.appIndex === 0n) this.create(txn, call, appId, round);
    else if (call.onComplete === OC.UpdateApplicationOC) {
      const app = this.apps.get(appId);
      if (app !== undefined) {
        app.approval = call.approvalProgram;
        app.clear = call.clearProgram;
        app.version += 1;
      }
    }
    if (call.onComplete === OC.OptInOC) this.local(sender, appId, round);
    const ed = ad.evalDelta;
    if (ed !== undefined) {
      const app = this.apps.get(appId);
      if (app !== undefined) applyDelta(app.globalState, ed.globalDelta);
      for (const [index, delta] of ed.localDeltas) {
        const addr = localDeltaAddress(index, txn.sender, call.accounts, ed.sharedAccts);
        if (addr !== undefined) applyDelta(this.local(addressText(addr), appId, round).keyValues, delta);
      }
    }
    afterInner();
    if (call.onComplete === OC.CloseOutOC || call.onComplete === OC.ClearStateOC) {
      const ls = this.localsByAccount.get(sender)?.get(appId);
      if (ls !== undefined && !ls.deleted) {
        ls.deleted = true;
        ls.closedOutAt = round;
        ls.keyValues = new Map();
      }
    } else if (call.onComplete === OC.DeleteApplicationOC) {
      const app = this.apps.get(appId);
      if (app !== undefined) {
        app.deleted = true;
        app.deletedAt = round;
      }
    }
  }

  private create(
    txn: algosdk.Transaction,
    call: algosdk.ApplicationTransactionFields,
    appId: bigint,
    round: number,
  ): void {
    const creator = addressText(txn.sender);
    insertSorted(this.ids, appId);
    this.apps.set(appId, {
      id: appId,
      creator,
      createdAt: round,
      deletedAt: undefined,
      deleted: false,
      approval: call.approvalProgram,
      clear: call.clearProgram,
      globalSchema: { numUint: call.numGlobalInts, numByteSlice: call.numGlobalByteSlices },
      localSchema: { numUint: call.numLocalInts, numByteSlice: call.numLocalByteSlices },
      extraPages: call.extraPages,
      version: 0,
      globalState: new Map(),
    });
    let created = this.appsByCreator.get(creator);
    if (created === undefined) {
      created = new Set();
      this.appsByCreator.set(creator, created);
    }
    created.add(appId);
  }
}
