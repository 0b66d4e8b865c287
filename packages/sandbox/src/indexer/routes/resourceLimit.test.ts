import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../../../test/spec/expectMatchesSpec';
import { ChainBuilder } from '../testing/ChainBuilder';
import { startTestIndexer, type TestIndexer } from '../testing/harness';

let idx: TestIndexer;
let creator: string;

beforeAll(async () => {
  const chain = new ChainBuilder({ accounts: 1, seed: 11 });
  creator = chain.accounts[0]?.address as string;
  // Placeholder signatures: the indexer never verifies, and 1001 ed25519 signatures would only slow the test.
  const sig = new Uint8Array(64).fill(1);
  for (let b = 0; b < 11; b++) {
    const txns = Array.from(
      { length: b === 10 ? 1 : 100 },
      () =>
        new algosdk.SignedTransaction({
          sig,
          txn: algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
            sender: creator,
            total: 1,
            decimals: 0,
            defaultFrozen: false,
            suggestedParams: chain.params(),
          }),
        }),
    );
    chain.commit(txns);
  }
  idx = await startTestIndexer(chain.ledger);
});
afterAll(() => idx.close());

describe('MaxAPIResourcesPerAccount', () => {
  it('refuses an account with more than 1000 resources, naming the counts, unless they are excluded', async () => {
    const res = await idx.get(`/v2/accounts/${creator}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Result limit exceeded',
      data: {
        'max-results': 1000,
        address: creator,
        'total-assets-opted-in': 1001,
        'total-created-assets': 1001,
        'total-apps-opted-in': 0,
        'total-created-apps': 0,
      },
    });
    // The spec's ErrorResponse.data is an open object (`properties: {}`); the shared validator closes
    // every object with `properties`, so check the rest of the body against it.
    const { data: _data, ...message } = res.body;
    expectMatchesSpec('indexer', 'get', '/v2/accounts/{account-id}', 400, message);
    const slim = await idx.get(`/v2/accounts/${creator}?exclude=assets,created-assets`);
    expect(slim.status).toBe(200);
    const paged = await idx.client.lookupAccountCreatedAssets(creator).limit(1000).do();
    expect(paged.assets).toHaveLength(1000);
    const rest = await idx.client
      .lookupAccountCreatedAssets(creator)
      .nextToken(paged.nextToken as string)
      .do();
    expect(rest.assets).toHaveLength(1);
  });
});
