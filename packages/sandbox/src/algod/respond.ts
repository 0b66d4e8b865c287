import type algosdk from 'algosdk';
import type { Context } from 'hono';
import { HttpError } from '../http/HttpError';
import { modelToJson, modelToMsgpack } from './encodeModel';

export type Format = 'json' | 'msgpack';

/** algod's `format` query: json (default) or msgpack; anything else is its 400 text. */
export function formatOf(c: Context): Format {
  const f = c.req.query('format');
  if (f === undefined || f === 'json') return 'json';
  if (f === 'msgpack') return 'msgpack';
  throw new HttpError(400, 'failed to parse the format option');
}

/** An algosdk model as JSON (bigint-safe, algod's field names, required zeros kept) or msgpack. */
export function sendModel(
  c: Context,
  model: algosdk.Encodable,
  format: Format = 'json',
  status = 200,
): Response {
  if (format === 'msgpack') return sendMsgpack(c, modelToMsgpack(model), status);
  return c.body(modelToJson(model), status as 200, { 'Content-Type': 'application/json' });
}

export function sendMsgpack(
  c: Context,
  bytes: Uint8Array,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return c.body(bytes as Uint8Array<ArrayBuffer>, status as 200, {
    'Content-Type': 'application/msgpack',
    ...headers,
  });
}
