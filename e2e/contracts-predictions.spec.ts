import { join } from 'node:path';
import { spinArc56 } from '../packages/core/test/integration/spinContract';
import { REJECTION_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { CALL_EFFECT_MESSAGES as E } from '../packages/core/src/contracts/callEffectNote';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { CONTRACTS_LABELS as L } from '../apps/web/src/features/contracts/contractsLabels';
import { action, argBox, deploy, openLab, pasteSpec, replaceSpec, shootLab } from './support/contractsLab';
import { ComposeScreen } from './support/composeScreen';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

/**
 * What the lab predicts is what the chain does (issue 33): a write call is simulated with the
 * budget it will have when sent, and only a readonly call gets more, said beside its result.
 */
test('a write call over its opcode budget fails in simulate; a readonly one gets extra budget and says so', async ({
  page,
}, testInfo) => {
  await openLab(page);
  await pasteSpec(page, spinArc56());
  await expect(page.getByTestId('lab-spec-name')).toHaveText('Spin');
  const appId = await deploy(page);

  // burn(200): about 1,400 opcodes in one call whose budget is 700 — the network would refuse it
  await action(page, 'burn').click();
  await argBox(page, 0).fill('200');
  await page.getByRole('button', { name: L.simulate }).click();
  const outcome = page.getByTestId('lab-outcome');
  await expect(outcome.getByText(L.failed)).toBeVisible();
  await expect(outcome.getByRole('alert')).toContainText('budget');
  // found by simulate: nothing was sent, so the network "would reject" it, it did not reject it
  await expect(outcome.getByRole('alert')).toContainText(M.wouldRejectTransaction(1, ''));
  await shootLab(page, testInfo, 'budget-overrun');
  // within the budget it passes, and no extra budget is claimed
  await argBox(page, 0).fill('20');
  await page.getByRole('button', { name: L.simulate }).click();
  await expect(outcome.getByText(L.simulated)).toBeVisible();
  await expect(page.getByTestId('lab-extra-budget')).toHaveCount(0);

  // peek(200) is readonly: never sent, so simulate gives it more and says so beside the result
  await action(page, 'peek').click();
  await argBox(page, 0).fill('200');
  await expect(page.getByTestId('lab-return')).toHaveText('200');
  await expect(page.getByTestId('lab-extra-budget')).toHaveText(`(${L.extraBudget})`);
  await shootLab(page, testInfo, 'readonly-extra-budget');
  // arguments that no longer read leave the last answer marked stale, not passed off as current
  await expect(page.getByTestId('lab-stale')).toHaveCount(0);
  await argBox(page, 0).fill('-1');
  await expect(page.getByTestId('lab-stale')).toHaveText(L.stale);
  await expect(page.getByTestId('lab-return')).toHaveText('200');

  // the bare DeleteApplication: the result says the app is gone, not only "Committed"
  await action(page, 'Bare').click();
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByTestId('lab-effect')).toHaveText(E.deleted(appId, true));
  await shootLab(page, testInfo, 'app-deleted');
});

/**
 * The lab's example contracts (issue 39 item 17) and what a failing deploy says (issue 33 item 5):
 * the Vault's create with a zero minimum fails on its ARC-56 message, and the state it would have
 * written is listed as not applying. Then the lab keeps what a person typed (issue 39 item 15).
 */
test('an example deploys from the lab; a failing create says none of its changes apply; typed work is kept', async ({
  page,
}, testInfo) => {
  await openLab(page);
  await page.getByRole('tab', { name: L.sources.examples }).click();
  await shootLab(page, testInfo, 'examples');
  await page.getByRole('button', { name: L.loadExample('Vault') }).click();
  await expect(page.getByTestId('lab-spec-name')).toHaveText('Vault');
  await action(page, 'create').click();
  await argBox(page, 0).fill('0');
  await page.getByRole('button', { name: L.simulate }).click();
  await expect(page.getByTestId('lab-outcome').getByText(L.failed, { exact: true })).toBeVisible();
  await expect(page.getByTestId('lab-contract-error')).toHaveText('The minimum must be above zero');
  await expect(page.getByTestId('lab-state-none-apply')).toHaveText(E.noneApply);
  await expect(page.getByTestId('lab-state-changes')).toContainText('minimum');
  await shootLab(page, testInfo, 'failed-create');

  await argBox(page, 0).fill('1000');
  const appId = await deploy(page);
  await action(page, 'withdraw').click();
  await argBox(page, 0).fill('5');
  // "Load another spec" asks before dropping typed arguments
  page.once('dialog', (d) => void d.dismiss());
  await page.getByRole('button', { name: L.replace }).click();
  await expect(page.getByTestId('lab-spec-name')).toHaveText('Vault');
  await replaceSpec(page);

  // a paste that does not load keeps its text to fix
  await pasteSpec(page, '{"name": "Broken"');
  await expect(page.getByTestId('lab-spec-error')).toBeVisible();
  await expect(page.getByLabel(L.pasteLabel)).toHaveValue('{"name": "Broken"');
  await page.getByRole('button', { name: L.replace }).click();

  // the app reopened by its id brings back the arguments last typed for it
  await page.getByRole('tab', { name: L.sources.app }).click();
  await page.getByLabel(L.attachedLabel).fill(String(appId));
  await page.getByRole('button', { name: L.load, exact: true }).click();
  await action(page, 'withdraw').click();
  await expect(argBox(page, 0)).toHaveValue('5');

  // the studio reads the call by the spec attached at deploy (issue 33 item 6): the vault holds
  // nothing, so withdrawing 5 fails on the spec's message there too
  await page.getByRole('button', { name: L.toStudio }).click();
  await expect(new ComposeScreen(page).txns).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: COMPOSE_LABELS.build, exact: true }).click();
  await expect(page.getByTestId('compose-simulated-contract-error')).toHaveText('More than the vault holds');
  for (const width of [1280, 375])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const path = join(
        testInfo.project.outputDir,
        'screens',
        `studio-contract-error-${width}-${scheme}.png`,
      );
      await page.getByTestId('compose-simulation').screenshot({ path });
    }
});
