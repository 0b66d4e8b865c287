import { expect, test } from '../fixtures';
import {
  expectRejectionShown,
  nameBridgeInAppConfig,
  pairFromDialog,
  sendAndConfirm,
  serveWalletConfig,
  signGroupThroughDecode,
  type MobileWallet,
} from './mobileWalletFlow';
import { createScriptedMobileWallet, type ScriptedMobileWallet } from './scriptedMobileWallet';
import {
  disconnectFromApp,
  expectConnectedAs,
  expectDisconnected,
  pasteOnDecodePage,
  walletChip,
} from './walletActions';
import { buildTwoPartyGroup, createWalletLedger, type WalletLedger } from './walletLedger';
import { startWcBridge, type WcBridge } from './wcBridge';

/**
 * The WalletConnect v1 wallet's whole life against the built app, the real dApp library, a relay on
 * 127.0.0.1 and a scripted phone in this process (one bridge, ledger and phone per test).
 */
export function describeMobileWallet(wallet: MobileWallet): void {
  let bridge: WcBridge;
  let ledger: WalletLedger;
  let phone: ScriptedMobileWallet;

  // Each test walks a whole session (library chunks, relay round trips, sandbox confirmations) on
  // a shared two-core machine: give it room rather than race the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ sandbox }) => {
    bridge = await startWcBridge();
    ledger = await createWalletLedger(sandbox);
    phone = createScriptedMobileWallet(ledger.ours);
  });
  test.afterEach(async () => {
    phone.close();
    await bridge.close();
  });

  test(`${wallet.name}: pair, sign a group with one transaction of ours, resume after a reload, sign and send, disconnect`, async ({
    page,
    context,
  }) => {
    const configFetches = await serveWalletConfig(context, wallet, bridge);
    await page.goto('/tools/decode');
    await expectDisconnected(page);

    await pairFromDialog(page, wallet, phone, bridge);
    // Sandbox is neither MainNet nor TestNet: the session asks for ARC-25's "any network".
    expect(phone.requestedChainId()).toBe(4160);

    const first = await buildTwoPartyGroup(ledger, `${wallet.name} first`);
    await signGroupThroughDecode(page, phone, ledger, first, first.unsignedBase64);

    // Reload: the session comes back from storage, without a new pairing (no QR modal).
    await page.reload();
    await expectConnectedAs(page, phone.address);
    await expect(page.locator(wallet.modalTag)).toHaveCount(0);

    // Sign again over the resumed session; the other half was signed in Node, so the group is
    // complete and the sandbox confirms it (its signature checks are the node's, not ours).
    const second = await buildTwoPartyGroup(ledger, `${wallet.name} second`);
    const fetchesBeforeSign = configFetches();
    await signGroupThroughDecode(page, phone, ledger, second, second.otherSignedBase64);
    // The library asked for its bridge list again to sign: why the route stays for the whole test.
    expect(configFetches()).toBeGreaterThan(fetchesBeforeSign);
    await sendAndConfirm(page);
    expect(phone.requests).toHaveLength(2);

    // Disconnect from the app: the phone is told (wc_sessionUpdate approved:false).
    await disconnectFromApp(page);
    await phone.waitForDisconnect();
    expect(phone.isConnected()).toBe(false);
    await page.reload();
    await expectDisconnected(page);
  });

  test(`${wallet.name}: a refusal on the phone shows the wallet's words; the phone ends the session`, async ({
    page,
    context,
  }) => {
    await serveWalletConfig(context, wallet, bridge);
    await page.goto('/tools/decode');
    await pairFromDialog(page, wallet, phone, bridge);

    const group = await buildTwoPartyGroup(ledger, `${wallet.name} refused`);
    await pasteOnDecodePage(page, group.unsignedBase64, 2);
    phone.rejectNextRequest('Declined on the phone');
    await expectRejectionShown(page, wallet, 'Declined on the phone');
    expect(phone.requests[0]?.outcome).toEqual({ rejected: 'Declined on the phone' });

    // The person ends the session in the wallet app: the header follows, and a reload does not
    // bring it back.
    await phone.disconnect();
    await expectDisconnected(page);
    await page.reload();
    await expectDisconnected(page);
    await expect(walletChip(page)).toBeEnabled();
  });

  test(`${wallet.name}: the phone ends a session the app resumed after a reload`, async ({
    page,
    context,
  }) => {
    await serveWalletConfig(context, wallet, bridge);
    await page.goto('/tools/decode');
    await pairFromDialog(page, wallet, phone, bridge);
    await page.reload();
    await expectConnectedAs(page, phone.address);

    await phone.disconnect();
    await expectDisconnected(page);
  });

  test(`${wallet.name}: the relay named in Sextant's configuration is used without the wallet's bridge list`, async ({
    page,
    context,
  }) => {
    // The wallet's own bridge list stays unreachable (the fixture aborts it).
    await nameBridgeInAppConfig(context, wallet, bridge);
    await page.goto('/tools/decode');
    await pairFromDialog(page, wallet, phone, bridge);
    const group = await buildTwoPartyGroup(ledger, `${wallet.name} configured bridge`);
    await signGroupThroughDecode(page, phone, ledger, group, group.otherSignedBase64);
    await sendAndConfirm(page);
  });
}
