import algosdk from 'algosdk';
import { KMD_FIELD_LABELS as KMD } from '../apps/web/src/app/kmd/kmdFieldLabels';
import { PROBE_LABELS } from '../apps/web/src/features/network/probeLabels';
import { REJECTION_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { COMPOSE_MESSAGES } from '../packages/core/src/compose/composeMessages';
import { KMD_CLIENT_MESSAGES, kmdOpenMessage } from '../packages/core/src/kmd/KmdClientError';
import {
  savedMultisigKey,
  serializeSavedMultisigAccounts,
} from '../packages/core/src/multisig/savedMultisigAccounts';
import { ComposeLedger, KMD_WALLET } from './support/composeLedger';
import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

const F = L.fields;

/**
 * What the studio says about outcomes (issue 11): simulation failures, kmd that cannot be opened,
 * what a commit refreshes and links, and multisig members signing from the studio.
 */
test.describe('transaction studio: outcomes in the right words', () => {
  test.describe.configure({ timeout: 120_000 });
  let ledger: ComposeLedger;
  test.beforeAll(async ({ sandbox }) => {
    ledger = await ComposeLedger.connect(sandbox);
  });

  test('a failing simulation states the asset amounts in its units and says "passes" nowhere', async ({
    page,
  }) => {
    const asset = await ledger.createAsset(2, 'OVR');
    const holder = await ledger.kmdAccount(1_000_000n);
    await ledger.optIn(holder, asset);
    await ledger.sendAsset(asset, holder.addr.toString(), 150n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('axfer', {
      [F.sender]: holder.addr.toString(),
      [F.assetId]: asset.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAsset('OVR')]: '2.5',
    });
    await s.build();
    const simulation = page.getByTestId('compose-simulation');
    await expect(simulation).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('compose-simulation-error')).toHaveText(
      M.wouldRejectTransaction(1, COMPOSE_MESSAGES.assetOverspend(asset, '1.5 OVR', '2.5 OVR', '1 OVR')),
    );
    await expect(simulation.getByTestId('compose-simulated-txn')).toHaveText(
      `${L.simulatedTxn(1)}${L.simulatedFails}`,
    );
    await expect(simulation).not.toContainText('passes');
  });

  test('a kmd wallet that does not open says "could not open wallet", not "could not sign"', async ({
    page,
  }) => {
    const a = await ledger.kmdAccount(1_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    await s.build();
    await page.getByRole('button', { name: L.signWithKmd }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(KMD.wallet, { exact: true }).selectOption(KMD_WALLET);
    await dialog.getByLabel(KMD.password).fill('not the password');
    await dialog.getByRole('button', { name: L.kmdSign, exact: true }).click();
    await expect(page.getByTestId('compose-sign-outcome')).toHaveText(
      kmdOpenMessage(KMD_WALLET, KMD_CLIENT_MESSAGES['kmd-wrong-password']),
    );
    await expect(s.stepper).toHaveAttribute('data-status', 'built');
  });

  test('after a commit: the header round, the saved draft, the created asset and the group id are current and linked', async ({
    page,
  }) => {
    const a = await ledger.kmdAccount(2_000_000n);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('acfg', {
      [F.sender]: a.addr.toString(),
      [F.total]: '1000',
      [F.unitName]: 'NEW',
      [F.assetName]: 'New coin',
    });
    await s.addTxn('pay', {
      [F.sender]: a.addr.toString(),
      [F.receiver]: ledger.funderAddress,
      [F.amountAlgo]: '0.1',
    });
    // The header has read the round before the commit; it must not keep it.
    await expect(page.getByTestId('network-status-round')).toHaveText(
      PROBE_LABELS.round(await ledger.round()),
    );
    const txids = await s.buildSignSend();
    const committed = page.getByTestId('compose-committed');
    const created = await ledger.pending(txids[0]!);
    const assetId = created.assetIndex!;
    const round = created.confirmedRound!;
    await expect(page.getByTestId('network-status-round')).toHaveText(PROBE_LABELS.round(round));
    await expect(committed.getByTestId('compose-created')).toHaveText(`${L.createdAssetBy(1)}${assetId}`);
    await expect(committed.getByTestId('compose-created').getByRole('link')).toHaveAttribute(
      'href',
      `/sandbox/asset/${assetId}`,
    );
    const groupId = await page.getByTestId('compose-group-id').innerText();
    await expect(committed.getByTestId('compose-committed-group').getByRole('link')).toHaveText(groupId);
    await expect(page.getByTestId('compose-draft').filter({ hasText: L.current })).toContainText(
      L.draftTitle(2, L.steps.committed),
    );
    await committed.getByTestId('compose-committed-group').getByRole('link').click();
    await expect(page).toHaveURL(/\/sandbox\/group\//);
  });

  test('a saved multisig sender is signed member by member with kmd from the studio', async ({ page }) => {
    const members = [await ledger.kmdAccount(), await ledger.kmdAccount()];
    const params = { version: 1, threshold: 2, addrs: members.map((m) => m.addr.toString()) };
    const msig = algosdk.multisigAddress(params).toString();
    await ledger.pay(ledger.funder, msig, 1_000_000n);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      savedMultisigKey('sandbox'),
      serializeSavedMultisigAccounts([{ name: 'pair', params }]),
    ] as const);
    const s = new ComposeScreen(page);
    await s.open();
    await s.addTxn('pay', { [F.sender]: msig, [F.receiver]: ledger.funderAddress, [F.amountAlgo]: '0.1' });
    await s.build();
    const box = page.getByTestId('compose-msig');
    await expect(box).toContainText(L.msigNeeds('pair', [1], 0, 2));
    await expect(box).toContainText(L.msigNoMember);
    // kmd's accounts become known: each member it holds is offered.
    await page.getByRole('button', { name: L.kmdLoadAccounts }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(KMD.wallet, { exact: true }).selectOption(KMD_WALLET);
    await dialog.getByRole('button', { name: L.kmdLoadAccounts, exact: true }).click();
    for (const [i, m] of members.entries()) {
      const short = `${m.addr.toString().slice(0, 6)}…${m.addr.toString().slice(-6)}`;
      await box.getByRole('button', { name: L.signAsMember(short, 'kmd') }).click();
      await dialog.getByLabel(KMD.wallet, { exact: true }).selectOption(KMD_WALLET);
      await dialog.getByRole('button', { name: L.kmdSign, exact: true }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      if (i === 0) await expect(box).toContainText(L.msigNeeds('pair', [1], 1, 2));
    }
    await expect(s.stepper).toHaveAttribute('data-status', 'signed');
    // A multisig address is never "held" by a wallet: that advice must not appear.
    await expect(page.getByText(/Connect the wallet that holds it/)).toHaveCount(0);
    await s.send();
    await expect(s.stepper).toHaveAttribute('data-status', 'committed');
  });
});
