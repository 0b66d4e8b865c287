import { HttpError } from '../../http/HttpError';
import { decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { MAX_INT64 } from '../params/limits';
import { parseUint64, type QueryReader } from '../params/QueryReader';
import { lowerBound } from '../store/sortedIds';

/** Paging and filters shared by asset and application searches (ids ascending, next = last id). */
export interface CreatableQuery {
  id: bigint | undefined;
  creator: string | undefined;
  includeAll: boolean;
  limit: number;
  after: bigint | undefined;
}

/** Reads the parameters the indexer's assetParamsToAssetQuery / appParamsToApplicationQuery take. */
export function creatableQuery(
  q: QueryReader,
  idParam: string,
  limits: { default: number; max: number },
  creator?: string,
): CreatableQuery {
  const id = q.uint(idParam);
  const includeAll = q.bool('include-all') ?? false;
  const limit = q.uint('limit');
  const creatorRaw = creator ?? q.str('creator');
  const next = q.str('next');
  if (id !== undefined && id > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
  let creatorAddr: string | undefined;
  if (creatorRaw !== undefined) {
    try {
      creatorAddr = decodeAddressGo(creatorRaw).toString();
    } catch {
      throw new HttpError(400, ERR.unableToParseAddress);
    }
  }
  let after: bigint | undefined;
  if (next !== undefined) {
    const v = parseUint64(next);
    if (typeof v === 'string') throw new HttpError(400, `${ERR.unableToParseNext}: ${v}`);
    after = v;
  }
  return {
    id: id === 0n ? undefined : id,
    creator: creatorAddr,
    includeAll,
    limit: Math.min(Number(limit ?? 0n) || limits.default, limits.max),
    after: after === 0n ? undefined : after,
  };
}

/** Walks ascending ids after the cursor, keeping those `match` accepts, up to the limit. */
export function pageIds<T>(
  ids: readonly bigint[],
  q: CreatableQuery,
  get: (id: bigint) => T | undefined,
  match: (t: T) => boolean,
): T[] {
  const out: T[] = [];
  const start =
    q.id !== undefined ? lowerBound(ids, q.id) : q.after !== undefined ? lowerBound(ids, q.after + 1n) : 0;
  for (let i = start; i < ids.length && out.length < q.limit; i++) {
    const id = ids[i] as bigint;
    if (q.id !== undefined && id !== q.id) break;
    if (q.after !== undefined && id <= q.after) continue;
    const t = get(id);
    if (t !== undefined && match(t)) out.push(t);
  }
  return out;
}
