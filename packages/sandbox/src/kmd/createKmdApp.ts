import type { Hono } from 'hono';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { createApiApp } from '../http/createApiApp';
import { DEFAULT_HANDLE_TTL_MS } from './HandleManager';
import { createKmdState } from './KmdState';
import { kmdJson } from './kmdJson';
import { registerKeyRoutes } from './keyRoutes';
import { registerMultisigRoutes } from './multisigRoutes';
import { registerSignRoutes } from './signRoutes';
import { DEFAULT_SCRYPT, type ScryptParams } from './walletCrypto';
import type { WalletPersistence } from './WalletPersistence';
import { registerWalletRoutes } from './walletRoutes';

export interface KmdContext {
  token: string;
  /** Where wallets persist (`WalletFiles` in a data dir, IndexedDB in a browser); without it, in memory. */
  wallets?: WalletPersistence;
  /** The genesis accounts: `unencrypted-default-wallet` is made holding them. */
  genesisKeys: GenesisKey[];
  /** Wallet handle lifetime; kmd's default is 60 s. Tests shorten it to see expiry. */
  handleTtlMs?: number;
  /** scrypt cost for new wallets' passwords; tests may lower it. */
  scrypt?: ScryptParams;
}

/**
 * kmd v1, the key management daemon, as algosdk's `Kmd`, goal, AlgoKit and use-wallet's KMD
 * provider call it: wallets, handles, keys, multisig and signing, with kmd's request decoding,
 * response encoding, error texts and status codes (see daemon/kmd in go-algorand).
 * `/health` is ours (kmd has none); `/versions` needs no token, as in kmd.
 */
export function createKmdApp(ctx: KmdContext): Hono {
  const app = createApiApp({ kind: 'kmd', token: ctx.token, publicPaths: ['/health', '/versions'] });
  const state = createKmdState({
    genesisKeys: ctx.genesisKeys,
    handleTtlMs: ctx.handleTtlMs ?? DEFAULT_HANDLE_TTL_MS,
    scrypt: ctx.scrypt ?? DEFAULT_SCRYPT,
    ...(ctx.wallets !== undefined && { wallets: ctx.wallets }),
  });
  // A change is answered only once it is stored (a no-op for files, written synchronously).
  app.use('*', async (_c, next) => {
    await next();
    const store = await state.store().catch(() => undefined);
    await store?.flush();
  });

  app.get('/health', async (c) => {
    await state.store();
    return c.json({});
  });
  app.get('/versions', (c) => kmdJson(c, { versions: ['v1'] }));
  registerWalletRoutes(app, state);
  registerKeyRoutes(app, state);
  registerMultisigRoutes(app, state);
  registerSignRoutes(app, state);
  return app;
}
