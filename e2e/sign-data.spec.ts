import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import nacl from 'tweetnacl';
import {
  SIGN_DATA_LABELS as S,
  SIGN_DATA_TEST_IDS as ST,
} from '../apps/web/src/features/tools/signData/signDataLabels';
import { SIGNING_CONFIRM_LABELS as C } from '../apps/web/src/features/wallet/signingConfirmLabels';
import { WALLET_LABELS as L, WALLET_PROVIDER_NAMES as N } from '../apps/web/src/features/wallet/walletLabels';
import { WALLET_MESSAGES } from '../packages/core/src/wallet/walletMessages';
import { expect, test } from './support/fixtures';
import { connectKmd, walletChip } from './support/kmdWallet';

const sha256 = (bytes: Uint8Array) => new Uint8Array(createHash('sha256').update(bytes).digest());
const short = (a: string) => `${a.slice(0, 4)}…${a.slice(-4)}`;

/** ARC-60 as the spec defines it, computed here independently of the app's code. */
function arc60Verifies(signature: Uint8Array, data: Uint8Array, domain: string, address: string): boolean {
  const message = new Uint8Array([...sha256(data), ...sha256(sha256(new TextEncoder().encode(domain)))]);
  return nacl.sign.detached.verify(message, signature, algosdk.Address.fromString(address).publicKey);
}

test('the mnemonic provider (Sandbox is a test network) signs data; the signature verifies, other bytes do not', async ({
  page,
  baseURL,
}) => {
  const account = algosdk.generateAccount();
  const address = account.addr.toString();
  const domain = new URL(baseURL!).host;
  await page.goto('/tools/sign-data');
  await expect(page.getByText(S.noWallet)).toBeVisible();

  await walletChip(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: L.providerButton(N.mnemonic) }).click();
  await dialog.getByLabel(L.mnemonicPhrase).fill(algosdk.secretKeyToMnemonic(account.sk));
  // Remembered on request, so the reload at the end resumes (in memory is the default).
  await expect(dialog.getByRole('checkbox', { name: L.mnemonicRemember })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: L.mnemonicRemember }).check();
  await dialog.getByRole('button', { name: L.mnemonicConnect }).click();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await expect(walletChip(page)).toHaveText(short(address));
  await page.keyboard.press('Escape');

  await expect(page.getByText(S.signingAs(N.mnemonic, address))).toBeVisible();
  await page
    .getByRole('region', { name: S.signHeading })
    .getByLabel(S.data, { exact: true })
    .fill('Sextant says hello');
  // A phrase remembered on the device signs only once the person confirms what it signs.
  const confirmSigning = async (bytes: number) => {
    const confirm = page.getByRole('dialog', { name: C.title });
    await expect(confirm.getByText(C.dataIntro(bytes, domain))).toBeVisible();
    await confirm.getByRole('button', { name: C.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
  };
  await page.getByRole('button', { name: S.sign, exact: true }).click();
  await confirmSigning('Sextant says hello'.length);
  const signatureText = await page.getByTestId(ST.signature).textContent();
  const signature = new Uint8Array(Buffer.from(signatureText!, 'base64'));
  await expect(page.getByTestId(ST.signer)).toHaveText(address);
  expect(arc60Verifies(signature, new TextEncoder().encode('Sextant says hello'), domain, address)).toBe(
    true,
  );

  // The verify form was filled with it: valid as it stands…
  const verify = page.getByRole('region', { name: S.verifyHeading });
  await verify.getByRole('button', { name: S.verify }).click();
  await expect(page.getByTestId(ST.verifyResult)).toHaveText(S.valid(address));
  await expect(page.getByTestId(ST.verifyResult)).toHaveAttribute('data-valid', 'true');
  // …and not over other bytes.
  await verify.getByLabel(S.data, { exact: true }).fill('Sextant says hellO');
  await verify.getByRole('button', { name: S.verify }).click();
  await expect(page.getByTestId(ST.verifyResult)).toHaveText(S.invalid(address));
  await expect(page.getByTestId(ST.verifyResult)).toHaveAttribute('data-valid', 'false');

  // Hex input signs the bytes it names.
  const sign = page.getByRole('region', { name: S.signHeading });
  await sign.getByRole('radio', { name: S.encodings.hex }).click();
  await sign.getByLabel(S.data, { exact: true }).fill('00ff10');
  await sign.getByRole('button', { name: S.sign, exact: true }).click();
  await confirmSigning(3);
  await expect(page.getByTestId(ST.signature)).not.toHaveText(signatureText!);
  const hexSignature = new Uint8Array(
    Buffer.from((await page.getByTestId(ST.signature).textContent())!, 'base64'),
  );
  expect(arc60Verifies(hexSignature, new Uint8Array([0, 255, 16]), domain, address)).toBe(true);

  // Reload: the remembered test-only session resumes (the phrase is kept until disconnect).
  await page.reload();
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await expect(walletChip(page)).toHaveText(short(address));
});

test('a signature checked against another address fails, with a clear message', async ({ page, baseURL }) => {
  const signer = algosdk.generateAccount();
  const other = algosdk.generateAccount().addr.toString();
  const domain = new URL(baseURL!).host;
  const data = new TextEncoder().encode('pay me');
  const message = new Uint8Array([...sha256(data), ...sha256(sha256(new TextEncoder().encode(domain)))]);
  const signature = Buffer.from(nacl.sign.detached(message, signer.sk)).toString('base64');

  await page.goto('/tools/sign-data');
  const verify = page.getByRole('region', { name: S.verifyHeading });
  await verify.getByLabel(S.signature).fill(signature);
  await verify.getByLabel(S.data, { exact: true }).fill('pay me');
  await verify.getByLabel(S.address).fill(signer.addr.toString());
  await verify.getByRole('button', { name: S.verify }).click();
  await expect(page.getByTestId(ST.verifyResult)).toHaveText(S.valid(signer.addr.toString()));
  await verify.getByLabel(S.address).fill(other);
  await verify.getByRole('button', { name: S.verify }).click();
  await expect(page.getByTestId(ST.verifyResult)).toHaveText(S.invalid(other));
  await verify.getByLabel(S.signature).fill('AAAA');
  await verify.getByRole('button', { name: S.verify }).click();
  await expect(verify.getByText(S.badSignature)).toBeVisible();
});

test('with kmd connected, the page says kmd cannot sign data and which wallets here can', async ({
  page,
}) => {
  await page.goto('/tools/sign-data');
  await connectKmd(page);
  await expect(walletChip(page)).toHaveAttribute('data-state', 'connected');
  await page.keyboard.press('Escape');
  // The e2e sandbox offers every wallet: of them, Lute and the recovery-phrase wallet sign data.
  await expect(page.getByTestId(ST.unsupported)).toHaveText(
    WALLET_MESSAGES.cannotSignData(N.kmd, [N.lute, N.mnemonic]),
  );
  await expect(page.getByRole('button', { name: S.sign, exact: true })).toBeDisabled();
});
