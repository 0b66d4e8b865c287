import type { Hono } from 'hono';
import { createApiApp } from '../http/createApiApp';
import type { LedgerView } from '../ledger/LedgerView';

export interface IndexerContext {
  ledger: LedgerView;
  token: string;
}

/** indexer v2 over the sandbox's own ledger: it is always caught up (no migration, no lag). */
export function createIndexerApp(ctx: IndexerContext): Hono {
  const app = createApiApp({ kind: 'indexer', token: ctx.token, publicPaths: ['/health'] });
  app.get('/health', (c) =>
    c.json({
      'db-available': true,
      'is-migrating': false,
      message: String(ctx.ledger.latestRound()),
      round: Number(ctx.ledger.latestRound()),
      version: '3.9.0-sextant',
      data: {},
    }),
  );
  return app;
}
