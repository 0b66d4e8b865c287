import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { accountInclude } from '../params/accountParams';
import { decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_INT64 } from '../params/limits';
import { parseUint64 } from '../params/QueryReader';
import { accountView, RewindError } from '../query/accountView';
import { searchAccounts } from '../query/searchAccounts';
import type { JsonObject } from '../render/Json';
import { renderHolding, renderLocalState } from '../render/renderState';
import type { IndexerDeps } from './IndexerDeps';
import { forkNote } from '../fork/ForkRecords';
import { notFound, query, respond } from './respond';
import { accountParam } from './transactionRoutes';

function roundParam(v: bigint | undefined): number | undefined {
  if (v !== undefined && v > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
  return v === undefined ? undefined : Number(v);
}

/** `next` for per-account resource lists: the last id, parsed like strconv.ParseUint. */
function nextId(raw: string | undefined): bigint {
  if (raw === undefined) return 0n;
  const v = parseUint64(raw);
  if (typeof v === 'string') throw new HttpError(400, `${ERR.unableToParseNext}: ${v}`);
  return v;
}

/** /v2/accounts, /v2/accounts/{id} and its asset and local-state lists. */
export function accountRoutes(app: Hono, deps: IndexerDeps): void {
  const { store } = deps;
  const current = () => Math.max(store.round, 0);

  app.get('/v2/accounts', (c) => {
    const result = searchAccounts(deps, query(c));
    return respond(c, {
      accounts: result.accounts,
      'current-round': current(),
      'next-token': result.next,
      ...forkNote(deps.fork),
    });
  });

  app.get('/v2/accounts/:accountId', (c) => {
    const raw = c.req.param('accountId');
    const address = accountParam(raw);
    const q = query(c);
    const round = roundParam(q.uint('round'));
    const inc = accountInclude(q);
    const life = deps.fork?.account(address) ?? store.state.accounts.get(address);
    if (life === undefined || (life.deleted && !inc.includeDeleted))
      throw notFound(`${ERR.noAccountsFound}: ${raw}`);
    let account: JsonObject;
    try {
      account = accountView(deps, life, inc, round);
    } catch (err) {
      if (err instanceof RewindError) throw new HttpError(400, err.message);
      throw err;
    }
    return respond(c, { account, 'current-round': current() });
  });

  app.get('/v2/accounts/:accountId/assets', (c) => {
    const address = accountParam(c.req.param('accountId'));
    const q = query(c);
    const assetId = q.uint('asset-id');
    const includeAll = q.bool('include-all') ?? false;
    const limit = Math.min(Number(q.uint('limit') ?? 0n) || LIMITS.balances.default, LIMITS.balances.max);
    const after = nextId(q.str('next'));
    const mine =
      deps.fork?.holdings(address, includeAll) ?? store.state.assets.holdingsByAccount.get(address)?.values();
    const rows = [...(mine ?? [])]
      .filter((h) => (includeAll || !h.deleted) && h.assetId > after && (!assetId || h.assetId === assetId))
      .sort((a, b) => (a.assetId < b.assetId ? -1 : 1))
      .slice(0, limit);
    const last = rows[rows.length - 1];
    return respond(c, {
      assets: rows.map((h) => renderHolding(h)),
      'current-round': current(),
      'next-token': last === undefined ? undefined : last.assetId.toString(),
    });
  });

  app.get('/v2/accounts/:accountId/apps-local-state', (c) => {
    const raw = c.req.param('accountId');
    const q = query(c);
    const appId = q.uint('application-id');
    const includeAll = q.bool('include-all') ?? false;
    const limit = Math.min(
      Number(q.uint('limit') ?? 0n) || LIMITS.applications.default,
      LIMITS.applications.max,
    );
    const next = q.str('next');
    let address: string;
    try {
      address = decodeAddressGo(raw).toString();
    } catch {
      throw new HttpError(400, ERR.unableToParseAddress);
    }
    const after = nextId(next);
    const { apps } = store.state;
    const mine =
      deps.fork?.locals(address, includeAll) ??
      [...(apps.localsByAccount.get(address)?.values() ?? [])].map((ls) => ({
        ls,
        schema: apps.apps.get(ls.appId),
      }));
    const rows = mine
      .filter(({ ls: l }) => (includeAll || !l.deleted) && l.appId > after && (!appId || l.appId === appId))
      .sort((a, b) => (a.ls.appId < b.ls.appId ? -1 : 1))
      .slice(0, limit);
    const last = rows[rows.length - 1]?.ls;
    return respond(c, {
      'apps-local-states': rows.map((l) => renderLocalState(l.ls, l.schema)),
      'current-round': current(),
      'next-token': last === undefined ? undefined : last.appId.toString(),
    });
  });
}
