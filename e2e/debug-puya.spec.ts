import { readdirSync, readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { zipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { CONTRACTS_LABELS as C } from '../apps/web/src/features/contracts/contractsLabels';
import { DEBUG_LABELS as L } from '../apps/web/src/features/debug/debugLabels';
import { referencePath } from '../scripts/referenceDir';
import { action, argBox, deploy, openLab, sendCall, simulateCall } from './support/contractsLab';
import { SCHEMES, WIDTHS, saveScreen, setScreen } from './support/explorerScreens';
import { expect as baseExpect, test } from './support/fixtures';

// Deploys through the lab, calls it three times and simulates twice in the debugger.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const AMM = referencePath('puya-debug/amm/');
/** puya's out/ folder and the contract's source, as a person picks them. */
const PICKED = [...readdirSync(`${AMM}out`).map((n) => `${AMM}out/${n}`), `${AMM}contract.py`];
const source = readFileSync(`${AMM}contract.py`, 'utf8').split('\n');
const sourceLine = (text: string) => source.findIndex((l) => l.includes(text));

const currentSource = (page: Page): Locator =>
  page.getByTestId('debug-source-listing').locator('[data-current]');
const frames = (page: Page) => page.getByTestId('debug-puya-frames').locator('li');

async function setGovernor(page: Page, to: string): Promise<void> {
  await action(page, 'set_governor').click();
  await argBox(page, 0).fill(to);
}

async function shoot(page: Page, name: string, testId = 'debug-source'): Promise<void> {
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.getByTestId(testId).scrollIntoViewIfNeeded();
      await saveScreen(page, test.info(), `${name}-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');
}

/** Drops files on an element as a drag from the desktop does (a DataTransfer holding them). */
async function dropFiles(target: Locator, files: { name: string; bytes: Uint8Array }[]): Promise<void> {
  const given = files.map((f) => ({ name: f.name, b64: Buffer.from(f.bytes).toString('base64') }));
  const data = await target.page().evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const f of list)
      transfer.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name));
    return transfer;
  }, given);
  await target.dispatchEvent('drop', { dataTransfer: data });
}

test('the AMM example steps by Python line in the debugger: maps carried from the lab, call stack, named local, forward and back; kept maps open a failing call at its line; a folder and a zip dropped', async ({
  page,
}) => {
  // The lab given puya's out/ folder with the source: the spec loads and the maps are kept.
  await openLab(page);
  await shoot(page, 'lab-spec-drop', 'lab-spec-drop');
  await page.getByLabel(C.chooseFile).setInputFiles(PICKED);
  await expect(page.getByTestId('lab-spec-name')).toHaveText('ConstantProductAMM');
  await expect(page.getByTestId('lab-puya-maps')).toHaveText(
    C.puyaMapsKept(['ConstantProductAMM.approval', 'ConstantProductAMM.clear']),
  );
  await shoot(page, 'lab-puya-maps', 'lab-puya-maps');
  await deploy(page);
  const other = algosdk.generateAccount().addr.toString();

  // A passing call, simulated in the lab, handed to the debugger with its trace: it opens at
  // source level with nothing dropped there (the approval map matches the program's hash).
  await setGovernor(page, other);
  await simulateCall(page);
  await page.getByTestId('lab-debug-trace').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('debug-puya-status')).toContainText(L.puyaMatched(1));
  await expect(page.getByTestId('debug-source-file')).toHaveText(L.sourceFile('../contract.py'));
  // Step 1 is the constant block: no source line yet. Into by line: the router on the class line.
  await page.getByTestId('debug-line-into').click();
  await expect(currentSource(page)).toHaveAttribute(
    'data-line',
    String(sourceLine('class ConstantProductAMM(')),
  );
  await expect(frames(page)).toHaveCount(1);
  // Into until the governor check is called: two subroutines on the stack.
  await page.getByTestId('debug-line-into').click();
  await expect(currentSource(page)).toContainText('@arc4.abimethod');
  await page.getByTestId('debug-line-into').click();
  await expect(currentSource(page)).toContainText('self._check_is_governor()');
  // The routing frame's local, named as the source names it.
  const local = page.getByTestId('debug-puya-variables').locator('[data-name="new_governor"]');
  await expect(local).toContainText(
    `0x${Buffer.from(algosdk.decodeAddress(other).publicKey).toString('hex')}`.slice(0, 20),
  );
  await page.getByTestId('debug-line-into').click();
  await expect(currentSource(page)).toContainText('Txn.sender == self.governor');
  await expect(frames(page)).toHaveCount(2);
  await expect(frames(page).first()).toContainText('ConstantProductAMM._check_is_governor');
  await expect(frames(page).nth(1)).toContainText('ConstantProductAMM.set_governor[routing]');
  // The TEAL beside it has its own current line.
  await expect(page.getByTestId('debug-listing').locator('[data-current]')).toHaveCount(1);
  await shoot(page, 'debug-puya-step');
  // Out: back in set_governor, at the assignment; back: into the check again.
  await page.getByTestId('debug-line-out').click();
  await expect(currentSource(page)).toContainText('self.governor = new_governor');
  await expect(frames(page)).toHaveCount(1);
  await page.getByTestId('debug-line-back').click();
  await expect(frames(page)).toHaveCount(2);
  // A breakpoint on a source line: continue from the start stops there.
  const assign = sourceLine('self.governor = new_governor');
  await page.getByTestId('debug-source-listing').locator(`[data-line="${assign}"] button`).click();
  await page.getByTestId('debug-start').click();
  await page.getByTestId('debug-continue').click();
  await expect(currentSource(page)).toHaveAttribute('data-line', String(assign));

  // Back in the lab: the governor changes, so the same call now fails the check.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'set_governor' })).toBeVisible();
  await setGovernor(page, other);
  await sendCall(page);
  await setGovernor(page, other);
  await simulateCall(page);
  await page.getByTestId('lab-debug').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  // The maps were kept: nothing to pick again, even after a reload.
  await page.reload();
  await expect(page.getByTestId('debug-puya-status')).toContainText(L.puyaMatched(1));
  await expect(currentSource(page)).toHaveAttribute('data-failing', 'true');
  await expect(frames(page).first()).toContainText('_check_is_governor');
  await shoot(page, 'debug-puya-failure');
  // Back by Python line from the failure stays in the check until its first line.
  await page.getByTestId('debug-line-back').click();
  await expect(frames(page)).toHaveCount(2);

  // Forgotten, the run is TEAL only; puya's folder picked as a folder brings the source back.
  const forget = async () => {
    await page.getByTestId('debug-puya-status').getByRole('button', { name: L.puyaForget }).click();
    await expect(page.getByTestId('debug-source')).toHaveCount(0);
  };
  await forget();
  await page.getByTestId('debug-puya-folder').setInputFiles(AMM.replace(/\/$/, ''));
  await expect(page.getByTestId('debug-puya-status')).toContainText(L.puyaMatched(1));
  await expect(page.getByTestId('debug-source-file')).toHaveText(L.sourceFile('../contract.py'));
  // And a zip of the folder dropped on the debugger.
  await forget();
  const zip = zipSync(
    Object.fromEntries(PICKED.map((p) => [`amm/${p.slice(AMM.length)}`, new Uint8Array(readFileSync(p))])),
  );
  await dropFiles(page.getByTestId('debug-puya'), [{ name: 'amm.zip', bytes: zip }]);
  await expect(page.getByTestId('debug-puya-status')).toContainText(L.puyaMatched(1));
  await page.getByTestId('debug-to-failure').click();
  await expect(currentSource(page)).toHaveAttribute('data-failing', 'true');
});
