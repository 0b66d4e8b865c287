import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import type { AlgodContext } from '../AlgodContext';
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

  app.get('/v2/applications/:id/boxes', (c) => {
    const id = parseUint64('application-id', c.req.param('id'));
    const max = parseOptionalUint64('max', c.req.query('max')) ?? 0n;
    const names = ledger.boxNames(id).sort((a, b) => Buffer.compare(a, b));
    const shown = max === 0n ? names : names.slice(0, Number(max));
    return sendModel(
      c,
      new algosdk.modelsv2.BoxesResponse({
        boxes: shown.map((name) => new algosdk.modelsv2.BoxDescriptor({ name })),
        round: ledger.latestRound(),
      }),
    );
  });
}

/**
 * A box name as algod's `name` query takes it: `encoding:value` with encoding `str`, `int`
 * (uint64 as 8 big-endian bytes), `b64`, `addr` (the public key). Errors as algod's app-arg parser.
 */
export function parseBoxName(raw: string | undefined): Uint8Array {
  if (raw === undefined) throw new HttpError(400, 'Query argument name is required, but not found');
  const colon = raw.indexOf(':');
  if (colon < 0)
    throw new HttpError(400, `all arguments and box names should be of the form 'encoding:value'`);
  const encoding = raw.slice(0, colon);
  const value = raw.slice(colon + 1);
  switch (encoding) {
    case 'str':
    case 'string':
      return new TextEncoder().encode(value);
    case 'int':
    case 'integer': {
      if (!/^[0-9]+$/.test(value) || BigInt(value) >= 1n << 64n)
        throw new HttpError(400, `could not parse uint64 from ${value}`);
      return algosdk.encodeUint64(BigInt(value));
    }
    case 'b64':
    case 'base64': {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw new HttpError(400, `could not decode base64 ${value}`);
      return new Uint8Array(Buffer.from(value, 'base64'));
    }
    case 'addr':
    case 'address':
      if (!algosdk.isValidAddress(value)) throw new HttpError(400, `could not decode address ${value}`);
      return algosdk.decodeAddress(value).publicKey;
    default:
      throw new HttpError(400, `unknown encoding: ${encoding}`);
  }
}
