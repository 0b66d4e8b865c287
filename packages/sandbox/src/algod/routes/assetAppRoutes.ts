import algosdk from 'algosdk';
import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import type { AlgodContext } from '../AlgodContext';
import { parseBoxName } from '../parseBoxName';
import { parseOptionalUint64, parseUint64 } from '../params';
import { sendModel } from '../respond';

/** `/v2/assets/{id}`, `/v2/applications/{id}` and an application's boxes. */
export function assetAppRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/assets/:id', (c) => {
    const asset = ledger.asset(parseUint64('asset-id', c.req.param('id')));
    if (asset === undefined) throw new HttpError(404, 'asset does not exist');
    return sendModel(c, asset);
  });

  app.get('/v2/applications/:id', (c) => {
    const application = ledger.application(parseUint64('application-id', c.req.param('id')));
    if (application === undefined) throw new HttpError(404, 'application does not exist');
    return sendModel(c, application);
  });

  app.get('/v2/applications/:id/box', (c) => {
    const id = parseUint64('application-id', c.req.param('id'));
    const name = parseBoxName(c.req.query('name'));
    const value = ledger.box(id, name);
    if (value === undefined) throw new HttpError(404, 'box not found');
    return sendModel(c, new algosdk.modelsv2.Box({ name, value, round: ledger.latestRound() }));
  });

  // go v5.0: daemon/algod/api/server/v2/handlers.go GetApplicationBoxes.
  app.get('/v2/applications/:id/boxes', (c) => {
    const id = parseUint64('application-id', c.req.param('id'));
    const latest = ledger.latestRound();
    const round = parseOptionalUint64('round', c.req.query('round'));
    if (round !== undefined && round > latest)
      throw new HttpError(400, 'given round is greater than the latest round');
    const limit = parseOptionalUint64('limit', c.req.query('limit')) ?? 0n;
    const includeValues = (c.req.query('include') ?? '').split(',').includes('values');
    const next = c.req.query('next');
    const prefix = c.req.query('prefix');
    const names = ledger.boxNames(id).sort((a, b) => Buffer.compare(a, b));
    const paged =
      limit !== 0n || next !== undefined || includeValues || (prefix ?? '') !== '' || round !== undefined;
    if (!paged) return legacyBoxes(c, names, parseOptionalUint64('max', c.req.query('max')) ?? 0n);
    // The sandbox keeps boxes only as they are now; algod reads back through its in-memory deltas.
    if (round !== undefined && round < latest)
      throw new HttpError(400, 'given round is no longer available; use a more recent round');
    const cursor = next === undefined || next === '' ? undefined : boxNameParam(next, 'invalid next token');
    const filter = prefix === undefined || prefix === '' ? undefined : boxNameParam(prefix, 'invalid prefix');
    const wanted = names.filter(
      (n) =>
        (cursor === undefined || Buffer.compare(n, cursor) > 0) &&
        (filter === undefined || Buffer.from(n.subarray(0, filter.length)).equals(filter)),
    );
    const cap = limit === 0n || limit > MAX_API_BOX_PER_APPLICATION ? MAX_API_BOX_PER_APPLICATION : limit;
    const shown: algosdk.modelsv2.BoxDescriptor[] = [];
    let bytes = 0;
    for (const name of wanted) {
      const value = includeValues ? (ledger.box(id, name) ?? new Uint8Array()) : undefined;
      // go: LookupKvPairsByPrefix trims by count and by key+value bytes (the key is "bx:" ‖ app id ‖ name).
      const size = BOX_KEY_PREFIX_BYTES + name.length + (value?.length ?? 0);
      if (shown.length > 0 && bytes + size > MAX_BOX_FETCH_BYTES) break;
      bytes += size;
      shown.push(new algosdk.modelsv2.BoxDescriptor({ name, ...(value !== undefined && { value }) }));
      if (BigInt(shown.length) >= cap) break;
    }
    const last = shown[shown.length - 1];
    return sendModel(
      c,
      new algosdk.modelsv2.BoxesResponse({
        boxes: shown,
        round: latest,
        ...(wanted.length > shown.length &&
          last !== undefined && { nextToken: `b64:${Buffer.from(last.name).toString('base64')}` }),
      }),
    );
  });
}

/** go: config MaxAPIBoxPerApplication (local default), handlers.go maxBoxFetchBytes. */
const MAX_API_BOX_PER_APPLICATION = 100_000n;
const MAX_BOX_FETCH_BYTES = 1_000_000;
const BOX_KEY_PREFIX_BYTES = 3 + 8;

function boxNameParam(raw: string, what: string): Uint8Array {
  try {
    return parseBoxName(raw);
  } catch (e) {
    if (e instanceof HttpError) throw new HttpError(400, `${what}: ${e.message}`);
    throw e;
  }
}

/**
 * go: handlers.go getApplicationBoxesLegacy: every name, no round; `max` (or algod's
 * MaxAPIBoxPerApplication) does not cut the list but refuses it when the app holds more boxes.
 */
function legacyBoxes(c: Context, names: Uint8Array[], requestedMax: bigint): Response | Promise<Response> {
  const algodMax = MAX_API_BOX_PER_APPLICATION;
  const max = requestedMax !== 0n && requestedMax <= algodMax ? requestedMax : algodMax + 1n;
  if (BigInt(names.length) > max) {
    throw new HttpError(400, 'Result limit exceeded', {
      'max-api-box-per-application': Number(algodMax),
      max: Number(requestedMax),
      'total-boxes': names.length,
    });
  }
  return sendModel(
    c,
    new algosdk.modelsv2.BoxesResponse({
      boxes: names.map((name) => new algosdk.modelsv2.BoxDescriptor({ name })),
    }),
  );
}
