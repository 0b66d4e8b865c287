import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { decodeGoalArg, GoalArgError } from '../params/goalArg';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_INT64 } from '../params/limits';
import { b64 } from '../render/encode';
import type { IndexerDeps } from './IndexerDeps';
import { notFound, pathUint, query, respond } from './respond';

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * /v2/applications/{id}/box and /boxes, with the indexer's texts: names in goal's `encoding:value`
 * form, next tokens `b64:<last name>`, a 404 that tells a missing app from a missing box, and
 * boxes of a deleted app still served (the ledger keeps them).
 */
export function boxRoutes(app: Hono, deps: IndexerDeps): void {
  const { store, ledger } = deps;
  const current = () => Math.max(store.round, 0);

  app.get('/v2/applications/:appId/box', (c) => {
    const id = pathUint(c, 'appId', 'application-id');
    const name = query(c).str('name');
    if (name === undefined)
      throw new HttpError(400, "Invalid format for parameter name: query parameter 'name' is required");
    if (id > MAX_INT64) throw notFound(ERR.valueExceedingInt64);
    let key: Uint8Array;
    try {
      key = decodeGoalArg(name);
    } catch (err) {
      if (!(err instanceof GoalArgError)) throw err;
      throw new HttpError(
        400,
        `LookupApplicationBoxByIDAndName received illegal box name (${name}): ${err.message}`,
      );
    }
    const where = `round=${current()}, appid=${id}, boxName=${name}`;
    if (!(deps.fork?.app(id) !== undefined || store.state.apps.apps.has(id)))
      throw notFound(`${ERR.noApplicationsFound}: ${where}`);
    const value = ledger.box(id, key);
    if (value === undefined) throw notFound(`${ERR.noBoxesFound}: ${where}`);
    return respond(c, { name: b64(key), round: current(), value: b64(value) });
  });

  app.get('/v2/applications/:appId/boxes', (c) => {
    const id = pathUint(c, 'appId', 'application-id');
    const q = query(c);
    const limit = Math.min(Number(q.uint('limit') ?? 0n) || LIMITS.boxes.default, LIMITS.boxes.max);
    const next = q.str('next');
    const include = q.list('include') ?? [];
    if (id > MAX_INT64) throw notFound(ERR.valueExceedingInt64);
    let after: Uint8Array | undefined;
    if (next !== undefined) {
      try {
        after = decodeGoalArg(next);
      } catch (err) {
        if (!(err instanceof GoalArgError)) throw err;
        throw new HttpError(
          400,
          `SearchForApplicationBoxes received illegal next token (${next}): ${err.message}`,
        );
      }
    }
    const withValues = include.includes('values');
    const names = ledger
      .boxNames(id)
      .filter((n) => after === undefined || compareBytes(n, after) > 0)
      .sort(compareBytes)
      .slice(0, limit);
    const last = names[names.length - 1];
    return respond(c, {
      'application-id': id,
      boxes: names.map((n) => {
        const value = withValues ? ledger.box(id, n) : undefined;
        return { name: b64(n), value: value === undefined ? undefined : b64(value) };
      }),
      'next-token': last === undefined ? undefined : `b64:${b64(last)}`,
      round: current(),
    });
  });
}
