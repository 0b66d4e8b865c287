import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIndexer, TEST_TOKEN, type TestIndexer } from '../testing/harness';
import { prng } from '../testing/prng';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;

beforeAll(async () => {
  s = buildScenario();
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

const PARAMS = [
  'limit',
  'next',
  'round',
  'min-round',
  'max-round',
  'asset-id',
  'application-id',
  'address',
  'address-role',
  'tx-type',
  'sig-type',
  'note-prefix',
  'txid',
  'group-id',
  'before-time',
  'after-time',
  'currency-greater-than',
  'currency-less-than',
  'rekey-to',
  'exclude-close-to',
  'include-all',
  'exclude',
  'auth-addr',
  'online-only',
  'header-only',
  'name',
  'unit',
  'creator',
  'sender-address',
  'include',
  'proposers',
  'absent',
  'expired',
];

describe('fuzzed queries', () => {
  it('answer 200, 400 or 404 with a JSON message, never 500, and the server stays up', async () => {
    const rand = prng(20260101);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
    const values = [
      '0',
      '1',
      '2',
      '11',
      '-1',
      '1.5',
      '1e3',
      '18446744073709551615',
      '18446744073709551616',
      '9223372036854775808',
      'true',
      'false',
      'maybe',
      '',
      ' ',
      'null',
      '%',
      '%ZZ',
      '%00',
      '\u0000',
      '💥',
      '<script>',
      "'; drop table txn;--",
      s.a,
      s.b,
      s.d,
      s.a.toLowerCase(),
      s.a.slice(1),
      `${s.a},${s.b}`,
      String(s.coin),
      String(s.app),
      String(s.doomed),
      s.txids.appCall as string,
      'pay',
      'axfer',
      'appl',
      'sig',
      'msig',
      'lsig',
      'sender',
      'receiver',
      'freeze-target',
      'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ',
      'ZnVuZA==',
      'ZnVuZA',
      'b64:YQ==',
      'str:a great box',
      'int:42',
      'abi:(uint64):[5]',
      'abi:bogus:[',
      'addr:',
      'all',
      'assets',
      'none',
      'values',
      '2024-01-01',
      '2024-02-30',
      '2023-11-14T22:13:20Z',
      '2023-11-14T22:13:20.123+02:00',
      '9999-12-31T23:59:59Z',
      'AQAAAAAAAAAAAAAA',
      'mwoBAAAAAAAAAAAA',
      'AgAAAAAAAAA=',
    ];
    const pathIds = [
      '1',
      '0',
      String(s.coin),
      String(s.app),
      '9223372036854775808',
      '18446744073709551616',
      'abc',
      '-5',
      '%ZZ',
      '💥',
    ];
    const paths = [
      () => '/v2/transactions',
      () => `/v2/transactions/${pick([s.txids.msig as string, 'ABC', '%ZZ', 'x'.repeat(300)])}`,
      () => '/v2/accounts',
      () => `/v2/accounts/${pick([s.a, s.d, 'nope', '%ZZ', s.a.slice(2)])}`,
      () =>
        `/v2/accounts/${pick([s.a, s.b, 'bad'])}/${pick(['transactions', 'assets', 'created-assets', 'apps-local-state', 'created-applications'])}`,
      () => '/v2/assets',
      () => `/v2/assets/${pick(pathIds)}`,
      () => `/v2/assets/${pick(pathIds)}/${pick(['balances', 'transactions'])}`,
      () => '/v2/applications',
      () => `/v2/applications/${pick(pathIds)}`,
      () => `/v2/applications/${pick(pathIds)}/${pick(['logs', 'box', 'boxes'])}`,
      () => `/v2/blocks/${pick(pathIds)}`,
      () => '/v2/block-headers',
      () => '/health',
    ];
    const urls: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const n = Math.floor(rand() * 4);
      const parts: string[] = [];
      for (let j = 0; j < n; j++) {
        const v = pick(values);
        parts.push(`${pick(PARAMS)}=${rand() < 0.8 ? encodeURIComponent(v) : v}`);
      }
      urls.push(`${pick(paths)()}${parts.length ? `?${parts.join('&')}` : ''}`);
    }
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let next = 0;
    // Most requests go straight to the app (same code, no socket); every tenth crosses real HTTP.
    const worker = async (): Promise<void> => {
      while (next < urls.length) {
        const i = next++;
        const url = urls[i] as string;
        const res =
          i % 10 === 0
            ? await fetch(`${idx.url}${url}`, { headers: { 'X-Indexer-API-Token': TEST_TOKEN } })
            : await idx.fetchInProcess(url);
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        const ok = [200, 400, 404].includes(res.status) && json !== undefined && typeof json === 'object';
        const hasMessage = res.status === 200 || typeof (json as { message?: unknown })?.message === 'string';
        if (!ok || !hasMessage) failures.push(`${res.status} ${url} → ${text.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    expect(failures).toEqual([]);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(300);
    const health = await fetch(`${idx.url}/health`);
    expect(health.status).toBe(200);
  });
});
