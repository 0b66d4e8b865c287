import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiKind, TOKEN_HEADERS } from './ApiKind';
import { HttpError } from './HttpError';

/** Bodies over this size are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** Response headers a browser on another origin may read. */
export const CORS_EXPOSE_HEADERS = ['Content-Type', 'X-Algorand-Struct'];

export interface ApiAppOptions {
  kind: ApiKind;
  /** The API token; undefined: every path is open (an indexer run without a token). */
  token: string | undefined;
  /** Paths answered without a token (algod serves /health, /ready, /versions, /genesis to anyone). */
  publicPaths?: readonly string[];
}

/** The error body each API uses: algod and indexer `{message, data?}`, kmd `{error: true, message}`. */
export function errorBody(
  kind: ApiKind,
  message: string,
  data?: Record<string, unknown>,
): Record<string, unknown> {
  if (kind === 'kmd') return { error: true, message };
  return data === undefined ? { message } : { message, data };
}

/**
 * A Hono app with what all three APIs share: CORS (preflight answered, token headers allowed so a
 * browser app on another origin can call), token check (401 `Invalid API Token`), body size limit,
 * JSON 404 for unknown paths, and HttpError → JSON error response. Nothing thrown escapes as a 500
 * page: unexpected errors become a 500 JSON body with the message.
 */
export function createApiApp(options: ApiAppOptions): Hono {
  const { kind, token } = options;
  const publicPaths = new Set(options.publicPaths ?? []);
  const app = new Hono();

  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Content-Type',
        'Accept',
        'X-Algo-API-Token',
        'X-Indexer-API-Token',
        'X-KMD-API-Token',
        'Authorization',
      ],
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: 600,
    }),
  );

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    if (token !== undefined && !publicPaths.has(c.req.path)) {
      const given = c.req.header(TOKEN_HEADERS[kind]) ?? bearer(c.req.header('Authorization'));
      if (given !== token) {
        return c.json(errorBody(kind, 'Invalid API Token'), 401);
      }
    }
    const length = Number(c.req.header('Content-Length') ?? '0');
    if (length > MAX_BODY_BYTES) {
      return c.json(
        errorBody(kind, `request body too large: ${length} bytes, at most ${MAX_BODY_BYTES}`),
        413,
      );
    }
    return next();
  });

  app.notFound((c) => c.json(errorBody(kind, `unknown path: ${c.req.method} ${c.req.path}`), 404));

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      return c.json(errorBody(kind, err.message, err.data), err.status as ContentfulStatusCode);
    }
    const message = err instanceof Error ? err.message : String(err);
    return c.json(errorBody(kind, message), 500);
  });

  return app;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearer(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1];
}
