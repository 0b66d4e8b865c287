import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMD_MESSAGES } from './KmdError';
import { b64, expectKmdError, type KmdUnderTest, openLockedWallet } from './kmdTestKit';

describe('kmd errors, with kmd texts and statuses', () => {
  const TTL_MS = 1000;
  let k: KmdUnderTest;
  let walletId: string;
  let handle: string;
  let sender: string;
  let txnB64: string;
  let fresh: () => Promise<string>;

  beforeAll(async () => {
    ({ k, walletId, handle, sender, txnB64, fresh } = await openLockedWallet(TTL_MS));
  });
  afterAll(async () => {
    await k.close();
  });

  it('refuses a wrong password: 401 at init, 400 where a handle is used', async () => {
    const init = await k.call('POST', '/v1/wallet/init', { wallet_id: walletId, wallet_password: 'nope' });
    expectKmdError(init, 401, 'error decrypting. wrong password?');
    const h = await fresh();
    for (const [method, path, extra] of [
      ['POST', '/v1/master-key/export', {}],
      ['POST', '/v1/key/export', { address: sender }],
      ['DELETE', '/v1/key', { address: sender }],
      ['POST', '/v1/transaction/sign', { transaction: txnB64 }],
      ['POST', '/v1/program/sign', { address: sender, data: 'CIEB' }],
    ] as const) {
      const reply = await k.call(method, path, { wallet_handle_token: h, wallet_password: 'nope', ...extra });
      expectKmdError(reply, 400, KMD_MESSAGES.wrongPassword);
    }
    const rename = await k.call('POST', '/v1/wallet/rename', {
      wallet_id: walletId,
      wallet_password: 'x',
      wallet_name: 'y',
    });
    expectKmdError(rename, 400, KMD_MESSAGES.wrongPassword);
  });

  it('the default wallet opens with the empty password only', async () => {
    const { wallets } = await k.kmd.listWallets();
    const id = wallets.find((w: { name: string }) => w.name === 'unencrypted-default-wallet').id;
    expectKmdError(
      await k.call('POST', '/v1/wallet/init', { wallet_id: id, wallet_password: 'x' }),
      401,
      KMD_MESSAGES.wrongPassword,
    );
    expect((await k.call('POST', '/v1/wallet/init', { wallet_id: id, wallet_password: '' })).status).toBe(
      200,
    );
  });

  it('expires handles after their lifetime; renew restarts it', async () => {
    const kept = await fresh();
    const lapsed = await fresh();
    await sleep(TTL_MS * 0.6);
    expect((await k.call('POST', '/v1/wallet/renew', { wallet_handle_token: kept })).status).toBe(200);
    await sleep(TTL_MS * 0.6);
    expect((await k.call('POST', '/v1/key/list', { wallet_handle_token: kept })).status).toBe(200);
    expectKmdError(
      await k.call('POST', '/v1/key/list', { wallet_handle_token: lapsed }),
      401,
      'handle expired',
    );
    // kmd deletes a handle it finds expired: the next use no longer finds it.
    expectKmdError(
      await k.call('POST', '/v1/key/list', { wallet_handle_token: lapsed }),
      401,
      'handle does not exist',
    );
  });

  it('refuses malformed, unknown and released handles', async () => {
    const cases: [string, string][] = [
      ['', 'wrong number of token parts'],
      ['abc', 'wrong number of token parts'],
      [`xyz.${'0'.repeat(64)}`, 'invalid wallet handle id'],
      [`${'0'.repeat(16)}.short`, 'invalid wallet handle secret'],
      [`${'0'.repeat(16)}.${'0'.repeat(64)}`, 'handle does not exist'],
      [`${handle.split('.')[0]}.${'f'.repeat(64)}`, 'invalid token'],
    ];
    for (const [token, message] of cases) {
      expectKmdError(await k.call('POST', '/v1/wallet/info', { wallet_handle_token: token }), 401, message);
    }
    const h = await fresh();
    expect((await k.call('POST', '/v1/wallet/release', { wallet_handle_token: h })).body).toEqual({});
    expectKmdError(
      await k.call('POST', '/v1/wallet/release', { wallet_handle_token: h }),
      401,
      'handle does not exist',
    );
  });

  it('answers malformed requests with 400 JSON, never a crash', async () => {
    const h = await fresh();
    const bad: [string, string, unknown][] = [
      ['POST', '/v1/wallet/init', '{not json'],
      ['POST', '/v1/wallet/init', ''],
      ['POST', '/v1/wallet/init', '[1,2]'],
      ['POST', '/v1/wallet/init', { wallet_id: 7 }],
      ['POST', '/v1/wallet/init', { wallet_id: walletId, surprise: true }],
      ['POST', '/v1/key', { wallet_handle_token: h, display_mnemonic: 'yes' }],
      ['POST', '/v1/key/import', { wallet_handle_token: h, private_key: 'not base64!' }],
      ['POST', '/v1/key/import', { wallet_handle_token: h, private_key: b64(new Uint8Array(10)) }],
      [
        'POST',
        '/v1/multisig/import',
        { wallet_handle_token: h, multisig_version: 1, threshold: 300, pks: [] },
      ],
      [
        'POST',
        '/v1/multisig/import',
        { wallet_handle_token: h, multisig_version: 1, threshold: 1, pks: 'AA==' },
      ],
      ['POST', '/v1/multisig/sign', { wallet_handle_token: h, partial_multisig: { Subsigs: [] } }],
      ['POST', '/v1/transaction/sign', { wallet_handle_token: h, transaction: '%%%' }],
    ];
    for (const [method, path, body] of bad) {
      expectKmdError(await k.call(method, path, body), 400, 'could not decode request body');
    }
    for (const transaction of ['', b64(Uint8Array.of(1, 2, 3)), b64(new TextEncoder().encode('hello'))]) {
      const reply = await k.call('POST', '/v1/transaction/sign', {
        wallet_handle_token: h,
        wallet_password: 'correct horse',
        transaction,
      });
      expectKmdError(reply, 400, 'could not decode transaction');
    }
    for (const [method, path] of [
      ['POST', '/v1/key/export'],
      ['DELETE', '/v1/key'],
      ['POST', '/v1/multisig/export'],
    ] as const) {
      expectKmdError(
        await k.call(method, path, { wallet_handle_token: h, address: 'NOTANADDRESS' }),
        400,
        'could not decode address',
      );
    }
  });

  it('wallet errors: unknown wallet, driver, taken or long names', async () => {
    expectKmdError(
      await k.call('POST', '/v1/wallet/init', { wallet_id: 'f'.repeat(32), wallet_password: '' }),
      400,
      'wallet not found',
    );
    expectKmdError(
      await k.call('POST', '/v1/wallet/rename', { wallet_id: 'nope', wallet_password: '', wallet_name: 'z' }),
      400,
      'wallet not found',
    );
    expectKmdError(
      await k.call('POST', '/v1/wallet', { wallet_name: 'w', wallet_password: '' }),
      400,
      'unknown wallet driver',
    );
    const create = (wallet_name: string) =>
      k.call('POST', '/v1/wallet', { wallet_name, wallet_password: '', wallet_driver_name: 'sqlite' });
    expectKmdError(await create('locked'), 400, 'wallet with same name already exists');
    expectKmdError(await create('n'.repeat(65)), 400, 'wallet name too long, must be <= 64 bytes');
    // kmd checks the new name before the password.
    const rename = await k.call('POST', '/v1/wallet/rename', {
      wallet_id: walletId,
      wallet_password: 'x',
      wallet_name: 'unencrypted-default-wallet',
    });
    expectKmdError(rename, 400, 'wallet with same name already exists');
    // A blank name becomes the wallet id.
    const unnamed = (await create('')).body.wallet;
    expect(unnamed.name).toBe(unnamed.id);
  });

  it('wants the API token on /v1, not on /versions or /health', async () => {
    const noToken = await fetch(`${k.url}/v1/wallets`);
    expect(noToken.status).toBe(401);
    expect(await noToken.json()).toMatchObject({ error: true });
    const wrong = await fetch(`${k.url}/v1/wallets`, { headers: { 'X-KMD-API-Token': 'b'.repeat(64) } });
    expect(wrong.status).toBe(401);
    expect((await fetch(`${k.url}/versions`)).status).toBe(200);
    expect((await fetch(`${k.url}/health`)).status).toBe(200);
  });

  it('answers a cross-origin preflight for x-kmd-api-token and content-type', async () => {
    const res = await fetch(`${k.url}/v1/transaction/sign`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-kmd-api-token, content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('x-kmd-api-token');
    expect(allowed).toContain('content-type');
    expect((res.headers.get('access-control-allow-methods') ?? '').toUpperCase()).toContain('POST');
    // And the real request from that origin carries the CORS header too.
    const real = await k.call('GET', '/v1/wallets', undefined, { Origin: 'http://localhost:5173' });
    expect(real.headers.get('access-control-allow-origin')).toBe('*');
  });
});
