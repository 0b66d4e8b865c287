import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_INT64 } from '../params/limits';
import { creatableQuery, pageIds } from '../query/searchCreatables';
import { ilikeContains } from '../query/ilike';
import { renderAsset, renderMiniHolding } from '../render/renderState';
import type { AssetRecord, HoldingRecord } from '../store/records';
import { forkNote } from '../fork/ForkRecords';
import type { IndexerDeps } from './IndexerDeps';
import { notFound, pathUint, query, respond } from './respond';

const utf8 = new TextDecoder();

/** /v2/assets, /v2/assets/{id}, its balances, and an account's created assets. */
export function assetRoutes(app: Hono, deps: IndexerDeps): void {
  const { store, fork } = deps;
  const { assets } = store.state;
  const asset = (id: bigint) => (fork !== undefined ? fork.asset(id) : assets.assets.get(id));
  const current = () => Math.max(store.round, 0);

  const search = (c: Context, creator?: string): Response => {
    const q = query(c);
    const cq = creatableQuery(q, 'asset-id', LIMITS.assets, creator);
    const name = q.str('name');
    const unit = q.str('unit');
    const nameMatch = name ? ilikeContains(name) : undefined;
    const unitMatch = unit ? ilikeContains(unit) : undefined;
    // A fork: what it knows, the creator's own (read through) included.
    const ids = fork?.assetIds(cq.creator) ?? assets.ids;
    const rows = pageIds(
      ids,
      cq,
      asset,
      (a: AssetRecord) =>
        (cq.includeAll || !a.deleted) &&
        (cq.creator === undefined || a.params.creator === cq.creator) &&
        (nameMatch === undefined || nameMatch(utf8.decode(a.params.assetName))) &&
        (unitMatch === undefined || unitMatch(utf8.decode(a.params.unitName))),
    );
    const last = rows[rows.length - 1];
    return respond(c, {
      assets: rows.map(renderAsset),
      'current-round': current(),
      'next-token': last === undefined ? undefined : last.id.toString(),
      ...forkNote(fork),
    });
  };

  app.get('/v2/assets', (c) => search(c));
  app.get('/v2/accounts/:accountId/created-assets', (c) => search(c, c.req.param('accountId')));

  app.get('/v2/assets/:assetId', (c) => {
    const id = pathUint(c, 'assetId', 'asset-id');
    const includeAll = query(c).bool('include-all') ?? false;
    if (id > MAX_INT64) throw notFound(ERR.valueExceedingInt64);
    const rec = asset(id);
    if (rec === undefined || (rec.deleted && !includeAll)) throw notFound(`${ERR.noAssetsFound}: ${id}`);
    return respond(c, { asset: renderAsset(rec), 'current-round': current() });
  });

  app.get('/v2/assets/:assetId/balances', (c) => {
    const id = pathUint(c, 'assetId', 'asset-id');
    const q = query(c);
    const includeAll = q.bool('include-all') ?? false;
    const limit = Math.min(Number(q.uint('limit') ?? 0n) || LIMITS.balances.default, LIMITS.balances.max);
    const next = q.str('next');
    const gt = q.uint('currency-greater-than');
    const lt = q.uint('currency-less-than');
    for (const v of [id, gt, lt])
      if (v !== undefined && v > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
    let afterKey = '';
    if (next !== undefined) {
      try {
        afterKey = Buffer.from(decodeAddressGo(next).publicKey).toString('hex');
      } catch {
        throw new HttpError(400, ERR.unableToParseNext);
      }
    }
    const keyOf = (h: HoldingRecord): string =>
      store.state.accounts.get(h.address)?.sortKey ??
      Buffer.from(decodeAddressGo(h.address).publicKey).toString('hex');
    const rows = [...(fork?.holders(id, includeAll) ?? assets.assets.get(id)?.holders.values() ?? [])]
      .filter(
        (h) =>
          (includeAll || !h.deleted) &&
          keyOf(h) > afterKey &&
          (gt === undefined || h.amount > gt) &&
          (lt === undefined || h.amount < lt),
      )
      .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1))
      .slice(0, limit);
    const last = rows[rows.length - 1];
    return respond(c, {
      balances: rows.map(renderMiniHolding),
      'current-round': current(),
      'next-token': last?.address,
      ...forkNote(fork),
    });
  });
}
