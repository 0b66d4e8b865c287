import { join } from 'node:path';
import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import { formatAlgos } from '../packages/core/src/format/formatAlgos';
import { bundleToLink } from '../packages/core/src/multisig/bundleFile';
import { createBundle } from '../packages/core/src/multisig/MultisigBundle';
import { MULTISIG_LABELS, MULTISIG_TEST_IDS } from '../apps/web/src/features/multisig/multisigLabels';
import { SHELL_LABELS } from '../apps/web/src/app/layout/shellLabels';
import { seriousViolations, type Finding } from './support/axeAudit';
import { e2eSandboxUrls } from './support/e2eEnv';
import { prepareEveryRoute, type EveryRoute } from './support/everyRoute';
import { SCHEMES, setScreen } from './support/explorerScreens';
import { expect, test } from './support/fixtures';
import { networkQuiet } from './support/networkQuiet';
import { kmdDefaultAddresses, sandboxClients } from './support/kmdWallet';

/*
 * Every screen, light and dark, loaded once: at 375 px it must fit with nothing cut and pass
 * axe-core with no serious or critical violation; then the same page, widened to 1280 px, is
 * audited again (the desktop shell and layouts). Both widths are photographed (test-results/…/screens)
 * for a person to judge: these are the explorer's screenshots too. One load per screen serves both checks: the two
 * used to be separate specs that loaded all 22 screens twice over.
 */
// 23 screens per scheme, each loaded, measured, audited twice and photographed on a busy machine.
test.describe.configure({ timeout: 420_000 });

let every: EveryRoute;
/** Beyond the 21: the multisig page with a session open (a 2-of-3 payment) and kmd's members listed. */
let sessionRoute: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const urls = e2eSandboxUrls();
  every = await prepareEveryRoute(urls);
  const { algod } = sandboxClients(urls);
  // Members kmd holds, so the session offers a "Sign as member N with kmd · …" button per member.
  const addrs = (await kmdDefaultAddresses(urls)).slice(0, 3);
  const params = { version: 1, threshold: 2, addrs };
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: algosdk.multisigAddress(params),
    receiver: every.funder,
    amount: 1_500_000,
    note: new TextEncoder().encode('fits a phone'),
    suggestedParams: await algod.getTransactionParams().do(),
  });
  sessionRoute = `/sandbox/multisig#msig=${bundleToLink(createBundle(params, [pay]))}`;
});

/** Where an element sits and whether its own box (or a clipping ancestor's) hides part of it. */
async function clipping(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rect = el.getBoundingClientRect();
      let clippedBy = '';
      for (
        let node: Element | null = el;
        node !== null && node !== document.body;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (hides && node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'auto')
          clippedBy = `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`;
      }
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, clippedBy };
    });
}

for (const scheme of SCHEMES) {
  test(`every route fits 375 px and passes axe-core at 375 and 1280 px, ${scheme}`, async ({
    page,
    sandbox,
  }, testInfo) => {
    const { algod } = sandboxClients(sandbox);
    const audits: Record<string, Finding[]> = {};
    for (const route of [...every.routes, sessionRoute]) {
      await setScreen(page, 375, scheme);
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
      await networkQuiet(page);
      await expect(page.locator('[data-state="loading"]')).toHaveCount(0);

      if (route === '/sandbox/multisig') {
        // The builder filled in: three full addresses and the account they make.
        for (const n of [1, 2, 3])
          await page
            .getByLabel(MULTISIG_LABELS.addressN(n), { exact: true })
            .fill(algosdk.generateAccount().addr.toString());
        await expect(page.getByTestId(MULTISIG_TEST_IDS.address)).toBeVisible();
      }
      if (route === sessionRoute) {
        await page.getByRole('button', { name: MULTISIG_LABELS.loadAddresses }).click();
        await expect(page.getByRole('button', { name: /^Sign as member 1 with kmd/ })).toBeVisible();
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, `${route} is ${width}px wide`).toBeLessThanOrEqual(375);

      // The header keeps one row above the search: the wallet button sits beside the network.
      const home = await page.getByRole('link', { name: SHELL_LABELS.home }).boundingBox();
      const settings = await page.getByRole('link', { name: SHELL_LABELS.settings }).boundingBox();
      expect
        .soft(Math.abs(settings!.y - home!.y), `${route}: the header's right side wrapped`)
        .toBeLessThan(12);

      // The navigation is one menu button at this width, whole and on screen (the strip is gone).
      const menu = page.getByRole('button', { name: /^Menu/ });
      await expect(menu).toBeVisible();
      const menuBox = (await menu.boundingBox())!;
      expect.soft(menuBox.x, `${route}: the menu button starts off screen`).toBeGreaterThanOrEqual(0);
      expect.soft(menuBox.x + menuBox.width, `${route}: the menu button is cut`).toBeLessThanOrEqual(375);
      await expect(page.getByRole('navigation', { name: SHELL_LABELS.nav })).toBeHidden();

      if (route === `/sandbox/account/${every.funder}`) {
        const { amount } = await algod.accountInformation(every.funder).do();
        const balance = page.getByTestId('account-balance');
        await expect(balance).toHaveText(formatAlgos(amount));
        const where = await clipping(page, '[data-testid="account-balance"]');
        expect.soft(where.clippedBy, 'the balance is cut by an ellipsis or a clip').toBe('');
        expect.soft(where.right).toBeLessThanOrEqual(375);
      }
      const name = route
        .replace(/^\//, '')
        .replace(/[^a-z0-9-]+/gi, '-')
        .slice(0, 40);
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screens', `fit-375-${name}-${scheme}.png`),
        fullPage: true,
      });

      const narrow = await seriousViolations(page);
      if (narrow.length > 0) audits[`${route} at 375 px`] = narrow;
      await setScreen(page, 1280, scheme);
      await expect(page.getByRole('navigation', { name: SHELL_LABELS.nav })).toBeVisible();
      await page.screenshot({
        path: join(testInfo.project.outputDir, 'screens', `wide-1280-${name}-${scheme}.png`),
        fullPage: true,
      });
      const wide = await seriousViolations(page);
      if (wide.length > 0) audits[`${route} at 1280 px`] = wide;
    }
    expect(audits).toEqual({});
  });
}
