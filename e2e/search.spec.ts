import algosdk from 'algosdk';
import { SEARCH_MESSAGES } from '../packages/core/src/search/searchMessages';
import { SEARCH_CHOICE_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { NOT_FOUND_LABELS } from '../apps/web/src/features/errors/notFoundLabels';
import { SHELL_LABELS } from './support/appActions';
import { expect, test } from './support/fixtures';

test('an address opens the account screen with that address', async ({ page }) => {
  const address = algosdk.generateAccount().addr.toString();
  await page.goto('/sandbox');
  await page.getByRole('combobox', { name: SHELL_LABELS.search }).fill(address);
  await expect(page.getByRole('option', { name: new RegExp(SEARCH_CHOICE_LABELS.account) })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/sandbox/account/${address}`);
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByTestId('param-address')).toHaveText(address);
});

test('a number offers asset, application and block', async ({ page }) => {
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  await search.fill('5');
  const options = page.getByRole('option');
  await expect(options).toHaveText([
    new RegExp(SEARCH_CHOICE_LABELS.asset),
    new RegExp(SEARCH_CHOICE_LABELS.application),
    new RegExp(SEARCH_CHOICE_LABELS.block),
  ]);
  // Picked by hand: the highlight starts on whichever exists, so arrow counts depend on the ledger.
  await options.nth(2).click();
  await expect(page).toHaveURL('/sandbox/block/5');
  await expect(page.getByTestId('param-round')).toHaveText('5');
});

test('a transaction id and a group id open their screens', async ({ page }) => {
  const sender = algosdk.generateAccount().addr;
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: sender,
    amount: 1,
    suggestedParams: {
      fee: 1000,
      minFee: 1000,
      firstValid: 1,
      lastValid: 10,
      genesisHash: new Uint8Array(32),
    },
  });
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  await search.fill(txn.txID());
  await search.press('Enter');
  await expect(page).toHaveURL(`/sandbox/transaction/${txn.txID()}`);
  await expect(page.getByTestId('param-transaction-id')).toHaveText(txn.txID());

  // A group id is base64 and may hold '/' and '+': it must survive the URL.
  let groupId = '';
  for (let i = 0; !groupId.includes('/') && i < 200; i++) {
    const [grouped] = algosdk.assignGroupID([
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: sender,
        amount: i,
        suggestedParams: {
          fee: 1000,
          minFee: 1000,
          firstValid: 1,
          lastValid: 10,
          genesisHash: new Uint8Array(32),
        },
      }),
    ]);
    groupId = Buffer.from(grouped!.group!).toString('base64');
  }
  await search.fill(groupId);
  await search.press('Enter');
  await expect(page).toHaveURL(`/sandbox/group/${encodeURIComponent(groupId)}`);
  await expect(page.getByTestId('param-group-id')).toHaveText(groupId);
});

test('input that is nothing known says why', async ({ page }) => {
  const address = algosdk.generateAccount().addr.toString();
  const tampered = (address.startsWith('A') ? 'B' : 'A') + address.slice(1);
  await page.goto('/sandbox');
  const search = page.getByRole('combobox', { name: SHELL_LABELS.search });
  await search.fill(tampered);
  await expect(page.getByRole('alert')).toHaveText(SEARCH_MESSAGES.badChecksum);
  // Text too long to be an asset's name or unit: nothing to offer, and Enter stays put.
  const long = 'hello there, this is not anything at all';
  await search.fill(long);
  await expect(page.getByRole('alert')).toHaveText(SEARCH_MESSAGES.unrecognized);
  await search.press('Enter');
  await expect(page).toHaveURL('/sandbox');
  // Short text may be an asset's unit or name: both searches offered, with the hint.
  await search.fill('hello');
  await expect(page.getByTestId('search-text-hint')).toHaveText(SEARCH_MESSAGES.unrecognized);
  await expect(page.getByRole('option')).toHaveText([
    new RegExp(SEARCH_CHOICE_LABELS.assetUnit),
    new RegExp(SEARCH_CHOICE_LABELS.assetName),
  ]);
  await search.press('Enter');
  await expect(page).toHaveURL('/sandbox/assets?unit=hello');
});

test('unknown networks and paths get a not-found page with a way back', async ({ page }) => {
  await page.goto('/nowhere/account/X');
  await expect(page.getByText(NOT_FOUND_LABELS.noNetwork('nowhere'))).toBeVisible();
  await page.goto('/sandbox/no-such-screen');
  await expect(page.getByText(NOT_FOUND_LABELS.noPage('/sandbox/no-such-screen'))).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sandbox' }).click();
  await expect(page).toHaveURL('/sandbox');
});
