import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenesisKey } from '../genesis/GenesisKeys';
import { KMD_MESSAGES } from './KmdError';
import { b64, expectKmdError, type KmdUnderTest, openLockedWallet, verifyEd25519 } from './kmdTestKit';

describe('kmd key and multisig errors, with kmd texts and statuses', () => {
  const TTL_MS = 60_000;
  let k: KmdUnderTest;
  let genesis: GenesisKey[];
  let sender: string;
  let txnB64: string;
  let fresh: () => Promise<string>;

  beforeAll(async () => {
    ({ k, genesis, sender, txnB64, fresh } = await openLockedWallet(TTL_MS));
  });
  afterAll(async () => {
    await k.close();
  });

  it('key errors', async () => {
    const h = await fresh();
    const body = { wallet_handle_token: h, wallet_password: 'correct horse' };
    const stranger = algosdk.generateAccount();
    expectKmdError(
      await k.call('POST', '/v1/key', { wallet_handle_token: h, display_mnemonic: true }),
      500,
      'sqlite wallet driver cannot display mnemonics',
    );
    expectKmdError(
      await k.call('POST', '/v1/key/import', {
        wallet_handle_token: h,
        private_key: b64(genesis[0]?.secretKey as Uint8Array),
      }),
      400,
      'key already exists in wallet',
    );
    expectKmdError(
      await k.call('POST', '/v1/key/export', { ...body, address: stranger.addr.toString() }),
      400,
      'key does not exist in this wallet',
    );
    expect((await k.call('DELETE', '/v1/key', { ...body, address: stranger.addr.toString() })).body).toEqual(
      {},
    );
  });

  it('multisig errors', async () => {
    const h = await fresh();
    const body = { wallet_handle_token: h, wallet_password: 'correct horse' };
    const stranger = algosdk.generateAccount();
    const pks = genesis.map((g) => b64(g.secretKey.subarray(32)));
    const msig = (v: number, threshold: number, keys: string[]) =>
      k.call('POST', '/v1/multisig/import', {
        wallet_handle_token: h,
        multisig_version: v,
        threshold,
        pks: keys,
      });
    expectKmdError(await msig(2, 1, pks), 400, 'unknown version');
    expectKmdError(await msig(1, 3, pks), 400, 'Invalid threshold');
    expectKmdError(await msig(1, 0, pks), 400, 'Invalid threshold');
    expectKmdError(await msig(1, 1, []), 400, 'Invalid threshold');
    const addr = (await msig(1, 1, pks)).body.address as string;
    expectKmdError(await msig(1, 1, pks), 400, 'key already exists in wallet');
    expectKmdError(
      await k.call('POST', '/v1/multisig/export', {
        wallet_handle_token: h,
        address: stranger.addr.toString(),
      }),
      400,
      KMD_MESSAGES.msigDataNotFound,
    );
    // Signing for a sender whose preimage the wallet does not hold.
    const noPreimage = await k.call('POST', '/v1/multisig/sign', {
      ...body,
      transaction: txnB64,
      public_key: pks[0],
    });
    expectKmdError(noPreimage, 400, KMD_MESSAGES.msigDataNotFound);
    // A partial whose preimage is neither the sender nor the signer, and a key not in the preimage.
    const partial = { v: 1, thr: 1, subsig: pks.map((pk) => ({ pk })) };
    const wrongAddr = await k.call('POST', '/v1/multisig/sign', {
      ...body,
      transaction: txnB64,
      public_key: pks[0],
      partial_multisig: partial,
    });
    expectKmdError(wrongAddr, 400, 'given multisig preimage hashes to neither Sender nor AuthAddr');
    const asSigner = await k.call('POST', '/v1/multisig/sign', {
      ...body,
      transaction: txnB64,
      public_key: b64(stranger.addr.publicKey),
      partial_multisig: partial,
      signer: b64(algosdk.decodeAddress(addr).publicKey),
    });
    expectKmdError(asSigner, 400, 'given key is not a possible signer for this multisig');
    const program = await k.call('POST', '/v1/multisig/signprogram', {
      ...body,
      address: sender,
      data: 'CIEB',
      public_key: pks[0],
      partial_multisig: partial,
    });
    expectKmdError(program, 400, 'given multisig preimage hashes to neither Sender nor AuthAddr');
  });

  it('adds to a partial for a sender rekeyed to the multisig (signer = the multisig address)', async () => {
    const h = await fresh();
    const pks = genesis.map((g) => b64(g.secretKey.subarray(32)));
    const partial = { v: 1, thr: 2, subsig: pks.map((pk) => ({ pk })) };
    const msigAddr = algosdk.multisigAddress({
      version: 1,
      threshold: 2,
      addrs: genesis.map((g) => g.address),
    });
    const reply = await k.call('POST', '/v1/multisig/sign', {
      wallet_handle_token: h,
      wallet_password: 'correct horse',
      transaction: txnB64, // sent by genesis[0], not by the multisig
      public_key: pks[1],
      partial_multisig: partial,
      signer: b64(msigAddr.publicKey),
    });
    expect(reply.status).toBe(200);
    const merged = algosdk.msgpackRawDecode(Buffer.from(reply.body.multisig, 'base64'), {
      intDecoding: algosdk.IntDecoding.SAFE,
    }) as { subsig: { pk: Uint8Array; s?: Uint8Array }[] };
    expect(merged.subsig.map((s) => s.s !== undefined)).toEqual([false, true]);
    const txn = algosdk.decodeUnsignedTransaction(Buffer.from(txnB64, 'base64'));
    const sig = merged.subsig[1]?.s as Uint8Array;
    expect(verifyEd25519(Buffer.from(pks[1] as string, 'base64'), txn.bytesToSign(), sig)).toBe(true);
  });
});
