import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './spec/expectMatchesSpec';
import { newAccount, type TestAccount } from './support/accounts';
import { createAppTxn } from './support/apps';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

type Json = Record<string, unknown>;

/** Endpoints and answers go-algorand v5.0.0 has (daemon/algod/api/algod.oas2.json at v5.0.0-stable). */
describe('algod v5.0 endpoints', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let b: TestAccount;
  const ids: bigint[] = [];
  let gone: bigint;

  const get = async (path: string, status = 200) => {
    const reply = await h.raw(path);
    expect(reply.status, reply.text).toBe(status);
    return reply.json as Json;
  };
  const send = async (t: algosdk.Transaction, who: TestAccount) => {
    const reply = await h.post([t], [who]);
    expect(reply.status, reply.text).toBe(200);
    return h.algod.pendingTransactionInformation(t.txID()).do();
  };
  const appCall = (who: TestAccount, appIndex: bigint, onComplete: algosdk.OnApplicationComplete) =>
    algosdk.makeApplicationCallTxnFromObject({
      sender: who.addr,
      appIndex,
      onComplete,
      note: algosdk.encodeUint64(Math.floor(Math.random() * 2 ** 48)),
      suggestedParams: h.params(),
    });

  // Makes boxes named by its args (as box_put name value=name).
  const boxMaker = `#pragma version 10
txn ApplicationID
bz ok
txn OnCompletion
int OptIn
==
bnz ok
txn OnCompletion
int DeleteApplication
==
bnz ok
int 0
store 0
loop:
load 0
txn NumAppArgs
==
bnz ok
load 0
txnas ApplicationArgs
dup
box_put
load 0
int 1
+
store 0
b loop
ok:
int 1`;

  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 2 });
    a = h.rich[0] as TestAccount;
    b = h.rich[1] as TestAccount;
    for (let i = 0; i < 2; i++)
      ids.push(
        (await send(await createAppTxn(h, a, boxMaker, { localInts: 1 }), a)).applicationIndex as bigint,
      );
    // An app b creates, a opts into, and b deletes: a keeps a local state of a deleted app.
    gone = (await send(await createAppTxn(h, b, boxMaker, { localInts: 1 }), b)).applicationIndex as bigint;
    await send(appCall(a, gone, algosdk.OnApplicationComplete.OptInOC), a);
    await send(appCall(a, ids[1] as bigint, algosdk.OnApplicationComplete.OptInOC), a);
    await send(appCall(b, gone, algosdk.OnApplicationComplete.DeleteApplicationOC), b);
  });
  afterAll(() => h.stop());

  // go: daemon/algod/api/server/v2/handlers.go AccountApplicationsInformation
  it('GET /v2/accounts/{address}/applications: created and opted-in apps by id, params on include=params', async () => {
    const path = `/v2/accounts/${a.addr}/applications`;
    const bare = await get(path);
    expectMatchesSpec('algod', 'get', '/v2/accounts/{address}/applications', 200, bare);
    const [x, y] = ids.map(Number) as [number, number];
    expect(bare['application-resources']).toEqual([
      { id: x },
      { id: y, 'app-local-state': { id: y, schema: { 'num-byte-slice': 0, 'num-uint': 1 } } },
      {
        id: Number(gone),
        deleted: true,
        'app-local-state': { id: Number(gone), schema: { 'num-byte-slice': 0, 'num-uint': 1 } },
      },
    ]);
    expect(bare['next-token']).toBeUndefined();
    expect(bare.round).toBe(Number(h.sb.ledger.latestRound()));

    const withParams = await get(`${path}?include=params`);
    expectMatchesSpec('algod', 'get', '/v2/accounts/{address}/applications', 200, withParams);
    const resources = withParams['application-resources'] as Json[];
    expect((resources[0]?.params as Json).creator).toBe(a.addr);
    expect(resources[2]?.params).toBeUndefined();

    const first = await get(`${path}?limit=1`);
    expect((first['application-resources'] as Json[]).map((r) => r.id)).toEqual([x]);
    expect(first['next-token']).toBe(String(x));
    const rest = await get(`${path}?limit=5&next=${x}`);
    expect((rest['application-resources'] as Json[]).map((r) => r.id)).toEqual([y, Number(gone)]);

    expect(await get(`/v2/accounts/${newAccount().addr}/applications`)).toEqual({
      round: Number(h.sb.ledger.latestRound()),
      'application-resources': [],
    });
  });

  it('account list limits: v5 caps assets at 1000, applications at 1000 with params and 100000 without', async () => {
    const bad = async (path: string, message: string) => expect(await get(path, 400)).toEqual({ message });
    await bad(
      `/v2/accounts/${a.addr}/assets?limit=1001`,
      'limit 1001 exceeds max assets single batch limit 1000',
    );
    await bad(
      `/v2/accounts/${a.addr}/applications?include=params&limit=1001`,
      'limit 1001 exceeds max applications single batch limit 1000',
    );
    await bad(
      `/v2/accounts/${a.addr}/applications?limit=100001`,
      'limit 100001 exceeds max applications single batch limit 100000',
    );
    expect(
      (await get(`/v2/accounts/${a.addr}/applications?limit=100000`))['application-resources'],
    ).toHaveLength(3);
    await bad(`/v2/accounts/${a.addr}/applications?limit=0`, 'limit parameter must be a positive integer');
  });

  // go: daemon/algod/api/server/v2/handlers.go GetApplicationBoxes / getApplicationBoxesLegacy
  it('GET /v2/applications/{id}/boxes: prefix, include=values, limit/next paging, round', async () => {
    const app = ids[0] as bigint;
    const names = ['a1', 'a2', 'a3', 'b1'];
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: a.addr,
      receiver: algosdk.getApplicationAddress(app),
      amount: 1_000_000,
      suggestedParams: h.params(),
    });
    await send(fund, a);
    const put = algosdk.makeApplicationNoOpTxnFromObject({
      sender: a.addr,
      appIndex: app,
      appArgs: names.map((n) => new TextEncoder().encode(n)),
      boxes: names.map((n) => ({ appIndex: 0, name: new TextEncoder().encode(n) })),
      suggestedParams: h.params(),
    });
    await send(put, a);
    const path = `/v2/applications/${app}/boxes`;
    const b64 = (s: string) => Buffer.from(s).toString('base64');

    // No paging parameter: the legacy answer, every name and no round.
    const legacy = await get(path);
    expectMatchesSpec('algod', 'get', '/v2/applications/{application-id}/boxes', 200, legacy);
    expect(legacy).toEqual({ boxes: names.map((n) => ({ name: b64(n) })) });
    // `max` below the count refuses the list rather than cutting it.
    expect(await get(`${path}?max=2`, 400)).toEqual({
      message: 'Result limit exceeded',
      data: { 'max-api-box-per-application': 100000, max: 2, 'total-boxes': 4 },
    });
    expect(await get(`${path}?max=4`)).toEqual(legacy);

    const round = Number(h.sb.ledger.latestRound());
    const page1 = await get(`${path}?limit=2&include=values&prefix=str:a`);
    expectMatchesSpec('algod', 'get', '/v2/applications/{application-id}/boxes', 200, page1);
    expect(page1).toEqual({
      boxes: [
        { name: b64('a1'), value: b64('a1') },
        { name: b64('a2'), value: b64('a2') },
      ],
      round,
      'next-token': `b64:${b64('a2')}`,
    });
    const page2 = await get(
      `${path}?limit=2&include=values&prefix=str:a&next=${encodeURIComponent(`b64:${b64('a2')}`)}`,
    );
    expect(page2).toEqual({ boxes: [{ name: b64('a3'), value: b64('a3') }], round });
    expect(await get(`${path}?round=${round}`)).toEqual({
      boxes: names.map((n) => ({ name: b64(n) })),
      round,
    });
    expect(await get(`${path}?round=${round + 5}`, 400)).toEqual({
      message: 'given round is greater than the latest round',
    });
    expect(await get(`${path}?prefix=nope`, 400)).toEqual({
      message: "invalid prefix: all arguments and box names should be of the form 'encoding:value'",
    });
  });

  // go: daemon/algod/api/server/v2/handlers.go GetBlockLogs
  it('GET /v2/blocks/{round}/logs: app calls that logged, a create under its new app id', async () => {
    const create = await createAppTxn(h, a, '#pragma version 10\nbyte "hi"\nlog\nint 1');
    const info = await send(create, a);
    const round = Number(info.confirmedRound);
    const body = await get(`/v2/blocks/${round}/logs`);
    expectMatchesSpec('algod', 'get', '/v2/blocks/{round}/logs', 200, body);
    expect(body).toEqual({
      logs: [
        {
          txId: create.txID(),
          'application-index': Number(info.applicationIndex),
          logs: [Buffer.from('hi').toString('base64')],
        },
      ],
    });
    expect(await get(`/v2/blocks/1/logs`)).toEqual({ logs: [] });
    expect(await get(`/v2/blocks/${round + 100}/logs`, 404)).toEqual({
      message: 'failed to retrieve information from the ledger',
    });
  });
});
