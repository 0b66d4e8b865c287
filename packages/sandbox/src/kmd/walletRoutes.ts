import type { Hono } from 'hono';
import { KmdError } from './KmdError';
import type { KmdState } from './KmdState';
import { kmdEncoding } from './kmdEncoding';
import { kmdJson } from './kmdJson';
import { readKmdRequest } from './readKmdRequest';

/** kmd's APIV1Wallet for a sqlite wallet: the driver's fixed metadata around id and name. */
export function apiWallet(meta: { id: string; name: string }): Record<string, unknown> {
  return {
    driver_name: 'sqlite',
    driver_version: 1,
    id: meta.id,
    mnemonic_ux: false,
    name: meta.name,
    supported_txs: ['pay', 'keyreg'],
  };
}

/**
 * Wallet lifecycle: list, create, handle init/release/renew, rename, info, master key export.
 * Each step's order and status follow daemon/kmd/api/v1/handlers.go.
 */
export function registerWalletRoutes(app: Hono, state: KmdState): void {
  app.get('/v1/wallets', async (c) => {
    const store = await state.store();
    return kmdJson(c, { wallets: store.list().map(apiWallet) });
  });

  app.post('/v1/wallet', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_name: 'string',
      wallet_driver_name: 'string',
      wallet_password: 'string',
      master_derivation_key: 'mdk',
    });
    if (req.wallet_driver_name !== 'sqlite') throw new KmdError('unknownDriver');
    const store = await state.store();
    const meta = await store.create(req.wallet_name, req.wallet_password, req.master_derivation_key);
    return kmdJson(c, { wallet: apiWallet(meta) });
  });

  app.post('/v1/wallet/init', async (c) => {
    const req = await readKmdRequest(c, { wallet_id: 'string', wallet_password: 'string' });
    const store = await state.store();
    const meta = store.meta(req.wallet_id);
    const walletKey = await KmdError.at(401, () => store.unlock(meta.id, req.wallet_password));
    return kmdJson(c, { wallet_handle_token: state.handles.create(meta.id, walletKey, req.wallet_password) });
  });

  app.post('/v1/wallet/release', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string' });
    await state.store();
    state.handles.release(req.wallet_handle_token);
    return kmdJson(c, {});
  });

  app.post('/v1/wallet/renew', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string' });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token, true);
    const store = await state.store();
    return kmdJson(c, {
      wallet_handle: { wallet: apiWallet(store.meta(wallet.id)), expires_seconds: handle.expiresSeconds },
    });
  });

  app.post('/v1/wallet/rename', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_id: 'string',
      wallet_password: 'string',
      wallet_name: 'string',
    });
    const store = await state.store();
    const meta = store.meta(req.wallet_id);
    await store.rename(meta.id, req.wallet_name, req.wallet_password);
    return kmdJson(c, { wallet: apiWallet(store.meta(meta.id)) });
  });

  app.post('/v1/wallet/info', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string' });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    const store = await state.store();
    return kmdJson(c, {
      wallet_handle: { wallet: apiWallet(store.meta(wallet.id)), expires_seconds: handle.expiresSeconds },
    });
  });

  app.post('/v1/master-key/export', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string', wallet_password: 'string' });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    handle.checkPassword(req.wallet_password);
    return kmdJson(c, { master_derivation_key: kmdEncoding.b64(wallet.masterDerivationKey) });
  });
}
