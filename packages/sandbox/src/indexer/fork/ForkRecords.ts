import algosdk from 'algosdk';
import type { LedgerView } from '../../ledger/LedgerView';
import type { AssetParamsData } from '../render/renderAssetParams';
import type { IndexStore } from '../store/IndexStore';
import type {
  AccountLife,
  AppRecord,
  AssetRecord,
  HoldingRecord,
  LocalStateRecord,
  StateKey,
  StateSchemaData,
  TealValue,
} from '../store/records';

/** What a fork has brought in from its remote so far (`fork/ForkState`'s maps). */
export interface ForkKnown {
  readonly assetCreators: ReadonlyMap<bigint, string>;
  readonly appCreators: ReadonlyMap<bigint, string>;
  /** The account as the remote held it at the fork's first read (undefined: none there). */
  remoteAccount(address: string): algosdk.modelsv2.Account | undefined;
}

/** A local state with the schema its app gives it (the ledger's account model carries it). */
export interface LocalWithSchema {
  ls: LocalStateRecord;
  schema: { localSchema: StateSchemaData };
}

/** The text that says a fork's search lists only what the fork knows (the `fork-note` field). */
export const FORK_SEARCH_NOTE =
  'a fork lists what it knows: entities it read from the forked network or made itself, each at the fork’s current state; ask the forked network’s indexer for the rest';

const enc = new TextEncoder();

/** A fork's searches say they list only what the fork knows (a field the indexer does not send). */
export function forkNote(fork: ForkRecords | undefined): { 'fork-note'?: string } {
  return fork === undefined ? {} : { 'fork-note': FORK_SEARCH_NOTE };
}

/**
 * A fork's indexer reads entities from the ledger, not from its blocks: the fork's blocks start at
 * the fork round, so an account, asset or app that came from the remote holds there what the remote
 * held when the fork read it, and only the ledger's read-through state (`fork/ForkState`, at the
 * fork's current round) has it plus what happened locally. The index adds what only blocks tell
 * (created, opted-in and deleted rounds of what the fork's own blocks touched, and entities deleted
 * locally, for include-all); rounds from before the fork are not known, so they are left out.
 * Reads may miss (the fork fetches the entity and the request is answered again: `forkRetry`).
 */
export class ForkRecords {
  constructor(
    private readonly store: IndexStore,
    private readonly ledger: LedgerView,
    private readonly known: ForkKnown,
  ) {}

  /** The account's record: the index's, or one for an account only the remote's history made. */
  account(address: string): AccountLife | undefined {
    const life = this.store.state.accounts.get(address);
    const remote = this.fromRemote(address);
    if (life !== undefined && !life.deleted && !remote) return life;
    if (!holdsSomething(this.ledger.account(address))) return life;
    return {
      address,
      sortKey: life?.sortKey ?? Buffer.from(algosdk.decodeAddress(address).publicKey).toString('hex'),
      // Made on the remote before the fork: when is not known here.
      createdAt: remote ? undefined : life?.createdAt,
      closedAt: life?.closedAt,
      deleted: false,
      sigType: life?.sigType,
    };
  }

  /** Whether the account held something on the remote when the fork read it. */
  private fromRemote(address: string): boolean {
    const remote = this.known.remoteAccount(address);
    return remote !== undefined && holdsSomething(remote);
  }

  /** Every account the fork knows (read from the remote, or made or touched here), in key order. */
  sortedAccounts(): AccountLife[] {
    const out = new Map<string, AccountLife>();
    for (const life of this.store.state.sortedAccounts) out.set(life.address, life);
    for (const address of this.ledger.addresses()) {
      if (out.has(address)) continue;
      const life = this.account(address);
      if (life !== undefined) out.set(address, life);
    }
    return [...out.values()].sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0));
  }

  holdings(address: string, includeDeleted: boolean): HoldingRecord[] {
    const indexed = this.store.state.assets.holdingsByAccount.get(address);
    const atFork = new Set((this.known.remoteAccount(address)?.assets ?? []).map((h) => h.assetId));
    const live = (this.ledger.account(address).assets ?? []).map((h): HoldingRecord => {
      const rec = indexed?.get(h.assetId);
      return {
        address,
        assetId: h.assetId,
        amount: h.amount,
        frozen: h.isFrozen,
        optedInAt: rec?.deleted === false && !atFork.has(h.assetId) ? rec.optedInAt : undefined,
        optedOutAt: undefined,
        deleted: false,
      };
    });
    return withDeleted(live, indexed?.values(), includeDeleted, (h) => h.assetId);
  }

  /** The holders of an asset the fork knows, at the fork's current state. */
  holders(assetId: bigint, includeDeleted: boolean): HoldingRecord[] {
    const out: HoldingRecord[] = [];
    for (const life of this.sortedAccounts()) {
      const h = this.holdings(life.address, includeDeleted).find((x) => x.assetId === assetId);
      if (h !== undefined) out.push(h);
    }
    return out;
  }

  locals(address: string, includeDeleted: boolean): LocalWithSchema[] {
    const indexed = this.store.state.apps.localsByAccount.get(address);
    const atFork = new Set((this.known.remoteAccount(address)?.appsLocalState ?? []).map((l) => l.id));
    const live = (this.ledger.account(address).appsLocalState ?? []).map((l): LocalWithSchema => {
      const rec = indexed?.get(l.id);
      return {
        ls: {
          address,
          appId: l.id,
          optedInAt: rec?.deleted === false && !atFork.has(l.id) ? rec.optedInAt : undefined,
          closedOutAt: undefined,
          deleted: false,
          keyValues: keyValues(l.keyValue),
        },
        schema: { localSchema: schemaOf(l.schema) },
      };
    });
    const gone = [...(indexed?.values() ?? [])]
      .filter((ls) => ls.deleted && includeDeleted && !live.some((l) => l.ls.appId === ls.appId))
      .map((ls) => ({ ls, schema: { localSchema: this.app(ls.appId)?.localSchema ?? NO_SCHEMA } }));
    return [...live, ...gone].sort((a, b) => cmp(a.ls.appId, b.ls.appId));
  }

  asset(id: bigint): AssetRecord | undefined {
    const params = this.ledger.asset(id)?.params;
    const rec = this.store.state.assets.assets.get(id);
    if (params === undefined) return rec;
    return {
      id,
      params: assetParams(params),
      createdAt: rec?.deleted === false ? rec.createdAt : undefined,
      destroyedAt: undefined,
      deleted: false,
      holders: new Map(),
    };
  }

  app(id: bigint): AppRecord | undefined {
    const p = this.ledger.application(id)?.params;
    const rec = this.store.state.apps.apps.get(id);
    if (p === undefined) return rec;
    return {
      id,
      creator: p.creator.toString(),
      createdAt: rec?.deleted === false ? rec.createdAt : undefined,
      deletedAt: undefined,
      deleted: false,
      approval: p.approvalProgram,
      clear: p.clearStateProgram,
      globalSchema: schemaOf(p.globalStateSchema),
      localSchema: schemaOf(p.localStateSchema),
      extraPages: Number(p.extraProgramPages ?? 0),
      version: Number(p.version ?? 0),
      globalState: keyValues(p.globalState),
    };
  }

  /** The assets an account made: live ones from the ledger, deleted ones from the index. */
  createdAssets(address: string, includeDeleted: boolean): AssetRecord[] {
    const { assets } = this.store.state;
    const live = (this.ledger.account(address).createdAssets ?? []).flatMap((a) => this.asset(a.index) ?? []);
    const indexed = [...(assets.assetsByCreator.get(address) ?? [])].flatMap(
      (id) => assets.assets.get(id) ?? [],
    );
    return withDeleted(live, indexed, includeDeleted, (a) => a.id);
  }

  createdApps(address: string, includeDeleted: boolean): AppRecord[] {
    const { apps } = this.store.state;
    const live = (this.ledger.account(address).createdApps ?? []).flatMap((a) => this.app(a.id) ?? []);
    const indexed = [...(apps.appsByCreator.get(address) ?? [])].flatMap((id) => apps.apps.get(id) ?? []);
    return withDeleted(live, indexed, includeDeleted, (a) => a.id);
  }

  /** Asset ids the fork knows (read from the remote, or made here), a creator's all, ascending. */
  assetIds(creator?: string): bigint[] {
    const mine = creator === undefined ? [] : this.createdAssets(creator, true).map((a) => a.id);
    return unionSorted(this.store.state.assets.ids, [...this.known.assetCreators.keys(), ...mine]);
  }

  appIds(creator?: string): bigint[] {
    const mine = creator === undefined ? [] : this.createdApps(creator, true).map((a) => a.id);
    return unionSorted(this.store.state.apps.ids, [...this.known.appCreators.keys(), ...mine]);
  }
}

const NO_SCHEMA: StateSchemaData = { numUint: 0, numByteSlice: 0 };

/** algod answers any address; one that holds nothing has no record (as the fork keeps none). */
function holdsSomething(a: algosdk.modelsv2.Account): boolean {
  return (
    a.amount > 0n ||
    (a.assets?.length ?? 0) > 0 ||
    (a.createdAssets?.length ?? 0) > 0 ||
    (a.appsLocalState?.length ?? 0) > 0 ||
    (a.createdApps?.length ?? 0) > 0 ||
    a.authAddr !== undefined
  );
}

function cmp(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The live records, plus the index's deleted ones that are not live again (include-all). */
function withDeleted<T extends { deleted: boolean }>(
  live: T[],
  indexed: Iterable<T> | undefined,
  includeDeleted: boolean,
  id: (t: T) => bigint,
): T[] {
  const ids = new Set(live.map(id));
  const gone = includeDeleted ? [...(indexed ?? [])].filter((r) => r.deleted && !ids.has(id(r))) : [];
  return [...live, ...gone].sort((a, b) => cmp(id(a), id(b)));
}

function unionSorted(a: readonly bigint[], b: Iterable<bigint>): bigint[] {
  return [...new Set([...a, ...b])].sort(cmp);
}

function schemaOf(s: algosdk.modelsv2.ApplicationStateSchema | undefined): StateSchemaData {
  return { numUint: Number(s?.numUint ?? 0), numByteSlice: Number(s?.numByteSlice ?? 0) };
}

function keyValues(kv: algosdk.modelsv2.TealKeyValue[] | undefined): Map<StateKey, TealValue> {
  const out = new Map<StateKey, TealValue>();
  for (const { key, value } of kv ?? []) {
    const type = Number(value.type) === 1 ? 1 : 2;
    out.set(Buffer.from(key).toString('latin1'), {
      type,
      bytes: type === 1 ? value.bytes : new Uint8Array(0),
      uint: type === 2 ? BigInt(value.uint) : 0n,
    });
  }
  return out;
}

function address(a: string | undefined): algosdk.Address | undefined {
  return a === undefined || a === '' ? undefined : algosdk.Address.fromString(a);
}

function assetParams(p: algosdk.modelsv2.AssetParams): AssetParamsData {
  return {
    creator: p.creator,
    total: p.total,
    decimals: Number(p.decimals),
    defaultFrozen: p.defaultFrozen === true,
    unitName: p.unitNameB64 ?? enc.encode(p.unitName ?? ''),
    assetName: p.nameB64 ?? enc.encode(p.name ?? ''),
    url: p.urlB64 ?? enc.encode(p.url ?? ''),
    metadataHash: p.metadataHash,
    manager: address(p.manager),
    reserve: address(p.reserve),
    freeze: address(p.freeze),
    clawback: address(p.clawback),
  };
}
