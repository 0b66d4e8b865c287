import { join } from 'node:path';
import { REJECTION_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

/**
 * Each pool rejection reaches the person in the catalogue's plain words (facts computed here, not
 * read back from the page), with the node's own text one click away. Simulation shows the failure
 * before any wallet is asked.
 */
test.describe('transaction studio: rejections in plain words', () => {
  // Whole groups typed, signed and sent through the UI: slower than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  async function sendAndFail(s: ComposeScreen, simulated?: string): Promise<void> {
    await s.build();
    await expect(s.page.getByTestId('compose-simulation')).toHaveAttribute('data-ok', 'false');
    if (simulated !== undefined)
      await expect(s.page.getByTestId('compose-simulation-error')).toHaveText(simulated);
    await s.signWithKmd();
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'failed');
  }

  async function expectNodeWords(s: ComposeScreen, pattern: RegExp): Promise<void> {
    await s.page.getByTestId('compose-send').getByText(L.nodeText).click();
    await expect(s.page.getByTestId('compose-send').locator('pre')).toHaveText(pattern);
  }

  test('overspend, with the shortfall', async ({ page }, testInfo) => {
    const a = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '5',
    });
    await sendAndFail(s);
    await expect(page.getByTestId('compose-error')).toHaveText(
      M.transaction(1, M.overspend(a.addr.toString(), 999_000n, 5_000_000n)),
    );
    await expectNodeWords(s, /overspend/);
    // The failed state, for a person to look at (e2e/test-results/screens/).
    await page.screenshot({
      path: join(testInfo.project.outputDir, 'screens', 'compose-failed-1280.png'),
      fullPage: true,
    });
  });

  test('below the minimum balance', async ({ page }) => {
    const a = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.95',
    });
    await expect(page.getByTestId('compose-balance-warning')).toBeVisible();
    await sendAndFail(s);
    await expect(page.getByTestId('compose-error')).toHaveText(
      M.transaction(1, M.belowMinBalance(a.addr.toString(), 49_000n, 100_000n)),
    );
    await expectNodeWords(s, /below min/);
  });

  test('fee too small', async ({ page }) => {
    const a = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.openAdvanced();
    await s.choose(F.fee, 'flat');
    await s.fill({ [F.flatFee]: '0' });
    const expected = M.transaction(1, M.feeTooSmall(0n, 1000n));
    // simulate finds it first and says nothing was sent; the send then is rejected
    await sendAndFail(s, M.wouldRejectTransaction(1, M.feeTooSmall(0n, 1000n)));
    await expect(page.getByTestId('compose-error')).toHaveText(expected);
  });

  test('outside its valid rounds', async ({ page }) => {
    const a = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.openAdvanced();
    await s.fill({ [F.firstValid]: '1', [F.lastValid]: '2' });
    await s.build();
    await s.signWithKmd();
    // Nothing else reaches this sandbox while the test runs: the next block is the current round + 1.
    const next = (await ledger.round()) + 1n;
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'failed');
    await expect(page.getByTestId('compose-error')).toHaveText(M.transaction(1, M.expired(next, 1n, 2n)));
  });

  test('receiver not opted in to the asset', async ({ page }) => {
    const asset = await ledger.createAsset(0, 'NOP');
    const stranger = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('axfer', {
      [F.sender]: ledger.funderAddress,
      [F.assetId]: asset.toString(),
      [F.receiver]: stranger.addr.toString(),
      [F.amountAsset('NOP')]: '3',
    });
    await sendAndFail(s);
    await expect(page.getByTestId('compose-error')).toHaveText(
      M.transaction(1, M.receiverNotOptedIn(stranger.addr.toString(), asset)),
    );
    await expectNodeWords(s, /must optin/);
  });
});
