import type { Hono } from 'hono';
import { KmdError } from './KmdError';
import type { KmdState } from './KmdState';
import { kmdEncoding } from './kmdEncoding';
import { kmdJson } from './kmdJson';
import { readKmdRequest } from './readKmdRequest';

/** Keys: generate, import, export, delete, list. Order and statuses follow kmd's handlers. */
export function registerKeyRoutes(app: Hono, state: KmdState): void {
  app.post('/v1/key', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string', display_mnemonic: 'bool' });
    const { wallet } = await state.authorize(req.wallet_handle_token);
    // kmd answers a failed generation with 500, this refusal included.
    if (req.display_mnemonic) throw new KmdError('noMnemonicUX', 500);
    const pk = await KmdError.at(500, () => wallet.generateKey());
    return kmdJson(c, { address: kmdEncoding.address(pk) });
  });

  app.delete('/v1/key', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      address: 'string',
      wallet_password: 'string',
    });
    const pk = kmdEncoding.decodeAddress(req.address);
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    handle.checkPassword(req.wallet_password);
    wallet.deleteKey(pk);
    return kmdJson(c, {});
  });

  app.post('/v1/key/import', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string', private_key: 'privateKey' });
    const { wallet } = await state.authorize(req.wallet_handle_token);
    return kmdJson(c, { address: kmdEncoding.address(wallet.importKey(req.private_key)) });
  });

  app.post('/v1/key/export', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      address: 'string',
      wallet_password: 'string',
    });
    const pk = kmdEncoding.decodeAddress(req.address);
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    handle.checkPassword(req.wallet_password);
    return kmdJson(c, { private_key: kmdEncoding.b64(wallet.secretKey(pk)) });
  });

  app.post('/v1/key/list', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string' });
    const { wallet } = await state.authorize(req.wallet_handle_token);
    return kmdJson(c, { addresses: wallet.listKeys().map(kmdEncoding.address) });
  });
}
