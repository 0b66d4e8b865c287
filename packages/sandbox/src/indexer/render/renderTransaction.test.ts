import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { jsonDiff, readResource, resourceNames } from '../testing/referenceResources';
import { stringifyJson } from './Json';
import { renderTransaction } from './renderTransaction';

/**
 * Each `X.txn` in algorand/indexer's test resources is a msgpack SignedTxnWithAD; `X.response` is
 * the JSON its API printed for it. We render the same transaction at the same placement and
 * compare every field.
 */

/** Resources algosdk cannot decode, so no sandbox block can ever hold them. */
const UNDECODABLE: Record<string, string> = {
  app_call_1: 'global delta value is not valid UTF-8 where algosdk expects a string',
  app_call_inner: 'an inner transaction with an empty type, which algosdk refuses',
  keyregwithsprfkey: 'an online keyreg missing vote fields, which algosdk refuses',
};

/** Response fields that come from the indexer test's own fixture rather than from the transaction. */
const NOT_REPRODUCIBLE: Record<string, string[]> = {
  // The response was recorded without a block time (the test left it out); we always print one.
  app_foreign_assets: ['/round-time'],
};

describe('renderTransaction against algorand/indexer test resources', () => {
  const names = resourceNames('.txn');

  it('covers every resource pair, decodable or listed', () => {
    expect(names.length).toBeGreaterThanOrEqual(36);
    for (const name of Object.keys(UNDECODABLE)) expect(names).toContain(name);
  });

  for (const name of names) {
    if (name in UNDECODABLE) {
      it(`${name}: algosdk refuses it (${UNDECODABLE[name]})`, () => {
        expect(() => algosdk.decodeMsgpack(readResource(`${name}.txn`), algosdk.SignedTxnWithAD)).toThrow();
      });
      continue;
    }
    it(`${name} renders field by field as the indexer did`, () => {
      const stxn = algosdk.decodeMsgpack(readResource(`${name}.txn`), algosdk.SignedTxnWithAD);
      const expected = JSON.parse(readResource(`${name}.response`).toString('utf8')) as Record<
        string,
        unknown
      >;
      const created = expected['created-asset-index'] ?? expected['created-application-index'];
      const ours = JSON.parse(
        stringifyJson(
          renderTransaction(
            stxn,
            {
              round: BigInt(expected['confirmed-round'] as number),
              roundTime: BigInt((expected['round-time'] as number | undefined) ?? 0),
              intra: expected['intra-round-offset'] as number,
            },
            {
              txid: stxn.signedTxn.txn.txID(),
              // The test's block gave created ids from its counter; these txns carry no apply-data id.
              createdIndex: created === undefined ? undefined : BigInt(created as number),
            },
          ),
        ),
      ) as Record<string, unknown>;
      const skip = new Set(NOT_REPRODUCIBLE[name] ?? []);
      const diffs = jsonDiff(ours, expected).filter((d) => !skip.has(d.slice(0, d.indexOf(':'))));
      expect(diffs).toEqual([]);
      expect(ours.id).toBe(expected.id);
    });
  }
});
