import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgodApp } from '../src/algod/createAlgodApp';
import { fastRouteOf } from '../src/http/FastRoute';
import type { TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { type RawReply, type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

// `POST /v2/transactions` is answered ahead of Hono (`algod/routes/postTransactionsFast`); with a
// query string it goes through the app. Both must give the same answer, byte for byte.
describe('POST /v2/transactions: the fast route answers as the app does', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let n = 0;

  beforeAll(async () => {
    h = await sandboxHarness();
    a = h.rich[0] as TestAccount;
  });
  afterAll(() => h.stop());

  const signedPay = (
    extra: Partial<Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]> = {},
  ) =>
    fastSign(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount: 1,
        note: new TextEncoder().encode(`fast ${n++}`),
        suggestedParams: h.params(),
        ...extra,
      }),
      a.sk,
    );
  const fast = (body: Uint8Array, init: { token?: string | null; headers?: Record<string, string> } = {}) =>
    h.raw('/v2/transactions', { method: 'POST', body, ...init });
  const viaApp = (body: Uint8Array, init: { token?: string | null; headers?: Record<string, string> } = {}) =>
    h.raw('/v2/transactions?via=app', { method: 'POST', body, ...init });
  /** Everything but what differs by connection and clock. */
  const shape = (r: RawReply) => ({
    status: r.status,
    text: r.text,
    headers: [...r.headers.entries()].filter(([k]) => !['date', 'connection', 'keep-alive'].includes(k)),
  });

  it('a payment: 200 with its txid, same headers', async () => {
    const first = signedPay();
    const second = signedPay();
    const f = await fast(first);
    const app = await viaApp(second);
    const txid = (b: Uint8Array) => algosdk.decodeSignedTransaction(b).txn.txID();
    expect(f.json).toEqual({ txId: txid(first) });
    expect(app.json).toEqual({ txId: txid(second) });
    expect(shape(f)).toEqual({ ...shape(app), text: f.text });
    expect(f.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refusals: the same status, body and headers', async () => {
    const confirmed = signedPay();
    expect((await fast(confirmed)).status).toBe(200);
    const bodies: [Uint8Array, string][] = [
      [new Uint8Array(), 'empty txgroup'],
      [new Uint8Array([0xc1]), 'msgpack decode error'],
      [confirmed, 'transaction already in ledger'],
      [signedPay({ amount: 10n ** 18n }), 'overspend'],
    ];
    for (const [body, words] of bodies) {
      const f = await fast(body);
      expect(f.status).toBe(400);
      expect(f.text).toContain(words);
      expect(shape(f)).toEqual(shape(await viaApp(body)));
    }
  });

  it('no token, a wrong one, or a Bearer one: left to the app, which answers as before', async () => {
    const body = signedPay();
    for (const init of [{ token: null }, { token: 'wrong' }]) {
      const f = await fast(body, init);
      expect(f.status).toBe(401);
      expect(f.json).toEqual({ message: 'Invalid API Token' });
      expect(shape(f)).toEqual(shape(await viaApp(body, init)));
    }
    const bearer = await fast(body, { token: null, headers: { Authorization: `Bearer ${h.sb.token}` } });
    expect(bearer.status).toBe(200);
  });

  it("is the algod app's fast route: takes the exact path with the token, leaves the rest", async () => {
    const route = fastRouteOf(createAlgodApp({ ledger: h.sb.ledger, token: h.sb.token }));
    expect(route).toBeDefined();
    const token = { 'x-algo-api-token': h.sb.token };
    expect(route?.takes('POST', '/v2/transactions?via=app', token)).toBe(false);
    expect(route?.takes('POST', '/v2/transactions', {})).toBe(false);
    expect(route?.takes('OPTIONS', '/v2/transactions', token)).toBe(false);
    expect(route?.takes('POST', '/v2/transactions', { ...token, 'content-length': '10485761' })).toBe(false);
    expect(route?.takes('POST', '/v2/transactions', { ...token, 'content-length': '10485760' })).toBe(true);
    const answered = await route?.answer(signedPay());
    expect(answered?.status).toBe(200);
    const decoded = new TextDecoder().decode(answered?.body);
    expect(decoded).toMatch(/^\{"txId":"[A-Z2-7]{52}"\}$/);
  });
});
