import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../http/HttpError';
import { type JsonObject, stringifyJson } from '../render/Json';
import { badParam, parseUint64, QueryReader } from '../params/QueryReader';

/** A JSON response printed bigint-safe, with the content type echo (the indexer's server) sends. */
export function respond(c: Context, body: JsonObject, status: ContentfulStatusCode = 200): Response {
  return c.body(stringifyJson(body), status, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/** A response whose JSON text is already printed. */
export function respondText(c: Context, text: string, status: ContentfulStatusCode = 200): Response {
  return c.body(text, status, { 'Content-Type': 'application/json; charset=UTF-8' });
}

export function query(c: Context): QueryReader {
  return new QueryReader(new URL(c.req.url).searchParams);
}

/** An integer path parameter, refused like the generated router does. */
export function pathUint(c: Context, key: string, name: string): bigint {
  const raw = c.req.param(key) ?? '';
  const v = parseUint64(raw);
  if (typeof v === 'string') throw badParam(name, `error binding string parameter: ${v}`);
  return v;
}

export function notFound(message: string): HttpError {
  return new HttpError(404, message);
}

export function badRequest(message: string, data?: Record<string, unknown>): HttpError {
  return new HttpError(400, message, data);
}
