import type { Page, TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

function screenPath(testInfo: TestInfo, name: string): string {
  return join(testInfo.project.outputDir, 'screens', name);
}

async function noSidewaysOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The studio in each state at desktop and phone widths, light and dark, saved for a person to look
 * at (e2e/test-results/screens/compose-*). Asserted: nothing overflows sideways.
 */
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`compose states at ${width}px, ${scheme}`, async ({ page, sandbox }, testInfo) => {
      test.setTimeout(90_000);
      const ledger = await ComposeLedger.connect(sandbox);
      const a = await ledger.kmdAccount(3_000_000n);
      await page.setViewportSize({ width, height: width > 800 ? 900 : 740 });
      await page.emulateMedia({ colorScheme: scheme });
      const s = new ComposeScreen(page);
      await s.open();
      const shot = async (state: string) => {
        await noSidewaysOverflow(page);
        await page.screenshot({
          path: screenPath(testInfo, `compose-${state}-${width}-${scheme}.png`),
          fullPage: true,
        });
      };
      await shot('empty');
      await s.addTxn('pay', {
        [F.sender]: a.addr.toString(),
        [F.receiver]: 'NOTANADDRESS',
        [F.amountAlgo]: '1.5.',
      });
      await shot('errors');
      await s.fill({ [F.receiver]: ledger.funderAddress, [F.amountAlgo]: '1.25' });
      await s.addTxn('axfer', { [F.sender]: a.addr.toString() }, { [F.mode]: 'optIn' });
      await s.add('appl');
      await s.txns
        .first()
        .getByRole('button', { name: L.select(1) })
        .click();
      await shot('building');
      await s.txns
        .nth(2)
        .getByRole('button', { name: L.remove(3) })
        .click();
      await s.txns
        .nth(1)
        .getByRole('button', { name: L.remove(2) })
        .click();
      await s.build();
      await shot('built');
      await s.signWithKmd();
      await shot('signed');
      await s.send();
      await expect(s.stepper).toHaveAttribute('data-status', 'committed');
      await shot('committed');
    });
  }
}

test('a long group of 16 at 1280px and 375px', async ({ page, sandbox }, testInfo) => {
  test.setTimeout(90_000);
  const ledger = await ComposeLedger.connect(sandbox);
  const a = await ledger.kmdAccount(3_000_000n);
  const s = new ComposeScreen(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await s.open();
  const types = ['pay', 'axfer', 'acfg', 'afrz', 'keyreg', 'appl'] as const;
  for (let i = 0; i < 16; i++) {
    await s.add(types[i % types.length]!);
    await s.fill({ [F.sender]: a.addr.toString() });
  }
  await expect(s.txns).toHaveCount(16);
  await page.screenshot({ path: screenPath(testInfo, 'compose-long-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await noSidewaysOverflow(page);
  await page.screenshot({ path: screenPath(testInfo, 'compose-long-375.png'), fullPage: true });
});
