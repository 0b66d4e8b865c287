import type { Page } from '@playwright/test';
import algosdk from 'algosdk';
import { MNEMONIC_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { ENGLISH_WORDS } from '../packages/core/src/mnemonic/englishWords';
import { MNEMONIC_LABELS as L, MNEMONIC_TEST_IDS as T } from '../apps/web/src/features/tools/mnemonicLabels';
import { expect, test } from './support/fixtures';

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function revealed(page: Page, testId: string): Promise<string> {
  const out = page.getByTestId(testId);
  if ((await out.getAttribute('data-revealed')) !== 'true') {
    await out
      .locator('xpath=..')
      .getByRole('button', { name: /^Reveal / })
      .click();
  }
  await expect(out).toHaveAttribute('data-revealed', 'true');
  return (await out.textContent()) ?? '';
}

/** Every value a page keeps in web storage, as one string. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all: string[] = [];
    for (const s of [localStorage, sessionStorage]) {
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i) ?? '';
        all.push(k, s.getItem(k) ?? '');
      }
    }
    return all.join('\n');
  });
}

/** No two consecutive words of the phrase anywhere (single words like "system" occur in settings). */
function expectNoPhrase(stored: string, phrase: string): void {
  const words = phrase.split(' ');
  for (let i = 0; i + 1 < words.length; i++) expect(stored).not.toContain(`${words[i]} ${words[i + 1]}`);
}

test('phrase → key → address equals algosdk’s, and the key gives the phrase back', async ({ page }) => {
  const account = algosdk.generateAccount();
  const phrase = algosdk.secretKeyToMnemonic(account.sk);
  await page.goto('/tools/mnemonic');
  await page.getByRole('textbox', { name: L.phrase, exact: true }).fill(phrase);
  await expect(page.getByText(L.wordCount(25), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: L.convert }).click();
  await expect(page.getByTestId(T.address)).toHaveText(account.addr.toString());
  // The key is hidden until asked for.
  await expect(page.getByTestId(T.secretKey)).toHaveText(L.hidden);
  expect(await revealed(page, T.secretKey)).toBe(b64(account.sk));
  expect(await revealed(page, T.secretKeyHex)).toBe(Buffer.from(account.sk).toString('hex'));

  await page.getByRole('tab', { name: L.tabKey }).click();
  await page.getByRole('textbox', { name: L.secretKey, exact: true }).fill(b64(account.sk));
  await page.getByRole('button', { name: L.convert }).click();
  await expect(page.getByTestId(T.address)).toHaveText(account.addr.toString());
  expect(await revealed(page, T.phrase)).toBe(phrase);
  // The 32-byte seed alone, as hex, is the same account.
  await page
    .getByRole('textbox', { name: L.secretKey, exact: true })
    .fill(Buffer.from(account.sk.subarray(0, 32)).toString('hex'));
  await page.getByRole('button', { name: L.convert }).click();
  await expect(page.getByTestId(T.address)).toHaveText(account.addr.toString());

  const stored = await storedText(page);
  expectNoPhrase(stored, phrase);
  expect(stored).not.toContain(b64(account.sk));
  expect(page.url()).not.toContain(phrase.split(' ')[0]);
});

test('a word not in the list is named with its position', async ({ page }) => {
  const words = algosdk.secretKeyToMnemonic(algosdk.generateAccount().sk).split(' ');
  words[4] = 'sextantx';
  await page.goto('/tools/mnemonic');
  await page.getByRole('textbox', { name: L.phrase, exact: true }).fill(words.join(' '));
  await page.getByRole('button', { name: L.convert }).click();
  const error = page.getByTestId(T.error);
  await expect(error).toContainText(M.unknownWord(5));
  await expect(error).toContainText(L.notInList(['sextantx']));
  await expect(page.getByTestId(T.address)).toHaveCount(0);
});

test('a bad checksum and a 24-word phrase are refused', async ({ page }) => {
  const words = algosdk.secretKeyToMnemonic(algosdk.generateAccount().sk).split(' ');
  const last = words[24] as string;
  const wrong = words.slice(0, 24).concat(ENGLISH_WORDS.find((w) => w !== last) as string);
  await page.goto('/tools/mnemonic');
  await page.getByRole('textbox', { name: L.phrase, exact: true }).fill(wrong.join(' '));
  await page.getByRole('button', { name: L.convert }).click();
  await expect(page.getByTestId(T.error)).toHaveText(M.checksum);

  await page.getByRole('textbox', { name: L.phrase, exact: true }).fill(words.slice(0, 24).join(' '));
  await expect(page.getByText(L.wordCount(24), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: L.convert }).click();
  await expect(page.getByTestId(T.error)).toHaveText(M.wordCount(24));
});

test('generate makes an account whose phrase algosdk reads back; nothing is kept', async ({ page }) => {
  await page.goto('/tools/mnemonic');
  await page.getByRole('tab', { name: L.tabGenerate }).click();
  await page.getByRole('button', { name: L.generate }).click();
  const address = (await page.getByTestId(T.address).textContent()) ?? '';
  expect(algosdk.isValidAddress(address)).toBe(true);
  await expect(page.getByTestId(T.phrase)).toHaveText(L.hidden);
  const phrase = await revealed(page, T.phrase);
  const recovered = algosdk.mnemonicToSecretKey(phrase);
  expect(recovered.addr.toString()).toBe(address);
  expect(await revealed(page, T.secretKey)).toBe(b64(recovered.sk));

  const stored = await storedText(page);
  expectNoPhrase(stored, phrase);
  expect(stored).not.toContain(b64(recovered.sk));

  // Leaving the page clears it.
  await page.goto('/tools/decode');
  await page.goBack();
  await expect(page.getByRole('tab', { name: L.tabPhrase })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: L.tabGenerate }).click();
  await expect(page.getByTestId(T.address)).toHaveCount(0);
});

test('a master derivation key converts to its phrase and back', async ({ page }) => {
  const mdk = new Uint8Array(32).map((_, i) => (i * 37 + 11) % 256);
  const phrase = algosdk.masterDerivationKeyToMnemonic(mdk);
  await page.goto('/tools/mnemonic');
  await page.getByRole('tab', { name: L.tabMdk }).click();
  await page.getByRole('textbox', { name: L.mdk, exact: true }).fill(b64(mdk));
  await page.getByRole('button', { name: L.convert }).nth(1).click();
  expect(await revealed(page, T.mdkPhrase)).toBe(phrase);

  await page.getByRole('textbox', { name: L.mdkPhrase, exact: true }).fill(phrase);
  await page.getByRole('button', { name: L.convert }).nth(0).click();
  expect(await revealed(page, T.mdk)).toBe(b64(mdk));

  await page.getByRole('textbox', { name: L.mdk, exact: true }).fill(b64(mdk.subarray(0, 16)));
  await page.getByRole('button', { name: L.convert }).nth(1).click();
  await expect(page.getByTestId(T.error)).toHaveText(M.keyLength('master derivation key', 32, 16));
});
