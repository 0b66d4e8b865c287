import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { V42_LABELS } from '../apps/web/src/features/transactions/v42/v42Labels';
import { e2eEnv } from './support/e2eEnv';
import { SCHEMES, WIDTHS, saveScreen, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { fillV42Ledger, type V42Ledger } from './support/v42Ledger';

/**
 * Consensus v42 in the explorer, on transactions committed on the sandbox: a Falcon-1024 pqsig
 * (go: data/transactions/pqsig.go, signedtxn.go FeeFactor), a logic sig delegated with one, an
 * access list and a reject version (data/transactions/application.go ResourceRef, RejectVersion),
 * a v13 logic sig salted by the assembler (data/transactions/logic/assembler.go finalizeProgram).
 */
let ledger: V42Ledger;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  ledger = await fillV42Ledger({ algod: e2eEnv('algodUrl'), kmd: e2eEnv('kmdUrl'), token: e2eEnv('token') });
});

test('a pqsig payment: scheme, salt, key, signature size and its fee; the PQ badge in rows and on the account', async ({
  page,
}, testInfo) => {
  // Four full-page screenshots and two account pages on CI's two shared cores.
  test.setTimeout(150_000);
  await page.goto(`/sandbox/transaction/${ledger.pqPaymentTxid}`);
  await expect(page.getByTestId('signature-kind')).toHaveText(V42_LABELS.pqKind('Falcon-1024'));
  await expect(page.getByTestId('pq-scheme')).toHaveText('Falcon-1024 (f1)');
  await expect(page.getByTestId('pq-salt')).toHaveText(String(ledger.pqSalt));
  await expect(page.getByTestId('pq-address')).toHaveText(ledger.pqAddress);
  // go: crypto.FalconPublicKeySize = 1793.
  await expect(page.getByTestId('pq-public-key')).toBeAttached();
  await expect(page.getByText(V42_LABELS.publicKeyBytes(1793))).toBeVisible();
  await expect(page.getByTestId('pq-signature-size')).toContainText('bytes');
  await expect(page.getByTestId('pq-fee')).toHaveText(V42_LABELS.pqFeeText('0.002 ALGO', '0.003 ALGO'));
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, testInfo, `v42-pqsig-${width}-${scheme}`);
    }

  await page.goto(`/sandbox/account/${ledger.pqAddress}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_LABELS.title })).toBeVisible();
  await expect(page.getByTestId('account-pq')).toContainText(V42_LABELS.accountPQ('Falcon-1024'));
  const rows = page.getByRole('list', { name: ACCOUNT_LABELS.tabs.transactions }).getByTestId('txn-row');
  // Funding (signed by the funder), the pqsig payment, the PQ-delegated logic sig payment.
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('pq-badge')).toHaveCount(2);

  await page.goto(`/sandbox/account/${ledger.funder}`);
  await expect(page.getByRole('heading', { name: ACCOUNT_LABELS.title })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toBeVisible();
  await expect(page.getByTestId('account-pq')).toHaveCount(0);
});

test('a logic sig delegated by a PQ key, and a v13 logic sig salted by the assembler', async ({ page }) => {
  await page.goto(`/sandbox/transaction/${ledger.pqDelegatedTxid}`);
  await expect(page.getByText(V42_LABELS.delegatedByPQ)).toBeVisible();
  await expect(page.getByTestId('pq-address')).toHaveText(ledger.pqAddress);
  await expect(page.getByTestId('lsig-salt')).toHaveText(V42_LABELS.offCurve);

  await page.goto(`/sandbox/transaction/${ledger.saltedLsigTxid}`);
  await expect(page.getByTestId('lsig-salt')).toHaveText(V42_LABELS.salted('trailing', 0n));
});

test('an app call with an access list, each entry typed, and its reject version', async ({
  page,
}, testInfo) => {
  await page.goto(`/sandbox/transaction/${ledger.accessCallTxid}`);
  await expect(page.getByTestId('field-reject-version')).toHaveText('7');
  const entries = page.getByRole('list', { name: V42_LABELS.access }).getByTestId('access-entry');
  await expect(entries.getByTestId('access-kind')).toHaveText([
    V42_LABELS.accessKinds.address,
    V42_LABELS.accessKinds.app,
    V42_LABELS.accessKinds.box,
    V42_LABELS.accessKinds.quota,
  ]);
  await expect(entries.nth(0).getByRole('link')).toHaveText(ledger.pqAddress);
  await expect(entries.nth(1).getByRole('link')).toHaveText(String(ledger.appId));
  await expect(entries.nth(2).getByTestId('access-box-name')).toHaveText('"vault"');
  for (const width of WIDTHS) {
    await setScreen(page, width, 'light');
    await saveScreen(page, testInfo, `v42-access-${width}-light`);
  }
});
