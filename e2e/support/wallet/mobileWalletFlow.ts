import { expect, type BrowserContext, type Page } from '@playwright/test';
import { INLINE_CONFIG_ID } from '../../../apps/web/src/app/boot/inlineConfigId';
import { SEND_LABELS } from '../../../apps/web/src/ui/send/sendLabels';
import { WALLET_MESSAGES } from '../../../packages/core/src/wallet/walletMessages';
import type { WcBridge } from './wcBridge';
import type { ScriptedMobileWallet } from './scriptedMobileWallet';
import {
  chooseProvider,
  DECODE_LABELS,
  DECODE_TEST_IDS,
  expectConnectedAs,
  pasteOnDecodePage,
  signOnDecodePage,
} from './walletActions';
import { verifySignedTxn } from './verifySignedTxn';
import type { TwoPartyGroup, WalletLedger } from './walletLedger';

/** What differs between the two WalletConnect v1 wallets. */
export interface MobileWallet {
  provider: 'pera' | 'defly';
  /** The wallet's own name, as the app's messages use it. */
  name: string;
  /** The file the library fetches (at construction, connect and every sign) to pick a bridge. */
  configUrl: string;
  /** The custom element of the library's QR modal; its `uri` attribute is the pairing URI. */
  modalTag: string;
  /** The key of the app's /config.json `wallets` section that names a bridge for this wallet. */
  bridgeSetting: 'peraBridge' | 'deflyBridge';
}

export const PERA: MobileWallet = {
  provider: 'pera',
  name: 'Pera',
  configUrl: 'https://wc.perawallet.app/config.json',
  modalTag: 'pera-wallet-connect-modal',
  bridgeSetting: 'peraBridge',
};

export const DEFLY: MobileWallet = {
  provider: 'defly',
  name: 'Defly',
  configUrl: 'https://static.defly.app/wc-bridge-servers.json',
  modalTag: 'defly-wallet-connect-modal',
  bridgeSetting: 'deflyBridge',
};

/**
 * Answers the wallet's bridge list with our bridge for the whole test (it is fetched again when a
 * session resumes and before every signature). Returns how many times it was fetched.
 */
export async function serveWalletConfig(
  context: BrowserContext,
  wallet: MobileWallet,
  bridge: WcBridge,
): Promise<() => number> {
  let fetched = 0;
  await context.route(wallet.configUrl, (route) => {
    fetched += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({ servers: [bridge.url], silent: true, web_wallet: false, use_sound: false }),
    });
  });
  return () => fetched;
}

/**
 * Names our bridge in the app's own configuration (`wallets.peraBridge` / `deflyBridge`), on top of
 * what global setup serves, so the wallet's config file is not needed at all. The server writes the
 * config into each page (`<script type="application/json" id="sextant-config">`); a script run
 * before the page's own adds the bridge to that element as soon as the parser has made it (the app
 * reads it once the document is parsed). Not a rewrite of the page in flight: Chrome treats a page
 * fulfilled by the test as public and refuses its requests to the loopback sandbox.
 */
export async function nameBridgeInAppConfig(
  context: BrowserContext,
  wallet: MobileWallet,
  bridge: WcBridge,
): Promise<void> {
  await context.addInitScript(
    ({ id, setting, url }) => {
      const observer = new MutationObserver(() => {
        const element = document.getElementById(id);
        if (element === null) return;
        observer.disconnect();
        const config = JSON.parse(element.textContent ?? '{}') as { wallets?: Record<string, unknown> };
        element.textContent = JSON.stringify({ ...config, wallets: { ...config.wallets, [setting]: url } });
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { id: INLINE_CONFIG_ID, setting: wallet.bridgeSetting, url: bridge.url },
  );
}

/** Picks the wallet in our dialog, reads the pairing URI off its QR modal and pairs the phone. */
export async function pairFromDialog(
  page: Page,
  wallet: MobileWallet,
  phone: ScriptedMobileWallet,
  bridge: WcBridge,
): Promise<string> {
  await chooseProvider(page, wallet.provider);
  const modal = page.locator(wallet.modalTag);
  await expect(modal).toHaveAttribute('uri', /^wc:/);
  const uri = (await modal.getAttribute('uri')) ?? '';
  // The pairing URI names the relay the app will use: ours, never a public one.
  expect(decodeURIComponent(new URL(uri.replace(/^wc:/, 'wc://')).searchParams.get('bridge') ?? '')).toBe(
    bridge.url,
  );
  await phone.pair(uri);
  await expectConnectedAs(page, phone.address);
  await expect(modal).toHaveCount(0);
  return uri;
}

/**
 * Signs `base64Group` on /tools/decode with the connected phone and checks everything the phone
 * and the page say: the app asked for index 1 only (`signers: []` on index 0), the phone answered
 * null there, and the signature the page shows verifies against our key. Returns the request.
 */
export async function signGroupThroughDecode(
  page: Page,
  phone: ScriptedMobileWallet,
  ledger: WalletLedger,
  group: TwoPartyGroup,
  base64Group: string,
): Promise<void> {
  const before = phone.requests.length;
  await pasteOnDecodePage(page, base64Group, 2);
  const signed = await signOnDecodePage(page, 1);
  const request = await phone.waitForRequest(before + 1);
  expect(request.method).toBe('algo_signTxn');
  expect(request.txns).toHaveLength(2);
  expect(request.txns[0]!.signers).toEqual([]);
  expect(request.txns[1]!.signers).toBeUndefined();
  expect(request.outcome).toEqual({ signed: [null, expect.any(String)] });
  const { valid, txn } = verifySignedTxn(signed, ledger.ours.addr.toString());
  expect(valid).toBe(true);
  expect(txn.txID()).toBe(group.txns[1]!.txID());
  // The slot that is not ours stays unsigned on the page.
  await expect(page.getByTestId(DECODE_TEST_IDS.signedTxn(0))).toHaveCount(0);
}

/** After signing the group whose other half was signed in Node: send it and see it confirmed. */
export async function sendAndConfirm(page: Page): Promise<void> {
  await page.getByRole('button', { name: DECODE_LABELS.send, exact: true }).click();
  const confirmed = SEND_LABELS.confirmed('ROUND')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('ROUND', '\\d+');
  await expect(page.getByTestId(DECODE_TEST_IDS.sendStatus)).toContainText(new RegExp(confirmed));
}

/** The phone refuses: the page shows the app's sentence for it, with the wallet's own words. */
export async function expectRejectionShown(
  page: Page,
  wallet: MobileWallet,
  walletWords: string,
): Promise<void> {
  await page.getByRole('button', { name: DECODE_LABELS.signWithWallet }).click();
  const error = page.getByTestId(DECODE_TEST_IDS.signError);
  await expect(error).toContainText(WALLET_MESSAGES.userRejected(wallet.name));
  await expect(error).toContainText(walletWords);
}
