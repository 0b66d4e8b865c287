import type { Hono } from 'hono';
import type { KmdState } from './KmdState';
import { kmdEncoding } from './kmdEncoding';
import { kmdJson } from './kmdJson';
import { readKmdRequest } from './readKmdRequest';
import { walletSigning } from './walletSigning';

/** Single-key signing: transactions and delegated programs. Order and statuses follow kmd's handlers. */
export function registerSignRoutes(app: Hono, state: KmdState): void {
  app.post('/v1/transaction/sign', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      transaction: 'bytes',
      public_key: 'publicKey',
      wallet_password: 'string',
    });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    const txn = kmdEncoding.decodeTransaction(req.transaction);
    handle.checkPassword(req.wallet_password);
    const stxn = walletSigning.transaction(wallet, txn, req.public_key);
    return kmdJson(c, { signed_transaction: kmdEncoding.b64(stxn) });
  });

  app.post('/v1/program/sign', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      address: 'string',
      data: 'bytes',
      wallet_password: 'string',
    });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    const addr = kmdEncoding.decodeAddress(req.address);
    handle.checkPassword(req.wallet_password);
    return kmdJson(c, { sig: kmdEncoding.b64(walletSigning.program(wallet, req.data, addr)) });
  });
}
