import type { Hono } from 'hono';
import type { KmdState } from './KmdState';
import { kmdEncoding } from './kmdEncoding';
import { kmdJson } from './kmdJson';
import { multisig } from './multisig';
import { readKmdRequest } from './readKmdRequest';
import { walletSigning } from './walletSigning';

/** Multisig preimages and partial signatures. Order and statuses follow kmd's handlers. */
export function registerMultisigRoutes(app: Hono, state: KmdState): void {
  app.post('/v1/multisig/list', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string' });
    const { wallet } = await state.authorize(req.wallet_handle_token);
    return kmdJson(c, { addresses: wallet.listMultisig().map(kmdEncoding.address) });
  });

  app.post('/v1/multisig/import', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      multisig_version: 'uint8',
      threshold: 'uint8',
      pks: 'publicKeys',
    });
    const { wallet } = await state.authorize(req.wallet_handle_token);
    const addr = wallet.importMultisig(req.multisig_version, req.threshold, req.pks);
    return kmdJson(c, { address: kmdEncoding.address(addr) });
  });

  app.post('/v1/multisig/export', async (c) => {
    const req = await readKmdRequest(c, { wallet_handle_token: 'string', address: 'string' });
    const addr = kmdEncoding.decodeAddress(req.address);
    const { wallet } = await state.authorize(req.wallet_handle_token);
    const pre = wallet.multisigPreimage(addr);
    return kmdJson(c, {
      multisig_version: pre.version,
      threshold: pre.threshold,
      pks: pre.pks.map(kmdEncoding.b64),
    });
  });

  app.delete('/v1/multisig', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      address: 'string',
      wallet_password: 'string',
    });
    const addr = kmdEncoding.decodeAddress(req.address);
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    handle.checkPassword(req.wallet_password);
    wallet.deleteMultisig(addr);
    return kmdJson(c, {});
  });

  app.post('/v1/multisig/sign', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      transaction: 'bytes',
      public_key: 'publicKey',
      partial_multisig: 'multisig',
      wallet_password: 'string',
      signer: 'digest',
    });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    const txn = kmdEncoding.decodeTransaction(req.transaction);
    handle.checkPassword(req.wallet_password);
    const msig = walletSigning.multisigTransaction(
      wallet,
      txn,
      req.public_key,
      req.partial_multisig,
      req.signer,
    );
    return kmdJson(c, { multisig: kmdEncoding.b64(multisig.encode(msig)) });
  });

  app.post('/v1/multisig/signprogram', async (c) => {
    const req = await readKmdRequest(c, {
      wallet_handle_token: 'string',
      address: 'string',
      data: 'bytes',
      public_key: 'publicKey',
      partial_multisig: 'multisig',
      wallet_password: 'string',
      use_legacy_msig: 'bool',
    });
    const { wallet, handle } = await state.authorize(req.wallet_handle_token);
    const addr = kmdEncoding.decodeAddress(req.address);
    handle.checkPassword(req.wallet_password);
    const msig = walletSigning.multisigProgram(
      wallet,
      req.data,
      addr,
      req.public_key,
      req.partial_multisig,
      req.use_legacy_msig,
    );
    return kmdJson(c, { multisig: kmdEncoding.b64(multisig.encode(msig)) });
  });
}
