import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { IdxBlock } from '../indexer/indexerModels';
import { parseJson } from '../json/parseJson';
import { algodBlockView, toBlockView } from './toBlockView';

/** The indexer's own test answer for a block carrying the v41 SHA-512 commitments. */
const BRANCH512 = '/work/shared/reference/indexer-test-resources/branch512_block_response.json';

describe('toBlockView', () => {
  it("reads the indexer's previous-block-hash-512 and transactions-root-sha512", () => {
    const raw = parseJson(readFileSync(BRANCH512, 'utf8')) as unknown as IdxBlock;
    const view = toBlockView(raw);
    expect(view.round).toBe(43n);
    expect(view.previousBlockHash).toBe('5tC8YaXvIzgHMonUQmmI5svzXrdJefVSFqys/NGpHQk=');
    expect(view.previousBlockHash512).toBe(
      '5tC8YaXvIzgHMonUQmmI5svzXrdJefVSFqys/NGpHQkAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==',
    );
    expect(view.transactionsRootSha256).toBe('HQn2+iMjWIFRTaDl+PeJdn5rKOch+otqMK5/Gao+puc=');
    expect(view.transactionsRootSha512).toBe(
      'dGVzdC1zaGE1MTItY29tbWl0bWVudC1mb3ItaW5kZXhlci10ZXN0aW5nLXRoaXMtc2hvdWxkLWJlLTY0LWJ5dA==',
    );
  });

  // go-algorand v5.0.0 data/bookkeeping/block.go: BlockHeader.Branch512 `prev512`, TxnCommitments.Sha512Commitment `txn512`.
  it("reads algod's prev512 and txn512, and leaves them out when the block has none", () => {
    const header = { rnd: 7, ts: 1, prev: 'blk-P', seed: 's', txn: 't', gen: 'g', gh: 'h' };
    const with512 = algodBlockView({ ...header, prev512: 'cHJldjUxMg==', txn512: 'dHhuNTEy' });
    expect(with512.previousBlockHash512).toBe('cHJldjUxMg==');
    expect(with512.transactionsRootSha512).toBe('dHhuNTEy');
    const without = algodBlockView(header);
    expect(without).not.toHaveProperty('previousBlockHash512');
    expect(without).not.toHaveProperty('transactionsRootSha512');
  });
});
