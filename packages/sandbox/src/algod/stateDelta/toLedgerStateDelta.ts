import algosdk from 'algosdk';
import type {
  AccountData,
  AppLocalState,
  AppParams,
  AssetParams,
  StateSchema,
  TealKeyValue,
} from '../../ledger/state/AccountData';
import type { RoundChanges } from '../../ledger/state/RoundChanges';

/** go's basics.Status numbering (data/basics/userBalance.go). */
const STATUS = { Offline: 0, Online: 1, NotParticipating: 2 } as const;
/** go's basics.CreatableType (data/basics/userBalance.go): AssetCreatable 0, AppCreatable 1. */
const ASSET = 0;
const APP = 1;
/** config/consensus.go RewardUnit: reward units are whole algos. */
const REWARD_UNIT = 1_000_000n;
/** The kv store key of a box: "bx:" ‖ app id (8 bytes, big-endian) ‖ name (go: apps.MakeBoxKey). */
const BOX_PREFIX = new TextEncoder().encode('bx:');

/** Drops fields that are undefined: algosdk's optional fields take no explicit undefined. */
function present<T extends object>(o: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}

const addr = (a: string | undefined) => (a === undefined ? undefined : algosdk.Address.fromString(a));
const bytes = (s: string | undefined) => (s === undefined ? undefined : new TextEncoder().encode(s));
const schema = (s: StateSchema) =>
  new algosdk.StateSchema({ numUints: s.numUint, numByteSlices: s.numByteSlice });
const kv = (m: TealKeyValue) =>
  new Map(
    [...m].map(([k, v]) => [
      Uint8Array.from(Buffer.from(k, 'latin1')),
      v.type === 1
        ? new algosdk.TealValue({ type: 1, bytes: v.bytes })
        : new algosdk.TealValue({ type: 2, uint: v.uint }),
    ]),
  );

function accountData(a: AccountData | undefined): algosdk.AccountData {
  const appSchema = a?.totalAppSchema() ?? { numUint: 0, numByteSlice: 0 };
  return new algosdk.AccountData({
    accountBaseData: new algosdk.AccountBaseData({
      status: STATUS[a?.status ?? 'Offline'],
      microAlgos: a?.amount ?? 0n,
      rewardsBase: 0n,
      rewardedMicroAlgos: 0n,
      authAddr: addr(a?.authAddr) ?? algosdk.Address.zeroAddress(),
      incentiveEligible: a?.incentiveEligible ?? false,
      totalAppSchema: schema(appSchema),
      totalExtraAppPages: a?.totalExtraPages ?? 0,
      totalAppParams: BigInt(a?.createdApps.size ?? 0),
      totalAppLocalStates: BigInt(a?.appsLocal.size ?? 0),
      totalAssetParams: BigInt(a?.createdAssets.size ?? 0),
      totalAssets: BigInt(a?.assets.size ?? 0),
      totalBoxes: a?.totalBoxes ?? 0n,
      totalBoxBytes: a?.totalBoxBytes ?? 0n,
      lastProposed: a?.lastProposed ?? 0n,
      lastHeartbeat: a?.lastHeartbeat ?? 0n,
    }),
    votingData: new algosdk.VotingData({
      voteID: a?.voteKey ?? new Uint8Array(32),
      selectionID: a?.selectionKey ?? new Uint8Array(32),
      stateProofID: a?.stateProofKey ?? new Uint8Array(64),
      voteFirstValid: a?.voteFirst ?? 0n,
      voteLastValid: a?.voteLast ?? 0n,
      voteKeyDilution: a?.voteKeyDilution ?? 0n,
    }),
  });
}

const appParams = (p: AppParams) =>
  new algosdk.AppParams(
    present({
      approvalProgram: p.approvalProgram,
      clearStateProgram: p.clearProgram,
      globalState: kv(p.globalState),
      localStateSchema: schema(p.localSchema),
      globalStateSchema: schema(p.globalSchema),
      extraProgramPages: p.extraPages,
      version: BigInt(p.version),
      sizeSponsor: addr(p.sizeSponsor) ?? algosdk.Address.zeroAddress(),
      foreignBoxReads: p.foreignBoxReads,
      familyBoxAccess: p.familyBoxAccess,
    }),
  );

const localState = (s: AppLocalState) =>
  new algosdk.AppLocalState({ schema: schema(s.schema), keyValue: kv(s.keyValue) });

const assetParams = (p: AssetParams) =>
  new algosdk.AssetParams(
    present({
      total: p.total,
      decimals: p.decimals,
      defaultFrozen: p.defaultFrozen,
      unitName: bytes(p.unitName),
      assetName: bytes(p.assetName),
      url: bytes(p.url),
      metadataHash: p.metadataHash?.length ? p.metadataHash : new Uint8Array(32),
      manager: addr(p.manager),
      reserve: addr(p.reserve),
      freeze: addr(p.freeze),
      clawback: addr(p.clawback),
    }),
  );

/** The ids whose value differs between two maps (values are replaced, never edited in place). */
function changedIds<V>(
  before: ReadonlyMap<bigint, V> | undefined,
  after: ReadonlyMap<bigint, V> | undefined,
) {
  const ids = new Set([...(before?.keys() ?? []), ...(after?.keys() ?? [])]);
  return [...ids].filter((id) => before?.get(id) !== after?.get(id)).sort((x, y) => (x < y ? -1 : 1));
}

/** A params/holding/local-state change: the new value, or Deleted; `undefined` when unchanged. */
function change<V, D>(changed: boolean, now: V | undefined, make: (v: V | undefined, deleted: boolean) => D) {
  return changed ? make(now, now === undefined) : make(undefined, false);
}

function accountDeltas(changes: RoundChanges): algosdk.AccountDeltas {
  const accounts: algosdk.BalanceRecord[] = [];
  const appResources: algosdk.AppResourceRecord[] = [];
  const assetResources: algosdk.AssetResourceRecord[] = [];
  for (const [address, was] of changes.before.accounts) {
    const now = changes.after.account(address);
    const a = algosdk.Address.fromString(address);
    accounts.push(new algosdk.BalanceRecord({ addr: a, accountData: accountData(now) }));
    const paramIds = changedIds(was?.createdApps, now?.createdApps);
    const localIds = changedIds(was?.appsLocal, now?.appsLocal);
    for (const id of [...new Set([...paramIds, ...localIds])].sort((x, y) => (x < y ? -1 : 1))) {
      const p = now?.createdApps.get(id);
      const s = now?.appsLocal.get(id);
      appResources.push(
        new algosdk.AppResourceRecord({
          id,
          address: a,
          params: change(
            paramIds.includes(id),
            p,
            (v, deleted) => new algosdk.AppParamsDelta(present({ params: v && appParams(v), deleted })),
          ),
          state: change(
            localIds.includes(id),
            s,
            (v, deleted) =>
              new algosdk.AppLocalStateDelta(present({ localState: v && localState(v), deleted })),
          ),
        }),
      );
    }
    const createdIds = changedIds(was?.createdAssets, now?.createdAssets);
    const holdingIds = changedIds(was?.assets, now?.assets);
    for (const id of [...new Set([...createdIds, ...holdingIds])].sort((x, y) => (x < y ? -1 : 1))) {
      const p = now?.createdAssets.get(id);
      const h = now?.assets.get(id);
      assetResources.push(
        new algosdk.AssetResourceRecord({
          id,
          address: a,
          params: change(
            createdIds.includes(id),
            p,
            (v, deleted) => new algosdk.AssetParamsDelta(present({ params: v && assetParams(v), deleted })),
          ),
          holding: change(
            holdingIds.includes(id),
            h,
            (v, deleted) =>
              new algosdk.AssetHoldingDelta(
                present({
                  holding: v && new algosdk.AssetHolding({ amount: v.amount, frozen: v.frozen }),
                  deleted,
                }),
              ),
          ),
        }),
      );
    }
  }
  return new algosdk.AccountDeltas({ accounts, appResources, assetResources });
}

function kvMods(changes: RoundChanges): Map<Uint8Array, algosdk.KvValueDelta> {
  const mods = new Map<Uint8Array, algosdk.KvValueDelta>();
  for (const [key, old] of changes.before.boxes) {
    const colon = key.indexOf(':');
    const app = algosdk.encodeUint64(BigInt(key.slice(0, colon)));
    const name = Buffer.from(key.slice(colon + 1), 'latin1');
    const kvKey = new Uint8Array([...BOX_PREFIX, ...app, ...name]);
    mods.set(kvKey, new algosdk.KvValueDelta(present({ data: changes.after.boxValue(key), oldData: old })));
  }
  return mods;
}

function creatables(changes: RoundChanges): Map<bigint, algosdk.ModifiedCreatable> {
  const out = new Map<bigint, algosdk.ModifiedCreatable>();
  const add = (
    type: number,
    creators: ReadonlyMap<bigint, string | undefined>,
    now: (id: bigint) => string | undefined,
  ) => {
    for (const [id, was] of creators) {
      const creator = now(id);
      const who = creator ?? was;
      if (who === undefined) continue;
      out.set(
        id,
        new algosdk.ModifiedCreatable({
          creatableType: type,
          created: creator !== undefined,
          creator: algosdk.Address.fromString(who),
          ndeltas: 0,
        }),
      );
    }
  };
  add(ASSET, changes.before.assetCreators, (id) => changes.after.assetCreator(id));
  add(APP, changes.before.appCreators, (id) => changes.after.appCreator(id));
  return out;
}

/** Top-level transactions by txid, and the leases they took (go: ledger/eval/cow.go addTx). */
function txns(changes: RoundChanges) {
  const txids = new Map<Uint8Array, algosdk.IncludedTransactions>();
  const leases: Array<{ sender: Uint8Array; lease: Uint8Array; lastValid: bigint }> = [];
  changes.block.payset.forEach((stib, intra) => {
    const txn = stib.signedTxn.signedTxn.txn;
    txids.set(
      changes.txids[intra] as Uint8Array,
      new algosdk.IncludedTransactions({ lastValid: txn.lastValid, intra }),
    );
    if (txn.lease !== undefined && txn.lease.some((b) => b !== 0))
      leases.push({ sender: txn.sender.publicKey, lease: txn.lease, lastValid: txn.lastValid });
  });
  return { txids, leases };
}

function totals(changes: RoundChanges): algosdk.AccountTotals {
  const sums = { Offline: [0n, 0n], Online: [0n, 0n], NotParticipating: [0n, 0n] };
  for (const [, a] of changes.accounts) {
    const s = sums[a.status];
    s[0] = (s[0] as bigint) + a.amount;
    s[1] = (s[1] as bigint) + a.amount / REWARD_UNIT;
  }
  const count = ([money, rewardUnits]: bigint[]) =>
    new algosdk.AlgoCount({ money: money as bigint, rewardUnits: rewardUnits as bigint });
  return new algosdk.AccountTotals({
    online: count(sums.Online),
    offline: count(sums.Offline),
    notParticipating: count(sums.NotParticipating),
    rewardsLevel: changes.block.header.rewardState.rewardsLevel,
  });
}

/**
 * A block's changes as go's ledgercore.StateDelta (go v5.0: ledger/ledgercore/statedelta.go), in
 * algosdk's model of it, which has go's field names. Txleases is left out: go keys it by a struct,
 * which algosdk cannot encode (`stateDeltaLeases` has them; `goStateDelta` writes the answer).
 */
export function toLedgerStateDelta(changes: RoundChanges): algosdk.LedgerStateDelta {
  return new algosdk.LedgerStateDelta({
    accounts: accountDeltas(changes),
    kvMods: kvMods(changes),
    txids: txns(changes).txids,
    txleases: new algosdk.UntypedValue(undefined),
    creatables: creatables(changes),
    blockHeader: changes.block.header,
    stateProofNext: 0n,
    prevTimestamp: changes.prevTimestamp,
    totals: totals(changes),
  });
}

/** The Txleases the round's transactions took: {Sender, Lease} → LastValid (go's map[Txlease]basics.Round). */
export function stateDeltaLeases(changes: RoundChanges) {
  return txns(changes).leases;
}
