import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { jsonDiff, readResource } from '../testing/referenceResources';
import { stringifyJson } from './Json';
import { renderBlockHeader } from './renderBlock';
import { renderTransaction } from './renderTransaction';

/** `X.block` (algod's {block, cert} msgpack) beside `X_response.json`, the indexer's /v2/blocks JSON. */
const BLOCKS = ['branch512_block', 'proposer_incentives_block', 'stpf_block', 'stpf_block_high_index'];

/** The indexer test stored these blocks' transactions at a fixture placement, not the block's own. */
const FIXTURE_PLACEMENT = ['confirmed-round', 'intra-round-offset', 'round-time'];

describe('renderBlockHeader against algorand/indexer test resources', () => {
  for (const name of BLOCKS) {
    it(`${name} header matches field by field`, () => {
      const { block } = algosdk.decodeMsgpack(readResource(`${name}.block`), algosdk.modelsv2.BlockResponse);
      const expected = JSON.parse(readResource(`${name}_response.json`).toString('utf8')) as Record<
        string,
        unknown
      >;
      const { transactions, ...header } = expected;
      expect(jsonDiff(JSON.parse(stringifyJson(renderBlockHeader(block.header))), header)).toEqual([]);
      const txns = transactions as Array<Record<string, unknown>>;
      expect(txns).toHaveLength(block.payset.length);
      block.payset.forEach((stib, i) => {
        const want = txns[i] as Record<string, unknown>;
        const ours = JSON.parse(
          stringifyJson(
            renderTransaction(
              stib.signedTxn,
              {
                round: BigInt(want['confirmed-round'] as number),
                roundTime: BigInt(want['round-time'] as number),
                intra: want['intra-round-offset'] as number,
              },
              { txid: want.id as string },
            ),
          ),
        ) as Record<string, unknown>;
        for (const f of FIXTURE_PLACEMENT) expect(ours[f]).toBeDefined();
        expect(jsonDiff(ours, want)).toEqual([]);
      });
    });
  }
});
