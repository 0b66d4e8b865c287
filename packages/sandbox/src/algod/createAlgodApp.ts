import type { Hono } from 'hono';
import { forkRetry } from '../fork/forkRetry';
import { createApiApp } from '../http/createApiApp';
import { setFastRoute } from '../http/FastRoute';
import type { AlgodContext } from './AlgodContext';
import { accountRoutes } from './routes/accountRoutes';
import { assetAppRoutes } from './routes/assetAppRoutes';
import { blockRoutes } from './routes/blockRoutes';
import { deltaRoutes } from './routes/deltaRoutes';
import { devmodeRoutes } from './routes/devmodeRoutes';
import { dryrunRoutes } from './routes/dryrunRoutes';
import { nodeRoutes } from './routes/nodeRoutes';
import { postTransactionsFast } from './routes/postTransactionsFast';
import { sandboxRoutes } from './routes/sandboxRoutes';
import { simulateRoutes } from './routes/simulateRoutes';
import { tealRoutes } from './routes/tealRoutes';
import { transactionProofRoute } from './routes/transactionProofRoute';
import { transactionRoutes } from './routes/transactionRoutes';
import { unservedRoutes } from './routes/unservedRoutes';

/** algod v2: one route module per area, all on the shared API app (CORS, token, errors). */
export function createAlgodApp(ctx: AlgodContext): Hono {
  const app = createApiApp({
    kind: 'algod',
    token: ctx.token,
    publicPaths: ['/health', '/ready', '/versions', '/genesis'],
  });
  if (ctx.fork !== undefined) forkRetry(app, 'algod', ctx.fork);
  nodeRoutes(app, ctx);
  transactionRoutes(app, ctx);
  simulateRoutes(app, ctx);
  tealRoutes(app, ctx);
  dryrunRoutes(app, ctx);
  accountRoutes(app, ctx);
  assetAppRoutes(app, ctx);
  blockRoutes(app, ctx);
  deltaRoutes(app, ctx);
  devmodeRoutes(app, ctx);
  transactionProofRoute(app, ctx);
  unservedRoutes(app, ctx);
  if (ctx.control !== undefined) sandboxRoutes(app, ctx.control);
  setFastRoute(app, postTransactionsFast(ctx.ledger, ctx.token));
  return app;
}
