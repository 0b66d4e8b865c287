import algosdk from 'algosdk';
import { DECODE_LABELS as D, DECODE_TEST_IDS as DT } from '../apps/web/src/features/tools/decodeLabels';
import { GROUP_MESSAGES } from '../packages/core/src/catalogue/catalogueMessages';
import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { L } from './support/composeScreen';
import { expect, test } from './support/fixtures';
import { connectKmd, kmdDefaultAddresses, sandboxClients, walletChip } from './support/kmdWallet';

// The refusals are reached from a real screen: transactions pasted on /tools/decode and signed
// with the connected kmd wallet. Every request the page makes to kmd is counted: a refused group
// must not reach the wallet at all (kmd signing starts with /v1/wallet/init).
test('refused before the wallet is asked: 17 transactions, another network’s transaction', async ({
  page,
  sandbox,
}) => {
  const [from, to] = await kmdDefaultAddresses(sandbox);
  const params = await sandboxClients(sandbox).algod.getTransactionParams().do();
  const pay = (amount: number, genesisHash = params.genesisHash) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from!,
      receiver: to!,
      amount,
      suggestedParams: { ...params, genesisHash },
    });
  const paste = (txns: algosdk.Transaction[]) =>
    Buffer.concat(txns.map((t) => algosdk.encodeUnsignedTransaction(t))).toString('base64');

  await page.goto('/sandbox');
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');

  const kmdCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(sandbox.kmd) && r.method() === 'POST') kmdCalls.push(new URL(r.url()).pathname);
  });
  await page.getByRole('link', { name: 'Decode', exact: true }).click();

  // 17 transactions pasted as one file (algosdk itself will not give 17 a group id).
  const seventeen = Array.from({ length: 17 }, (_, i) => pay(i + 1));
  await page.getByLabel(D.input).fill(paste(seventeen));
  await expect(page.getByTestId(DT.count)).toHaveText(D.decodedCount(17));
  await page.getByRole('button', { name: D.signWithWallet }).click();
  await expect(page.getByTestId(DT.signError)).toContainText(GROUP_MESSAGES.tooLarge(17));
  expect(kmdCalls).toEqual([]);

  // A transaction made for another network (its genesis hash differs).
  await page.getByLabel(D.input).fill(paste([pay(1, new Uint8Array(32).fill(7))]));
  await expect(page.getByTestId(DT.count)).toHaveText(D.decodedCount(1));
  await page.getByRole('button', { name: D.signWithWallet }).click();
  await expect(page.getByTestId(DT.signError)).toContainText(WALLET_MESSAGES.otherGenesis(1, 'Sandbox'));
  expect(kmdCalls).toEqual([]);

  // The same transaction for this network is signed: the counter sees the wallet when it is asked.
  await page.getByLabel(D.input).fill(paste([pay(2)]));
  await page.getByRole('button', { name: D.signWithWallet }).click();
  await expect(page.getByTestId(DT.signedTxn(0))).not.toBeEmpty();
  expect(kmdCalls).toContain('/v1/transaction/sign');
});

// An empty group never reaches the wallet either: with kmd connected, the studio's Build is disabled
// for it, so no "sign" action exists to call the wallet with (the signing service's own refusal of an
// empty group is unit-tested in core, signGroupWithWallet.test.ts).
test('refused before the wallet is asked: an empty group', async ({ page, sandbox }) => {
  await page.goto('/sandbox');
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');
  const kmdCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(sandbox.kmd) && r.method() === 'POST') kmdCalls.push(new URL(r.url()).pathname);
  });
  // In-app navigation: the session stays as connected, with no resume in between.
  await page.getByRole('link', { name: 'Compose', exact: true }).click();
  await expect(page.getByRole('heading', { name: L.title })).toBeVisible();
  // An empty group cannot even be built (compose-defects checks the button), so nothing can ask.
  await expect(page.getByRole('button', { name: L.build, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Sign with/ })).toHaveCount(0);
  expect(kmdCalls).toEqual([]);
});
