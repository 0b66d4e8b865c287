import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { startTestIndexer, type TestIndexer } from '../testing/harness';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;
const enc = (x: string) => new TextEncoder().encode(x);

beforeAll(async () => {
  s = buildScenario();
  // Boxes live in the ledger; give the (deleted) app some, as the indexer keeps them past deletion.
  s.chain.ledger.boxes.set(
    s.app,
    new Map([
      ['b', enc('bee')],
      ['a great box', enc('hello')],
      [Buffer.from(algosdk.encodeUint64(42)).toString('latin1'), enc('forty-two')],
    ]),
  );
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

describe('/v2/applications', () => {
  it('hides the deleted app unless include-all, then shows its last params and state', async () => {
    const gone = await idx.get(`/v2/applications/${s.app}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`no application found for application-id: ${s.app}`);
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}', 404, gone.body);
    const res = await idx.client.lookupApplications(s.app).includeAll(true).do();
    const app = res.application;
    expect(app?.deleted).toBe(true);
    expect(app?.createdAtRound).toBe(9n);
    expect(app?.deletedAtRound).toBe(11n);
    expect(app?.params.creator?.toString()).toBe(s.a);
    expect(app?.params.globalStateSchema?.numUint).toBe(1);
    const state = new Map(app?.params.globalState?.map((kv) => [Buffer.from(kv.key).toString(), kv.value]));
    expect(state.get('count')?.uint).toBe(2n);
    expect(Buffer.from(state.get('name')?.bytes ?? new Uint8Array()).toString()).toBe('sextant');
    const raw = await idx.get(`/v2/applications/${s.app}?include-all=true`);
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}', 200, raw.body);
  });

  it('searches by creator and id, spec-shaped', async () => {
    expect((await idx.client.searchForApplications().do()).applications).toEqual([]);
    const all = await idx.client.searchForApplications().includeAll(true).creator(s.a).do();
    expect(all.applications.map((a) => a.id)).toEqual([s.app]);
    expect(all.nextToken).toBe(String(s.app));
    expect(
      (await idx.client.searchForApplications().includeAll(true).index(s.app).do()).applications,
    ).toHaveLength(1);
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/applications',
      200,
      (await idx.get('/v2/applications?include-all=true')).body,
    );
  });

  it('serves logs, inner ones with their root txid; filters by sender and round', async () => {
    const res = await idx.client.lookupApplicationLogs(s.app).do();
    const data = res.logData ?? [];
    expect(data.map((d) => d.txid)).toEqual([s.txids.appCreate, s.txids.appCall]);
    expect(data[1]?.logs.map((l) => Buffer.from(l).toString('hex'))).toEqual(['70616964', '000102']);
    const raw = await idx.get(`/v2/applications/${s.app}/logs`);
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}/logs', 200, raw.body);
    const bySender = await idx.client.lookupApplicationLogs(s.app).sender(s.b).do();
    expect(bySender.logData?.map((d) => d.txid)).toEqual([s.txids.appCall]);
    const early = await idx.client.lookupApplicationLogs(s.app).maxRound(9).do();
    expect(early.logData?.map((d) => d.txid)).toEqual([s.txids.appCreate]);
    const none = await idx.get('/v2/applications/424242/logs');
    expect(none.body).toEqual({ 'application-id': 424242, 'current-round': 11 });
  });

  it('serves a box by goal-encoded name, with the indexer 404 texts', async () => {
    const res = await idx.client.lookupApplicationBoxByIDandName(s.app, enc('a great box')).do();
    expect(Buffer.from(res.value).toString()).toBe('hello');
    expect(Number(res.round)).toBe(11);
    const raw = await idx.get(`/v2/applications/${s.app}/box?name=${encodeURIComponent('str:a great box')}`);
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}/box', 200, raw.body);
    expect((await idx.get(`/v2/applications/${s.app}/box?name=int:42`)).body.value).toBe(
      Buffer.from('forty-two').toString('base64'),
    );
    const missingBox = await idx.get(`/v2/applications/${s.app}/box?name=str:nope`);
    expect(missingBox.status).toBe(404);
    expect(missingBox.body.message).toBe(
      `no application boxes found: round=11, appid=${s.app}, boxName=str:nope`,
    );
    const missingApp = await idx.get('/v2/applications/1337/box?name=str:nope');
    expect(missingApp.body.message).toBe(
      'no application found for application-id: round=11, appid=1337, boxName=str:nope',
    );
    const noName = await idx.get('/v2/applications/1337/box');
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("Invalid format for parameter name: query parameter 'name' is required");
    const plain = await idx.get('/v2/applications/1337/box?name=just+a+plain+string');
    expect(plain.body.message).toBe(
      "LookupApplicationBoxByIDAndName received illegal box name (just a plain string): all arguments and box names should be of the form 'encoding:value'",
    );
    const tooBig = await idx.get('/v2/applications/9223372036854775808/box?name=str:x');
    expect(tooBig.status).toBe(404);
  });

  it('lists box names sorted bytewise, pages with b64: tokens, includes values on request', async () => {
    const res = await idx.client.searchForApplicationBoxes(s.app).do();
    expect(res.boxes.map((b) => Buffer.from(b.name).toString('latin1'))).toEqual([
      Buffer.from(algosdk.encodeUint64(42)).toString('latin1'),
      'a great box',
      'b',
    ]);
    const p1 = await idx.get(`/v2/applications/${s.app}/boxes?limit=2`);
    expect(p1.body['next-token']).toBe(`b64:${Buffer.from('a great box').toString('base64')}`);
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}/boxes', 200, p1.body);
    const p2 = await idx.client
      .searchForApplicationBoxes(s.app)
      .limit(2)
      .nextToken(p1.body['next-token'] as string)
      .do();
    expect(p2.boxes.map((b) => Buffer.from(b.name).toString())).toEqual(['b']);
    const withValues = await idx.get(`/v2/applications/${s.app}/boxes?include=values&limit=1`);
    expect((withValues.body.boxes as Array<{ value: string }>)[0]?.value).toBe(
      Buffer.from('forty-two').toString('base64'),
    );
    expectMatchesSpec('indexer', 'get', '/v2/applications/{application-id}/boxes', 200, withValues.body);
    const none = await idx.get('/v2/applications/1337/boxes');
    expect(none.body).toEqual({ 'application-id': 1337, boxes: [], round: 11 });
    const badNext = await idx.get(`/v2/applications/${s.app}/boxes?next=Ym94ICM4`);
    expect(badNext.body.message).toBe(
      "SearchForApplicationBoxes received illegal next token (Ym94ICM4): all arguments and box names should be of the form 'encoding:value'",
    );
  });
});
