import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { startTestIndexer, type TestIndexer } from '../testing/harness';
import { buildScenario, type Scenario } from '../testing/scenario';

let s: Scenario;
let idx: TestIndexer;

beforeAll(async () => {
  s = buildScenario();
  idx = await startTestIndexer(s.chain.ledger);
});
afterAll(() => idx.close());

const ZERO = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** [path, status, message] as algorand/indexer answers them. */
const CASES: Array<[string, number, string]> = [
  [
    '/v2/transactions?limit=abc',
    400,
    'Invalid format for parameter limit: error binding string parameter: strconv.ParseUint: parsing "abc": invalid syntax',
  ],
  [
    '/v2/transactions?limit=-1',
    400,
    'Invalid format for parameter limit: error binding string parameter: strconv.ParseUint: parsing "-1": invalid syntax',
  ],
  [
    '/v2/transactions?round=99999999999999999999',
    400,
    'Invalid format for parameter round: error binding string parameter: strconv.ParseUint: parsing "99999999999999999999": value out of range',
  ],
  [
    '/v2/transactions?limit=1&limit=2',
    400,
    "Invalid format for parameter limit: multiple values for single value parameter 'limit'",
  ],
  [
    '/v2/transactions?rekey-to=maybe',
    400,
    'Invalid format for parameter rekey-to: error binding string parameter: strconv.ParseBool: parsing "maybe": invalid syntax',
  ],
  [
    '/v2/transactions?tx-type=foo',
    400,
    "invalid input: unknown tx-type [valid types: acfg, afrz, appl, axfer, hb, keyreg, pay, stpf]: 'foo'",
  ],
  [
    '/v2/transactions?sig-type=bad',
    400,
    "invalid input: unknown sig-type [valid types: lsig, msig, sig]: 'bad'",
  ],
  [
    '/v2/transactions?address-role=owner',
    400,
    "invalid input: unknown address role [valid roles: freeze-target, receiver, sender]: 'owner'",
  ],
  [
    '/v2/transactions?address=NOTANADDRESS',
    400,
    "invalid input: unable to parse address 'address': decoded address is the wrong length, should be 36 bytes",
  ],
  [
    '/v2/transactions?address=abc',
    400,
    "invalid input: unable to parse address 'address': illegal base32 data at input byte 0",
  ],
  [
    '/v2/transactions?txid=abc!',
    400,
    "invalid input: unable to parse base32 digest data 'txid': illegal base32 data at input byte 0",
  ],
  ['/v2/transactions?note-prefix=%%%', 400, "invalid input: unable to parse base64 data: 'note-prefix'"],
  [
    '/v2/transactions?tx-type=foo&sig-type=bad',
    400,
    "invalid input: unknown sig-type [valid types: lsig, msig, sig]: 'bad', unknown tx-type [valid types: acfg, afrz, appl, axfer, hb, keyreg, pay, stpf]: 'foo'",
  ],
  [
    '/v2/transactions?round=3&min-round=1',
    400,
    'invalid input: cannot specify round and min-round/max-round',
  ],
  ['/v2/transactions?min-round=5&max-round=2', 400, 'invalid input: min-round must be less than max-round'],
  [
    `/v2/transactions?address=${ZERO}&address-role=receiver`,
    400,
    'invalid input: searching transactions by zero address with close address role is not supported, searching transactions by zero address with asset close address role is not supported',
  ],
  [
    `/v2/transactions?address=${ZERO}&address-role=sender`,
    400,
    'invalid input: searching transactions by zero address with asset sender role is not supported',
  ],
  ['/v2/transactions?next=zz', 400, 'invalid input: unable to parse next token'],
  [
    '/v2/transactions?round=9223372036854775808',
    400,
    'searching by round or application-id or asset-id or filter by value greater than 9223372036854775807 is not supported',
  ],
  [
    '/v2/transactions?after-time=yesterday',
    400,
    'Invalid format for parameter after-time: error parsing \'yesterday\' as RFC3339 or 2006-01-02 time: parsing time "yesterday" as "2006-01-02": cannot parse "yesterday" as "2006"',
  ],
  ['/v2/transactions?asset-id=5&application-id=6', 400, 'cannot search both assetid and appid'],
  [
    '/v2/accounts/NOPE',
    400,
    "unable to parse address 'account-id': decoded address is the wrong length, should be 36 bytes",
  ],
  ['/v2/accounts/NOPE1', 400, "unable to parse address 'account-id': illegal base32 data at input byte 4"],
  ['/v2/accounts?next=NOPE', 400, 'unable to parse next token'],
  [
    '/v2/accounts?auth-addr=xyz',
    400,
    "unable to parse address 'account-id': illegal base32 data at input byte 0",
  ],
  ['/v2/accounts?exclude=everything', 400, 'unknown value "everything": invalid exclude argument'],
  ['/v2/assets?next=x', 400, 'unable to parse next token: strconv.ParseUint: parsing "x": invalid syntax'],
  ['/v2/assets?creator=abc', 400, 'unable to parse address'],
  [
    '/v2/assets/abc',
    400,
    'Invalid format for parameter asset-id: error binding string parameter: strconv.ParseUint: parsing "abc": invalid syntax',
  ],
  ['/v2/assets/12345', 404, 'no assets found for asset-id: 12345'],
  ['/v2/applications/12345', 404, 'no application found for application-id: 12345'],
  [
    '/v2/applications/9223372036854775808',
    404,
    'searching by round or application-id or asset-id or filter by value greater than 9223372036854775807 is not supported',
  ],
  [
    '/v2/blocks/x',
    400,
    'Invalid format for parameter round-number: error binding string parameter: strconv.ParseUint: parsing "x": invalid syntax',
  ],
  ['/v2/block-headers?next=bad', 400, 'invalid input: unable to parse next token'],
  [
    '/v2/block-headers?proposers=BADD',
    400,
    "invalid input: unable to parse address 'proposers': decoded address is the wrong length, should be 36 bytes",
  ],
  [
    '/v2/transactions/XYZ!',
    400,
    "invalid input: unable to parse base32 digest data 'txid': illegal base32 data at input byte 3",
  ],
  ['/v2/nothing-here', 404, 'unknown path: GET /v2/nothing-here'],
];

describe('bad parameters and unknown things', () => {
  for (const [path, status, message] of CASES) {
    it(`${path} → ${status}`, async () => {
      const res = await idx.get(path);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ message });
      expect(res.contentType).toContain('application/json');
    });
  }

  it('error bodies match the spec error shape where the spec declares one', async () => {
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/transactions',
      400,
      (await idx.get('/v2/transactions?limit=x')).body,
    );
    expectMatchesSpec(
      'indexer',
      'get',
      '/v2/accounts/{account-id}',
      400,
      (await idx.get('/v2/accounts/NOPE')).body,
    );
  });

  it('refuses requests without the token, but not /health', async () => {
    const res = await fetch(`${idx.url}/v2/transactions`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Invalid API Token');
    expect((await fetch(`${idx.url}/health`)).status).toBe(200);
  });

  it('answers CORS preflight for browser clients', async () => {
    const res = await fetch(`${idx.url}/v2/transactions`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-indexer-api-token',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-indexer-api-token');
  });

  it('uses the scenario so a valid lookup still works beside the errors', async () => {
    expect((await idx.get(`/v2/accounts/${s.a}`)).status).toBe(200);
  });
});
