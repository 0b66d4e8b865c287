import { FEE_MESSAGES } from '../packages/core/src/fees/feeMessages';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

test.describe('transaction studio: the group', () => {
  // Whole groups typed, signed and sent through the UI: slower than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  test('16 transactions are confirmed with the stepper stepping through every state; a 17th cannot be added', async ({
    page,
  }) => {
    const a = await ledger.kmdAccount(5_000_000n);
    const receiver = ledger.funderAddress;
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', { [F.sender]: a.addr.toString(), [F.receiver]: receiver, [F.amountAlgo]: '0.001' });
    for (let n = 2; n <= 16; n++) {
      await s.txns
        .nth(n - 2)
        .getByRole('button', { name: L.duplicate(n - 1) })
        .click();
      await s.txns
        .nth(n - 1)
        .getByRole('button', { name: L.select(n) })
        .click();
      await s.fill({ [F.amountAlgo]: `0.0${n < 10 ? '0' : ''}${n}` });
    }
    await expect(s.txns).toHaveCount(16);

    // A 17th cannot be added or duplicated in (compose-defects checks the counter and note).
    await expect(page.getByRole('button', { name: L.add, exact: true })).toBeDisabled();
    await expect(s.txns.first().getByRole('button', { name: L.duplicate(1) })).toBeDisabled();

    // Every value the stepper takes, in order, as the page shows it.
    await s.stepper.evaluate((el) => {
      const seen: string[] = [el.getAttribute('data-status') ?? ''];
      (window as unknown as { steps: string[] }).steps = seen;
      new MutationObserver(() => {
        const status = el.getAttribute('data-status') ?? '';
        if (seen.at(-1) !== status) seen.push(status);
      }).observe(el, { attributes: true, attributeFilter: ['data-status'] });
    });
    const txids = await s.buildSignSend();
    expect(txids).toHaveLength(16);
    expect(await page.evaluate(() => (window as unknown as { steps: string[] }).steps)).toEqual([
      'building',
      'built',
      'signed',
      'submitted',
      'committed',
    ]);
    const groupId = await page.getByTestId('compose-group-id').innerText();
    const last = await ledger.pending(txids[15]!);
    expect(Buffer.from(last.txn.txn.group!).toString('base64')).toBe(groupId);
  });

  test('one transaction pays the fee of the whole group', async ({ page }) => {
    const payer = await ledger.kmdAccount(2_000_000n);
    const free = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: payer.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.openAdvanced();
    await s.choose(F.fee, 'flat');
    await s.fill({ [F.flatFee]: '0.002' });
    await s.addTxn('pay', {
      [F.sender]: free.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.openAdvanced();
    await s.choose(F.fee, 'flat');
    await s.fill({ [F.flatFee]: '0' });
    await expect(page.getByTestId('compose-fee-pooling')).toHaveText(FEE_MESSAGES.covers(1, 2, 1000n));
    const txids = await s.buildSignSend();
    expect((await ledger.pending(txids[1]!)).txn.txn.fee).toBe(0n);
    expect(await ledger.balance(free.addr.toString())).toBe(900_000n);
  });

  test('a draft survives a reload mid-composition, and saved drafts reopen and delete', async ({ page }) => {
    const a = await ledger.kmdAccount();
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '1.5',
    });
    await s.addTxn('axfer', { [F.sender]: a.addr.toString(), [F.assetId]: '12' }, { [F.mode]: 'clawback' });
    await s.fill({ [F.clawbackFrom]: 'ABC' });
    await page.reload();
    await expect(s.txns).toHaveCount(2);
    await expect(s.editor.getByLabel(F.amountAlgo)).toHaveValue('1.5');
    await s.txns
      .nth(1)
      .getByRole('button', { name: L.select(2) })
      .click();
    await expect(s.editor.getByLabel(F.clawbackFrom, { exact: true })).toHaveValue('ABC');
    await expect(s.editor.getByLabel(F.assetId, { exact: true })).toHaveValue('12');
    await expect(s.editor.getByText(L.fields.clawbackFrom)).toBeVisible();
    await s.txns
      .first()
      .getByRole('button', { name: L.select(1) })
      .click();
    await expect(s.editor.getByLabel(F.sender, { exact: true })).toHaveValue(a.addr.toString());

    // A second draft; the first stays in the list and reopens.
    await s.newGroup();
    await s.addTxn('keyreg', { [F.sender]: a.addr.toString() }, { [F.mode]: 'offline' });
    const drafts = page.getByTestId('compose-draft');
    await expect(drafts).toHaveCount(2);
    await drafts
      .filter({ hasText: L.draftTitle(2, L.steps.building) })
      .getByRole('button', { name: /^Open/ })
      .click();
    await expect(s.txns).toHaveCount(2);
    const other = drafts.filter({ hasText: L.draftTitle(1, L.steps.building) });
    await other.getByRole('button', { name: /^Delete/ }).click();
    await other.getByRole('button', { name: /^Click again to delete/ }).click();
    await expect(drafts).toHaveCount(1);
    await page.reload();
    await expect(s.txns).toHaveCount(2);
    await expect(page.getByTestId('compose-draft')).toHaveCount(1);
  });
});
