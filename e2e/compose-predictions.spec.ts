import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import { COMPOSE_MESSAGES } from '../packages/core/src/compose/composeMessages';
import { FEE_MESSAGES } from '../packages/core/src/fees/feeMessages';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

/**
 * What the studio predicts is what the chain does (issue 33): a rekeyed sender is no failure, two
 * identical transactions are said at Build, and a receiver the ledger has never seen is held to
 * the base minimum in the preview.
 */
test.describe('transaction studio: predictions', () => {
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  const shoot = async (page: Page, name: string) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`compose-${name}-1280.png`), fullPage: true });
  };

  test('a payment from a rekeyed sender simulates as it will commit (signed by its auth address)', async ({
    page,
  }) => {
    const d = await ledger.kmdAccount(1_000_000n);
    const e = await ledger.kmdAccount();
    const rekey = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: d.addr,
      receiver: d.addr,
      amount: 0,
      rekeyTo: e.addr,
      suggestedParams: await ledger.params(),
    });
    await ledger.send([rekey], [d]);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: d.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.build();
    await expect(page.getByTestId('compose-simulation')).toHaveAttribute('data-ok', 'true');
    await shoot(page, 'rekeyed-sender');
    // and it does commit, signed by E through kmd
    await s.signWithKmd();
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
  });

  test('two identical transactions are said at Build, not dropped in silence', async ({ page }) => {
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: ledger.funderAddress,
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '1',
    });
    await s.txns
      .first()
      .getByRole('button', { name: L.duplicate(1) })
      .click();
    await page.getByRole('button', { name: L.build, exact: true }).click();
    await expect(s.refusal).toHaveText(COMPOSE_MESSAGES.identical(2, 1));
    await expect(s.stepper).toHaveAttribute('data-status', 'building');
    await shoot(page, 'identical');
  });

  test('paying 0.05 ALGO to an address never seen warns that it stays below the minimum', async ({
    page,
  }) => {
    const unseen = algosdk.generateAccount().addr.toString();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: ledger.funderAddress,
      [F.receiver]: unseen,
      [F.amountAlgo]: '0.05',
    });
    await expect(page.getByTestId('compose-balance-warning')).toHaveText(
      FEE_MESSAGES.belowMin(unseen, 50_000n, 100_000n),
    );
    await shoot(page, 'unseen-receiver');
  });
});
