import type {
  AppRecord,
  AssetRecord,
  HoldingRecord,
  LocalStateRecord,
  StateKey,
  StateSchemaData,
  TealValue,
} from '../store/records';
import type { JsonObject } from './Json';
import { b64 } from './encode';
import { renderAssetParams } from './renderAssetParams';

/** TEAL key-values sorted by key bytes (the indexer's order is Go map order; sorted is stable). */
export function renderKeyValues(kv: Map<StateKey, TealValue>): JsonObject[] | undefined {
  if (kv.size === 0) return undefined;
  return [...kv.keys()].sort().map((k) => {
    const v = kv.get(k) as TealValue;
    return {
      key: Buffer.from(k, 'latin1').toString('base64'),
      value: { bytes: b64(v.bytes), type: v.type, uint: v.uint },
    };
  });
}

export function renderHolding(h: HoldingRecord, amount: bigint = h.amount): JsonObject {
  return {
    amount,
    'asset-id': h.assetId,
    deleted: h.deleted,
    'is-frozen': h.frozen,
    'opted-in-at-round': h.optedInAt,
    'opted-out-at-round': h.optedOutAt,
  };
}

/** An asset balance row of /v2/assets/{id}/balances (MiniAssetHolding). */
export function renderMiniHolding(h: HoldingRecord): JsonObject {
  return {
    address: h.address,
    amount: h.amount,
    deleted: h.deleted,
    'is-frozen': h.frozen,
    'opted-in-at-round': h.optedInAt,
    'opted-out-at-round': h.optedOutAt,
  };
}

export function renderAsset(a: AssetRecord): JsonObject {
  return {
    'created-at-round': a.createdAt,
    deleted: a.deleted,
    'destroyed-at-round': a.destroyedAt,
    index: a.id,
    params: renderAssetParams(a.params),
  };
}

/**
 * An application. A deleted one keeps its last known params (the indexer blanks them, which breaks
 * the spec's required program fields; the last known programs serve explorers better).
 */
export function renderApplication(app: AppRecord): JsonObject {
  return {
    'created-at-round': app.createdAt,
    deleted: app.deleted,
    'deleted-at-round': app.deletedAt,
    id: app.id,
    params: {
      'approval-program': b64(app.approval),
      'clear-state-program': b64(app.clear),
      creator: app.creator,
      'extra-program-pages': app.extraPages === 0 ? undefined : app.extraPages,
      'global-state': renderKeyValues(app.globalState),
      'global-state-schema': {
        'num-byte-slice': app.globalSchema.numByteSlice,
        'num-uint': app.globalSchema.numUint,
      },
      'local-state-schema': {
        'num-byte-slice': app.localSchema.numByteSlice,
        'num-uint': app.localSchema.numUint,
      },
      version: app.version === 0 ? undefined : app.version,
    },
  };
}

export function renderLocalState(
  ls: LocalStateRecord,
  app: { localSchema: StateSchemaData } | undefined,
): JsonObject {
  return {
    'closed-out-at-round': ls.closedOutAt,
    deleted: ls.deleted,
    id: ls.appId,
    'key-value': renderKeyValues(ls.keyValues),
    'opted-in-at-round': ls.optedInAt,
    schema: {
      'num-byte-slice': app?.localSchema.numByteSlice ?? 0,
      'num-uint': app?.localSchema.numUint ?? 0,
    },
  };
}
