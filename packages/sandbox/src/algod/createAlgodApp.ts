import type { Hono } from 'hono';
import { createApiApp } from '../http/createApiApp';
import type { AlgodContext } from './AlgodContext';
import { nodeRoutes } from './routes/nodeRoutes';

/** algod v2: one route module per area, all on the shared API app (CORS, token, errors). */
export function createAlgodApp(ctx: AlgodContext): Hono {
  const app = createApiApp({
    kind: 'algod',
    token: ctx.token,
    publicPaths: ['/health', '/ready', '/versions', '/genesis'],
  });
  nodeRoutes(app, ctx);
  return app;
}
