import type { Hono } from 'hono';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { createApiApp } from '../http/createApiApp';

export interface KmdContext {
  token: string;
  dataDir?: string;
  genesisKeys: GenesisKey[];
}

/** kmd v1: wallets and keys. */
export function createKmdApp(ctx: KmdContext): Hono {
  const app = createApiApp({ kind: 'kmd', token: ctx.token, publicPaths: ['/health'] });
  app.get('/health', (c) => c.json({}));
  app.get('/versions', (c) => c.json({ versions: ['v1'] }));
  return app;
}
