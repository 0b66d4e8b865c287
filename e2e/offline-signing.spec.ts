import algosdk from 'algosdk';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitMsgpack } from '../packages/core/src/offline/splitMsgpack';
import { ComposeLedger } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

/** Signs every transaction of a `goal clerk send -o` style file with one key, as goal clerk sign would. */
function signFile(bytes: Uint8Array, account: algosdk.Account): Uint8Array {
  const parts = splitMsgpack(bytes).map((part) => {
    const stxn = algosdk.decodeSignedTransaction(part);
    expect(stxn.sig).toBeUndefined();
    return stxn.txn.signTxn(account.sk);
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
}

test.describe('offline signing', () => {
  // Whole groups typed, signed and sent through the UI: slower than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  async function composeTwo(s: ComposeScreen, sender: string, receiver: string): Promise<void> {
    await s.open();
    await s.addTxn('pay', { [F.sender]: sender, [F.receiver]: receiver, [F.amountAlgo]: '0.25' });
    await s.addTxn('pay', { [F.sender]: sender, [F.receiver]: receiver, [F.amountAlgo]: '0.5' });
    await s.build();
  }

  test('export unsigned as a file, sign in Node with algosdk, import the file, send, confirmed', async ({
    page,
  }, testInfo) => {
    // Never in kmd: only the offline key can sign.
    const offline = algosdk.generateAccount();
    await ledger.pay(ledger.funder, offline.addr.toString(), 2_000_000n);
    const receiver = algosdk.generateAccount().addr.toString();
    const s = new ComposeScreen(page);
    await composeTwo(s, offline.addr.toString(), receiver);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: L.exportFile }).click();
    const unsignedPath = join(testInfo.outputDir, 'group.txn');
    await (await download).saveAs(unsignedPath);
    const unsigned = new Uint8Array(await readFile(unsignedPath));
    expect(splitMsgpack(unsigned)).toHaveLength(2);

    const signedPath = join(testInfo.outputDir, 'group.stxn');
    await writeFile(signedPath, signFile(unsigned, offline));
    await page.getByLabel(L.importFile).setInputFiles(signedPath);
    await expect(page.getByText(L.imported(2, 0))).toBeVisible();
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');
    await expect(s.txns.and(page.locator('[data-signed="true"]'))).toHaveCount(2);

    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
    expect(await ledger.balance(receiver)).toBe(750_000n);
  });

  test('the same round trip through base64', async ({ page }) => {
    const offline = algosdk.generateAccount();
    await ledger.pay(ledger.funder, offline.addr.toString(), 2_000_000n);
    const receiver = algosdk.generateAccount().addr.toString();
    const s = new ComposeScreen(page);
    await composeTwo(s, offline.addr.toString(), receiver);

    const unsigned = algosdk.base64ToBytes(await page.getByTestId('compose-unsigned-base64').innerText());
    const signed = signFile(unsigned, offline);
    // Only the second first: a partial import leaves the group built, with one signature.
    const [first, second] = splitMsgpack(signed);
    await page.getByLabel(L.importBase64).fill(algosdk.bytesToBase64(second!));
    await page.getByRole('button', { name: L.importBase64Button, exact: true }).click();
    await expect(page.getByText(L.imported(1, 0))).toBeVisible();
    await expect(s.stepper).toHaveAttribute('data-status', 'built');
    await page.getByLabel(L.importBase64).fill(algosdk.bytesToBase64(first!));
    await page.getByRole('button', { name: L.importBase64Button, exact: true }).click();
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');

    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
    expect(await ledger.balance(receiver)).toBe(750_000n);
  });
});
