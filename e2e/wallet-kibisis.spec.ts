import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { expect, test } from './support/fixtures';
import { installKibisisStandIn, KIBISIS_PROVIDER_ID } from './support/wallet/kibisisStandIn';
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
} from './support/wallet/walletActions';
import { buildTwoPartyGroup, createWalletLedger } from './support/wallet/walletLedger';

// A whole session (library chunks, sandbox confirmation) on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

// Kibisis is an ARC-27 browser extension: the stand-in is its content script, injected before the
// app runs, answering the window events @agoralabs-sh/avm-web-provider sends and signing in Node.
test('Kibisis: connect over ARC-27, sign, a cancelled request is reported, resume after a reload, send, disconnect', async ({
  page,
  context,
  sandbox,
}) => {
  const ledger = await createWalletLedger(sandbox);
  const kibisis = await installKibisisStandIn(context, ledger.ours, {
    genesisId: ledger.genesisId,
    genesisHash: ledger.genesisHash,
  });
  const ours = ledger.ours.addr.toString();
  await page.goto('/tools/decode');
  await expectDisconnected(page);

  await chooseProvider(page, 'kibisis');
  await expectConnectedAs(page, ours);
  // The app asked Kibisis, by its provider id, for our network by genesis hash.
  expect((await kibisis.waitForRequest('enable')).params).toEqual({
    genesisHash: ledger.genesisHash,
    providerId: KIBISIS_PROVIDER_ID,
  });

  const group = await buildTwoPartyGroup(ledger, 'Kibisis');
  await pasteOnDecodePage(page, group.unsignedBase64, 2);
  const signed = await signOnDecodePage(page, 1);
  const request = await kibisis.waitForRequest('sign_transactions');
  expect(request.params?.providerId).toBe(KIBISIS_PROVIDER_ID);
  expect(request.params?.txns?.map((t) => t.signers)).toEqual([[], undefined]);
  const { valid, txn } = verifySignedTxn(signed, ours);
  expect(valid).toBe(true);
  expect(txn.txID()).toBe(group.txns[1]!.txID());
  await expect(page.getByTestId(DECODE_TEST_IDS.signedTxn(0))).toHaveCount(0);

  // The person dismisses the request in the extension (ARC-27 MethodCanceledError, 4001).
  const refused = await buildTwoPartyGroup(ledger, 'Kibisis cancelled');
  await pasteOnDecodePage(page, refused.unsignedBase64, 2);
  kibisis.cancelNext();
  await page.getByRole('button', { name: DECODE_LABELS.signWithWallet }).click();
  const rejectedText = `${WALLET_MESSAGES.userRejected('Kibisis')} ${WALLET_MESSAGES.walletSaid('user dismissed action')}`;
  await expect(
    page.getByTestId(DECODE_TEST_IDS.signError).getByText(rejectedText, { exact: true }),
  ).toBeVisible();

  // Reload: use-wallet resumes by asking the extension to enable again, silently.
  const before = kibisis.requests.length;
  await page.reload();
  await expectConnectedAs(page, ours);
  expect((await kibisis.waitForRequest('enable', before)).params?.genesisHash).toBe(ledger.genesisHash);

  const second = await buildTwoPartyGroup(ledger, 'Kibisis second');
  await pasteOnDecodePage(page, second.otherSignedBase64, 2);
  const afterResume = kibisis.requests.length;
  const again = await signOnDecodePage(page, 1);
  expect(verifySignedTxn(again, ours).valid).toBe(true);
  expect((await kibisis.waitForRequest('sign_transactions', afterResume)).params?.txns?.[0]?.signers).toEqual(
    [],
  );
  await sendAndConfirm(page);

  await disconnectFromApp(page);
  await kibisis.waitForRequest('disable');
  await page.reload();
  await expectDisconnected(page);
});
