import { type Dialog, expect, type Page, type TestInfo } from '@playwright/test';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { CONTRACTS_LABELS as L } from '../../apps/web/src/features/contracts/contractsLabels';
import { referencePath } from '../../scripts/referenceDir';

/** A reference spec's path (../shared/reference/app-specs), used as given: never copied. */
export function refSpecPath(path: string): string {
  return referencePath(`app-specs/${path}`);
}

export function refSpecText(path: string): string {
  return readFileSync(refSpecPath(path), 'utf8');
}

/** Opens the lab with nothing loaded (the draft is per browser context, so each test starts clean). */
export async function openLab(page: Page): Promise<void> {
  await page.goto('/sandbox/contracts');
  await page.getByRole('heading', { name: L.title }).waitFor();
}

export async function loadSpecFile(page: Page, path: string): Promise<void> {
  await page.getByLabel(L.chooseFile).setInputFiles(refSpecPath(path));
}

export async function pasteSpec(page: Page, text: string): Promise<void> {
  await page.getByRole('tab', { name: L.sources.paste }).click();
  await page.getByLabel(L.pasteLabel).fill(text);
  await page.getByRole('button', { name: L.load, exact: true }).click();
}

export function action(page: Page, name: string) {
  return page.getByRole('list', { name: L.actions }).getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

/** Deploys with kmd's default wallet (bare create unless a create method is selected); returns the app id. */
export async function deploy(page: Page): Promise<bigint> {
  await page.getByRole('button', { name: `${L.create} · ${L.send}` }).click();
  await page.getByText(/^Created app \d+$/).waitFor({ timeout: 20_000 });
  // the created id is also the app id field's value (set in the same render), which stays
  const id = await page.getByLabel(L.appId).inputValue();
  if (!/^\d+$/.test(id)) throw new Error('no app id shown');
  return BigInt(id);
}

/** Clears the loaded spec so another can be loaded. */
/** "Load another spec", dropping whatever was typed (the lab asks first when arguments were typed). */
export async function replaceSpec(page: Page): Promise<void> {
  const drop = (dialog: Dialog) => void dialog.accept();
  page.on('dialog', drop);
  try {
    await page.getByRole('button', { name: L.replace }).click();
    await page.getByText(L.noSpec).waitFor();
  } finally {
    page.off('dialog', drop);
  }
}

/** The text box of argument `index` (0-based, in the method's order), or its `n`-th box inside. */
export function argBox(page: Page, index: number, n = 0) {
  return page.locator('[data-arg]').nth(index).getByRole('textbox').nth(n);
}

export async function sendCall(page: Page): Promise<void> {
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await page.getByText(/^Committed in round \d+$/).waitFor({ timeout: 20_000 });
}

export async function simulateCall(page: Page): Promise<void> {
  await page.getByRole('button', { name: L.simulate }).click();
  await page.getByTestId('lab-outcome').waitFor();
}

/** Deploys by a create method (its arguments already filled). */
export async function deployWith(page: Page, method: string): Promise<bigint> {
  await action(page, method).click();
  return deploy(page);
}

/** Simulates, then adds what the call reached unnamed (boxes, assets …) to it with the one button. */
export async function simulateAndAddResources(page: Page): Promise<void> {
  await simulateCall(page);
  await page.getByRole('button', { name: L.addResources }).click();
  await page.getByTestId('lab-resources').waitFor();
}

/**
 * The lab as a person sees it, at 1280 and 375 px, light and dark (`screens/lab-<name>-…png`), from
 * the top of the page; no width scrolls sideways. The viewport is left at 1280 px, light.
 */
export async function shootLab(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} at ${width}px ${scheme}`).toBeLessThanOrEqual(0);
      const path = join(testInfo.project.outputDir, 'screens', `lab-${name}-${width}-${scheme}.png`);
      await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
