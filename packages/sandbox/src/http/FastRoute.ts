import type { Hono } from 'hono';

/** A request's head as node gives it: header names lower-cased, a repeated header's values joined. */
export type FastHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A fast route's answer: its status and body (the route's `headers` and a content length go with it). */
export interface FastAnswer {
  readonly status: number;
  readonly body: Uint8Array;
}

/**
 * A route `serve` answers ahead of an app's Hono router, for a hot path whose framework cost shows
 * (the POST of transactions), exactly as the app would. `takes` says whether it answers a request
 * (from its head); anything else (another path, a query string, a missing token, a preflight) is
 * left alone, untouched, and the app answers it. `serve` runs it inside node's HTTP server and on
 * connections it parses itself (`http/fastConnections`); both write `status`, `headers`, a
 * `content-length` and `body`.
 */
export interface FastRoute {
  takes(method: string | undefined, url: string | undefined, headers: FastHeaders): boolean;
  /** The answer to a request it took, given the whole body; never rejects. */
  answer(body: Uint8Array): Promise<FastAnswer>;
  /** Response headers every answer carries (names lower-case), before its `content-length`. */
  readonly headers: Readonly<Record<string, string>>;
}

const routes = new WeakMap<Hono, FastRoute>();

/** Gives `app` a fast route (`serve` looks it up; the app answers the same requests without it). */
export function setFastRoute(app: Hono, route: FastRoute): void {
  routes.set(app, route);
}

export function fastRouteOf(app: Hono): FastRoute | undefined {
  return routes.get(app);
}
