import { spinArc56 } from '../packages/core/test/integration/spinContract';
import { REJECTION_MESSAGES as M } from '../packages/core/src/catalogue/catalogueMessages';
import { CALL_EFFECT_MESSAGES as E } from '../packages/core/src/contracts/callEffectNote';
import { CONTRACTS_LABELS as L } from '../apps/web/src/features/contracts/contractsLabels';
import { action, argBox, deploy, openLab, pasteSpec, shootLab } from './support/contractsLab';
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
