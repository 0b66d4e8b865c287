import type { Hono } from 'hono';

/** What a fast route reads of node's `IncomingMessage` (typed here: shared code stays free of node:*). */
export interface FastRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/** What a fast route writes of node's `ServerResponse`. */
export interface FastResponse {
  readonly destroyed: boolean;
  writeHead(status: number, headers: Record<string, string | number>): unknown;
  end(body: Uint8Array): unknown;
}

/**
 * A request handler `serve` runs ahead of an app's Hono router, for a hot path whose framework cost
 * shows (the POST of transactions). It answers what it takes, exactly as the app would, and returns
 * true; anything else (another path, a query string, a missing token, a preflight) it leaves alone,
 * untouched, and returns false, so the app answers it.
 */
export type FastRoute = (req: FastRequest, res: FastResponse) => boolean;

const routes = new WeakMap<Hono, FastRoute>();

/** Gives `app` a fast route (`serve` looks it up; the app answers the same requests without it). */
export function setFastRoute(app: Hono, route: FastRoute): void {
  routes.set(app, route);
}

export function fastRouteOf(app: Hono): FastRoute | undefined {
  return routes.get(app);
}
