import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { expect, test } from './support/fixtures';
import { installLuteStandIn } from './support/wallet/luteStandIn';
import { sendAndConfirm } from './support/wallet/mobileWalletFlow';
import { verifySignedTxn } from './support/wallet/verifySignedTxn';
import {
  chooseProvider,
  DECODE_LABELS,
  DECODE_TEST_IDS,
  disconnectFromApp,
  expectConnectedAs,
  expectDisconnected,
  pasteOnDecodePage,
  signOnDecodePage,
  WALLET_LABELS,
} from './support/wallet/walletActions';
import { buildTwoPartyGroup, createWalletLedger } from './support/wallet/walletLedger';

// A whole session (popups, library chunks, sandbox confirmation) on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

// Lute is a web wallet in its own window: lute-connect opens https://lute.app/<action>, which the
// stand-in serves under that very origin (lute-connect checks event.origin), signing in Node.
test('Lute: a window closed on connect is reported, connect in its window, sign, a closed window is reported, resume after a reload, send, disconnect', async ({
  page,
  context,
  sandbox,
}) => {
  const ledger = await createWalletLedger(sandbox);
  const lute = await installLuteStandIn(context, ledger.ours);
  const ours = ledger.ours.addr.toString();
  await page.goto('/tools/decode');
  await expectDisconnected(page);

  // First the person closes the Lute window without connecting: our dialog comes back and says so.
  lute.closeNext();
  await chooseProvider(page, 'lute');
  const dialog = page.getByRole('dialog', { name: WALLET_LABELS.dialogTitle });
  const closedOnConnect = `${WALLET_MESSAGES.popupClosed('Lute')} ${WALLET_MESSAGES.walletSaid('Operation Cancelled')}`;
  await expect(dialog.getByRole('alert')).toHaveText(closedOnConnect);
  await expectDisconnected(page);
  await page.keyboard.press('Escape');

  const connectWindow = page.waitForEvent('popup');
  await chooseProvider(page, 'lute');
  expect(new URL((await connectWindow).url()).href).toBe('https://lute.app/connect');
  await expectConnectedAs(page, ours);
  // lute-connect asked for our network by genesis id.
  expect(lute.requests[1]).toMatchObject({
    path: '/connect',
    action: 'network',
    genesisID: ledger.genesisId,
  });

  const group = await buildTwoPartyGroup(ledger, 'Lute');
  await pasteOnDecodePage(page, group.unsignedBase64, 2);
  const signed = await signOnDecodePage(page, 1);
  const request = await lute.waitForRequest(3);
  expect(request.path).toBe('/sign');
  expect(request.txns?.map((t) => t.signers)).toEqual([[], undefined]);
  const { valid, txn } = verifySignedTxn(signed, ours);
  expect(valid).toBe(true);
  expect(txn.txID()).toBe(group.txns[1]!.txID());
  await expect(page.getByTestId(DECODE_TEST_IDS.signedTxn(0))).toHaveCount(0);

  // The person closes the Lute window instead of approving: Lute says "close" (code 4100).
  const closing = await buildTwoPartyGroup(ledger, 'Lute closed');
  await pasteOnDecodePage(page, closing.unsignedBase64, 2);
  lute.closeNext();
  await page.getByRole('button', { name: DECODE_LABELS.signWithWallet }).click();
  const closedText = `${WALLET_MESSAGES.popupClosed('Lute')} ${WALLET_MESSAGES.walletSaid('User Rejected Request')}`;
  await expect(
    page.getByTestId(DECODE_TEST_IDS.signError).getByText(closedText, { exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId(DECODE_TEST_IDS.signedTxn(1))).toHaveCount(0);
  expect(lute.requests).toHaveLength(4);

  // Reload: the session resumes from storage, without opening Lute again.
  let windowsOpened = 0;
  context.on('page', () => (windowsOpened += 1));
  await page.reload();
  await expectConnectedAs(page, ours);
  expect(windowsOpened).toBe(0);

  // Sign again after the resume; with the other half signed in Node the sandbox confirms the group.
  const second = await buildTwoPartyGroup(ledger, 'Lute second');
  await pasteOnDecodePage(page, second.otherSignedBase64, 2);
  const again = await signOnDecodePage(page, 1);
  expect(verifySignedTxn(again, ours).valid).toBe(true);
  expect((await lute.waitForRequest(5)).txns?.map((t) => t.signers)).toEqual([[], undefined]);
  await sendAndConfirm(page);

  await disconnectFromApp(page);
  await page.reload();
  await expectDisconnected(page);
});
