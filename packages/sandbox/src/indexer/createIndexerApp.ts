import type { Hono } from 'hono';
import { forkIndexerFallThrough } from '../fork/forkIndexerFallThrough';
import { forkRetry } from '../fork/forkRetry';
import type { ForkSource } from '../fork/ForkSource';
import { createApiApp } from '../http/createApiApp';
import { ForkRecords } from './fork/ForkRecords';
import type { LedgerView } from '../ledger/LedgerView';
import { accountRoutes } from './routes/accountRoutes';
import { applicationRoutes } from './routes/applicationRoutes';
import { assetRoutes } from './routes/assetRoutes';
import { blockRoutes } from './routes/blockRoutes';
import { TxnJsonCache } from './render/TxnJsonCache';
import type { IndexerDeps } from './routes/IndexerDeps';
import { respond } from './routes/respond';
import { transactionRoutes } from './routes/transactionRoutes';
import { followLedger } from './store/followLedger';
import { IndexStore } from './store/IndexStore';

export interface IndexerContext {
  ledger: LedgerView;
  /** undefined: no token needed (real indexers often run without one). */
  token: string | undefined;
  /** A fork's source of remote state (reads that missed are answered again once fetched). */
  fork?: ForkSource;
  /** A fork's remote indexer: lookups this one answers 404 go there. */
  forkIndexer?: { url: string; token: string | undefined };
  /** Told how indexing the blocks already there goes, as it starts: 0 of `rounds`, then after each. */
  onIndexed?: (done: number, rounds: number) => void;
}

/** What the indexer reports as its version (algorand/indexer 3.x API, served by the sandbox). */
export const INDEXER_VERSION = '3.9.0-sextant';

/**
 * indexer v2 over the sandbox's own ledger: an in-memory index built from the ledger's blocks as they
 * commit, so it is always caught up (no migration, no lag) and answers like algorand/indexer.
 */
export function createIndexerApp(ctx: IndexerContext): Hono {
  const app = createApiApp({ kind: 'indexer', token: ctx.token, publicPaths: ['/health'] });
  if (ctx.fork !== undefined) {
    forkRetry(app, 'indexer', ctx.fork);
    if (ctx.forkIndexer !== undefined)
      forkIndexerFallThrough(app, ctx.forkIndexer.url, ctx.forkIndexer.token, ctx.ledger.firstRound ?? 0n);
  }
  const store = new IndexStore(ctx.ledger.genesis);
  const follower = followLedger(ctx.ledger, store, ctx.onIndexed);
  const deps: IndexerDeps = {
    store,
    ledger: ctx.ledger,
    txnJson: new TxnJsonCache(store),
    ...(ctx.fork !== undefined && { fork: new ForkRecords(store, ctx.ledger, ctx.fork.state) }),
  };

  app.get('/health', (c) => {
    const round = Math.max(store.round, 0);
    const error = follower.lastError();
    return respond(c, {
      data: {},
      'db-available': true,
      errors: error === undefined ? undefined : [`indexer error: ${error}`],
      'is-migrating': false,
      message: String(round),
      round,
      version: INDEXER_VERSION,
    });
  });
  transactionRoutes(app, deps);
  accountRoutes(app, deps);
  assetRoutes(app, deps);
  applicationRoutes(app, deps);
  blockRoutes(app, deps);
  return app;
}
