import algosdk from 'algosdk';
import type { StateAccess } from '../../avm/eval/TraceHook';
import { keyBytes, type Value } from '../../avm/eval/values';
import { avmValueModel } from './avmValueModel';

/** One state's first-seen value; undefined: absent (algod writes the zero TealValue, `{type: 0}`). */
type Kvs = Map<string, Value | undefined>;

interface AppStates {
  readonly globals: Kvs;
  readonly createdGlobals: Set<string>;
  readonly boxes: Kvs;
  readonly createdBoxes: Set<string>;
  /** By account (latin1 of the 32 bytes; '' for an account that could not be resolved). */
  readonly locals: Map<string, { account: Uint8Array | undefined; kvs: Kvs }>;
  readonly createdLocals: Map<string, Set<string>>;
}

/**
 * simulate's `initial-states`, kept as go-algorand does (ledger/simulation/initialStates.go): on
 * every app-state op of an app not created in this simulation, the first value of each touched
 * global, local (per account) and box key is kept — read before the op runs; a write to an absent
 * key marks it created instead, so it is never reported. Converted as
 * daemon/algod/api/server/v2/utils.go convertSimulateInitialStates does.
 */
export class InitialStates {
  private readonly apps = new Map<bigint, AppStates>();
  private readonly createdApps = new Set<bigint>();

  /** An app created during the simulation: its states are new, none is initial. */
  created(appId: bigint): void {
    this.createdApps.add(appId);
  }

  /** go's ResourcesInitialStates.increment, `runningApp` being the app whose program ran the op. */
  record(runningApp: bigint, access: StateAccess & { readonly before: Value | undefined }): void {
    if (this.createdApps.has(runningApp)) return;
    let app = this.apps.get(access.appId);
    if (app === undefined) {
      app = {
        globals: new Map(),
        createdGlobals: new Set(),
        boxes: new Map(),
        createdBoxes: new Set(),
        locals: new Map(),
        createdLocals: new Map(),
      };
      this.apps.set(access.appId, app);
    }
    const acct = access.account === undefined ? '' : Buffer.from(access.account).toString('latin1');
    const { key } = access;
    let recorded: boolean;
    let created: boolean;
    if (access.appStateType === 'b') {
      recorded = app.boxes.has(key);
      created = app.createdBoxes.has(key);
    } else if (access.appStateType === 'g') {
      recorded = app.globals.has(key);
      created = app.createdGlobals.has(key);
    } else {
      recorded = app.locals.get(acct)?.kvs.has(key) ?? false;
      created = app.createdLocals.get(acct)?.has(key) ?? false;
    }
    if (recorded || created) return;
    if (access.operation === 'w' && access.before === undefined) {
      if (access.appStateType === 'b') app.createdBoxes.add(key);
      else if (access.appStateType === 'g') app.createdGlobals.add(key);
      else {
        let set = app.createdLocals.get(acct);
        if (set === undefined) app.createdLocals.set(acct, (set = new Set()));
        set.add(key);
      }
      return;
    }
    if (access.appStateType === 'b') app.boxes.set(key, access.before);
    else if (access.appStateType === 'g') app.globals.set(key, access.before);
    else {
      let local = app.locals.get(acct);
      if (local === undefined) app.locals.set(acct, (local = { account: access.account, kvs: new Map() }));
      local.kvs.set(key, access.before);
    }
  }

  /** The response's `initial-states` (its list omitted when no app state was touched). */
  toModel(): algosdk.modelsv2.SimulateInitialStates {
    const states = [...this.apps].map(
      ([id, app]) =>
        new algosdk.modelsv2.ApplicationInitialStates({
          id,
          ...(app.boxes.size > 0 && { appBoxes: storage(undefined, app.boxes) }),
          ...(app.globals.size > 0 && { appGlobals: storage(undefined, app.globals) }),
          ...(app.locals.size > 0 && {
            appLocals: [...app.locals.values()].map((l) => storage(l.account, l.kvs)),
          }),
        }),
    );
    return new algosdk.modelsv2.SimulateInitialStates({
      ...(states.length > 0 && { appInitialStates: states }),
    });
  }
}

function storage(account: Uint8Array | undefined, kvs: Kvs): algosdk.modelsv2.ApplicationKVStorage {
  return new algosdk.modelsv2.ApplicationKVStorage({
    kvs: [...kvs].map(
      ([key, value]) => new algosdk.modelsv2.AvmKeyValue({ key: keyBytes(key), value: avmValueModel(value) }),
    ),
    ...(account !== undefined && { account: new algosdk.Address(account) }),
  });
}
