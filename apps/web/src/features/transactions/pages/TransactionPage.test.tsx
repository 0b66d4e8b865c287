import { msgpackRawEncode } from 'algosdk';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOCK_LABELS } from '../../blocks/blockLabels';
import { EXPLORER_LABELS } from '../../explore/explorerLabels';
import { READ_ERROR_LABELS } from '../../../ui/readErrorLabels';
import { UI_LABELS } from '../../../ui/uiLabels';
import { fakeNetwork, type FakeNetwork, type Routes } from '../../explore/testing/fakeServices';
import { renderExplorer } from '../../explore/testing/renderExplorer';
import { TRANSACTION_LABELS as L } from '../transactionLabels';
import { TransactionPage } from './TransactionPage';
import { referencePath } from '../../../../../../scripts/referenceDir';

const RECORDED = referencePath(
  'sdk-testing/features/resources/v2indexerclient_responsejsons/searchForTransactions_0.json',
);
const networks: FakeNetwork[] = [];
afterEach(async () => Promise.all(networks.splice(0).map((n) => n.close())));

async function open(txid: string, indexer: Routes) {
  const net = await fakeNetwork({}, indexer);
  networks.push(net);
  renderExplorer(net.profile, '/:net/transaction/:txid', `/lab/transaction/${txid}`, <TransactionPage />);
  return net;
}

const APP_CALL_ID = 'A'.repeat(52);
const LSIG_SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const appCall = JSON.stringify({
  transaction: {
    id: APP_CALL_ID,
    'tx-type': 'appl',
    sender: LSIG_SENDER,
    fee: 2000,
    'first-valid': 1,
    'last-valid': 1001,
    'confirmed-round': 9,
    'round-time': 1795258905,
    note: Buffer.from('{"app":"call","n":1}').toString('base64'),
    signature: { logicsig: { logic: 'BoEBQw==', args: ['AQ=='] } },
    'application-transaction': {
      'application-id': 1234,
      'on-completion': 'noop',
      'application-args': ['aGk=', Buffer.alloc(32).toString('base64'), 'AP8='],
      'foreign-assets': [7],
    },
    logs: ['bG9nIG9uZQ=='],
    'inner-txns': [
      {
        'tx-type': 'pay',
        sender: LSIG_SENDER,
        fee: 0,
        'first-valid': 1,
        'last-valid': 1001,
        'payment-transaction': { amount: 1500000, receiver: LSIG_SENDER },
      },
    ],
  },
  'current-round': 10,
});

describe('TransactionPage', () => {
  it('shows a recorded multisig payment with its subsigners and which of them signed', async () => {
    const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as {
      transactions: { id: string; signature: { multisig?: unknown } }[];
    };
    const txn = recorded.transactions.find((t) => t.signature.multisig !== undefined)!;
    await open(txn.id, {
      [`/v2/transactions/${txn.id}`]: [200, JSON.stringify({ transaction: txn, 'current-round': 1 })],
    });
    expect(await screen.findByTestId('signature-kind')).toHaveTextContent(/^Multisig: \d+ of \d+$/);
    const subsigners = screen.getByRole('list', { name: L.subsigners });
    expect(within(subsigners).getAllByRole('link').length).toBeGreaterThan(1);
    expect(within(subsigners).getAllByLabelText(L.signed).length).toBeGreaterThan(0);
    expect(screen.getByTestId('field-receiver')).toHaveTextContent(/^[A-Z2-7]{58}$/);
    expect(screen.getByTestId('txn-type')).toHaveTextContent(EXPLORER_LABELS.txTypes['pay']!);
    // The recorded note is text: shown as text.
    expect(screen.getByTestId('note-value')).toHaveTextContent(/^A\. ; Alex McCabe/);
    // A payment without inner transactions has its picture too: one row, the payment.
    const flow = screen.getByRole('list', { name: BLOCK_LABELS.flow });
    expect(within(flow).getAllByRole('listitem')).toHaveLength(1);
    expect(within(flow).getByRole('listitem')).toHaveTextContent(/ALGO/);
  });

  it('shows an app call by logic sig: fields, JSON note, logs and the inner payment as a tree', async () => {
    const user = userEvent.setup();
    await open(APP_CALL_ID, { [`/v2/transactions/${APP_CALL_ID}`]: [200, appCall] });
    expect(await screen.findByTestId('signature-kind')).toHaveTextContent(L.signatureKinds.logicsig);
    expect(screen.getByText(L.delegation.contract)).toBeVisible();
    expect(screen.getByTestId('field-application-id')).toHaveTextContent('1234');
    expect(screen.getByRole('link', { name: '1234' })).toHaveAttribute('href', '/lab/application/1234');
    expect(screen.getByTestId('note-value')).toHaveTextContent('"app": "call"');
    const noteForms = screen.getByRole('group', { name: L.note });
    await user.click(within(noteForms).getByRole('button', { name: L.noteForms.text }));
    expect(screen.getByTestId('note-value')).toHaveTextContent('{"app":"call","n":1}');
    // Args and logs: text where printable, an account where 32 other bytes, else hex; each toggles.
    const args = screen.getByTestId('field-application-args');
    expect(args).toHaveTextContent('hi');
    expect(within(args).getByRole('link', { name: /^AAAAAA/ })).toHaveAttribute(
      'href',
      `/lab/account/${LSIG_SENDER}`,
    );
    expect(args).toHaveTextContent('00ff');
    const log = screen.getByTestId('txn-log');
    expect(log).toHaveTextContent(/^log one$/);
    const logViews = screen.getByRole('group', { name: UI_LABELS.bytesViewsOf(L.log(1)) });
    await user.click(within(logViews).getByRole('button', { name: UI_LABELS.bytesViews.base64 }));
    expect(log).toHaveTextContent(/^bG9nIG9uZQ==$/);
    await user.click(screen.getByText(EXPLORER_LABELS.txTypes['pay']!));
    expect(await screen.findByText('1.5 ALGO')).toBeVisible();
  });

  it('decodes a msgpack note once the SDK’s decoder has loaded', async () => {
    const txid = `${'C'.repeat(51)}Q`;
    const note = Buffer.from(msgpackRawEncode({ amt: 18446744073709551615n })).toString('base64');
    const body = appCall.replace(APP_CALL_ID, txid).replace(/"note":"[^"]*"/, `"note":"${note}"`);
    await open(txid, { [`/v2/transactions/${txid}`]: [200, body] });
    await waitFor(() =>
      expect(screen.getByTestId('note-value')).toHaveTextContent('"amt": "18446744073709551615"'),
    );
    expect(screen.getByRole('button', { name: L.noteForms.msgpack })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has not-found, invalid and needs-an-indexer states', async () => {
    const txid = `${'B'.repeat(51)}Q`;
    await open(txid, { [`/v2/transactions/${txid}`]: [404, '{"message":"no transaction found"}'] });
    expect(await screen.findByText(EXPLORER_LABELS.notFound.transaction)).toBeVisible();

    const net = await fakeNetwork({});
    networks.push(net);
    renderExplorer(net.profile, '/:net/transaction/:txid', `/lab/transaction/${txid}`, <TransactionPage />);
    expect(await screen.findByText(READ_ERROR_LABELS.needsIndexer)).toBeVisible();

    renderExplorer(net.profile, '/:net/transaction/:txid', '/lab/transaction/nope', <TransactionPage />);
    expect(await screen.findByText(EXPLORER_LABELS.invalid.txid)).toBeVisible();
  });
});
