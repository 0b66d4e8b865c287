import algosdk from 'algosdk';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INDEXER_TOKEN_CHECK_PATH } from '@sextant/core/network/probeIndexer';
import { AccountPage } from '../../features/accounts/pages/AccountPage';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../features/explore/testing/fakeServices';
import { renderExplorer } from '../../features/explore/testing/renderExplorer';
import { PROBE_LABELS } from '../../features/network/probeLabels';
import { AccountsList } from '../../features/wallet/runtime/AccountsList';
import { NetworkStatusBadge } from '../layout/NetworkStatusBadge';
import { invalidateCommitted } from './invalidateCommitted';

const SENDER = algosdk.generateAccount().addr.toString();
const BYSTANDER = algosdk.generateAccount().addr.toString();
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

const algodAccount = (address: string, amount: number) =>
  `{"address":"${address}","amount":${amount},"amount-without-pending-rewards":${amount},"min-balance":100000,` +
  '"pending-rewards":0,"rewards":0,"round":2,"status":"Offline","total-apps-opted-in":0,"total-assets-opted-in":0,' +
  '"total-created-apps":0,"total-created-assets":0}';
const indexerAccount = (address: string, amount: number) =>
  `{"account":${algodAccount(address, amount)},"current-round":2}`;
const NO_TXNS = '{"transactions":[],"current-round":2}';

/** The ledger before the commit: round 2, the sender holds 5 ALGO. */
function ledger(round: number, senderAmount: number): { algod: Routes; indexer: Routes } {
  return {
    algod: {
      '/health': [200, 'null'],
      '/versions': [200, '{"genesis_id":"lab-v1","genesis_hash_b64":"SGGc=","build":{"major":4,"minor":1}}'],
      '/v2/status': [200, `{"last-round":${round},"last-version":"future"}`],
      [`/v2/accounts/${SENDER}?format=json`]: [200, algodAccount(SENDER, senderAmount)],
      [`/v2/accounts/${SENDER}?exclude=all&format=json`]: [200, algodAccount(SENDER, senderAmount)],
      [`/v2/accounts/${BYSTANDER}?format=json`]: [200, algodAccount(BYSTANDER, 9_000_000)],
    },
    indexer: {
      '/health': [200, `{"round":${round},"is-migrating":false,"db-available":true}`],
      [INDEXER_TOKEN_CHECK_PATH]: [200, `{"assets":[],"current-round":${round}}`],
      [`/v2/accounts/${SENDER}?exclude=all&include-all=true`]: [200, indexerAccount(SENDER, senderAmount)],
      [`/v2/accounts/${SENDER}/transactions?limit=25`]: [200, NO_TXNS],
    },
  };
}

describe('invalidateCommitted', () => {
  it('refreshes the account page, the wallet list and the header round of what a commit touched', async () => {
    const before = ledger(2, 5_000_000);
    const net = await fakeNetwork(before.algod, before.indexer);
    networks.push(net);
    const { client } = renderExplorer(
      net.profile,
      '/:net/account/:address',
      `/lab/account/${SENDER}`,
      <>
        <NetworkStatusBadge profile={net.profile} />
        <AccountsList
          network={net.profile}
          accounts={[SENDER, BYSTANDER]}
          active={SENDER}
          onUse={() => undefined}
          onNavigate={() => undefined}
          footer={null}
        />
        <AccountPage />
      </>,
    );
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('5 ALGO');
    await waitFor(() =>
      expect(screen.getAllByTestId('wallet-balance').map((b) => b.textContent)).toEqual(['5 ALGO', '9 ALGO']),
    );
    expect(await screen.findByTestId('network-status-round')).toHaveTextContent(PROBE_LABELS.round(2n));
    const asked = (path: string) => net.requests.filter((r) => r === path).length;
    const bystanderAsked = asked(`/v2/accounts/${BYSTANDER}?format=json`);
    const transactionsAsked = asked(`/v2/accounts/${SENDER}/transactions?limit=25`);

    // The group commits in round 3 and pays 2 ALGO out of the sender's account.
    const after = ledger(3, 3_000_000);
    Object.assign(before.algod, after.algod);
    Object.assign(before.indexer, after.indexer);
    await invalidateCommitted(client, net.profile.id, { addresses: [SENDER] });

    await waitFor(() => expect(screen.getByTestId('account-balance')).toHaveTextContent('3 ALGO'));
    expect(screen.getAllByTestId('wallet-balance').map((b) => b.textContent)).toEqual(['3 ALGO', '9 ALGO']);
    expect(screen.getByTestId('network-status-round')).toHaveTextContent(PROBE_LABELS.round(3n));
    // The account's lists are asked again too; an account the group did not touch is not.
    expect(asked(`/v2/accounts/${SENDER}/transactions?limit=25`)).toBeGreaterThan(transactionsAsked);
    expect(asked(`/v2/accounts/${BYSTANDER}?format=json`)).toBe(bystanderAsked);
  });
});
