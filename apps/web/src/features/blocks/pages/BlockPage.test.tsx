import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { BLOCK_LABELS as L } from '../blockLabels';
import { BlockPage } from './BlockPage';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

async function open(round: string, algod: Routes, indexer?: Routes) {
  const net = await fakeNetwork(algod, indexer);
  networks.push(net);
  renderExplorer(net.profile, '/:net/block/:round', `/lab/block/${round}`, <BlockPage />);
  return net;
}

const algodBlock = JSON.stringify({
  block: {
    rnd: 5,
    ts: 1795258910,
    prev: 'blk-X',
    seed: 'c2VlZA==',
    txn: 'cm9vdA==',
    gen: 'sandnet-v1',
    gh: 'Z2g=',
    fc: 2000,
    proto: 'future',
    txns: [
      { txn: { type: 'pay', snd: SENDER, rcv: SENDER, amt: 1000, fee: 1000, fv: 4, lv: 1004 }, sig: 'c2ln' },
    ],
  },
});

describe('BlockPage', () => {
  it('works from algod alone: header fields and transactions, saying ids need an indexer', async () => {
    await open('5', { '/v2/blocks/5?format=json': [200, algodBlock] });
    // The person's own locale and zone on screen, UTC on hover.
    const time = (await screen.findByTestId('block-time')).querySelector('time');
    expect(time).toHaveAttribute('title', '2026-11-21 11:01:50 UTC');
    expect(time).toHaveAttribute('datetime', '2026-11-21T11:01:50.000Z');
    expect(screen.getByText('future')).toBeVisible();
    expect(screen.getByText(L.idsNeedIndexer)).toBeVisible();
    expect(screen.getByText('0.001 ALGO', { selector: '[data-testid="txn-amount"] *' })).toBeVisible();
    expect(screen.getByRole('link', { name: L.previousBlock })).toHaveAttribute('href', '/lab/block/4');
    // No v41 SHA-512 commitments in this block, so no rows for them.
    expect(screen.queryByText(L.previous512)).toBeNull();
    expect(screen.queryByText(L.txnRootSha512)).toBeNull();
  });

  it("shows the v41 SHA-512 commitments (go's BlockHeader.Branch512 `prev512`, TxnCommitments `txn512`)", async () => {
    const prev512 = 'cHJldjUxMg==';
    const txn512 = 'dHhuNTEy';
    const block = JSON.parse(algodBlock) as { block: Record<string, unknown> };
    await open('5', {
      '/v2/blocks/5?format=json': [200, JSON.stringify({ block: { ...block.block, prev512, txn512 } })],
    });
    const row = async (label: string) => (await screen.findByText(label)).parentElement;
    expect(await row(L.previous512)).toHaveTextContent(prev512);
    expect(await row(L.txnRootSha512)).toHaveTextContent(txn512);
  });

  it('reads the indexer first, and says when the block does not exist yet', async () => {
    await open(
      '500',
      { '/v2/blocks/500?format=json': [404, '{"message":"failed to retrieve information from the ledger"}'] },
      { '/v2/blocks/500': [404, '{"message":"block not found"}'] },
    );
    expect(await screen.findByText(EXPLORER_LABELS.notFound.block('500'))).toBeVisible();
  });

  it('refuses a round that is not a uint64', async () => {
    const net = await open('18446744073709551616', {});
    expect(await screen.findByText(EXPLORER_LABELS.invalid.number)).toBeVisible();
    expect(net.requests).toEqual([]);
  });
});
