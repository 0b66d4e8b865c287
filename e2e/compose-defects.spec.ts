import { ComposeScreen, L } from './support/composeScreen';
import { expect, test } from './support/fixtures';

/** The studio defects a new user hit (issue 11), each pinned by what the screen must show. */
test.describe('transaction studio: defects a new user hit', () => {
  // Sixteen transactions typed through the UI: slower than the 30 s default on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('Add is disabled at 16, with the counter and the note agreeing and no refusal banner', async ({
    page,
  }) => {
    const s = new ComposeScreen(page);
    await s.open();
    for (let n = 1; n <= 16; n++) await s.add('pay');
    await expect(s.txns).toHaveCount(16);
    const add = page.getByRole('button', { name: L.add, exact: true });
    await expect(add).toBeDisabled();
    await expect(page.getByText(`${L.group} · ${L.groupCount(16)}`)).toBeVisible();
    await expect(page.getByTestId('compose-group-full')).toHaveText(L.groupFull);
    await expect(s.txns.first().getByRole('button', { name: L.duplicate(1) })).toBeDisabled();
    await expect(s.refusal).toHaveCount(0);
    // Removing one frees the slot again.
    await s.txns
      .first()
      .getByRole('button', { name: L.remove(1) })
      .click();
    await expect(add).toBeEnabled();
    await expect(page.getByTestId('compose-group-full')).toHaveCount(0);
  });

  test('Build group is disabled on an empty group and enabled once it has a transaction', async ({
    page,
  }) => {
    const s = new ComposeScreen(page);
    await s.open();
    const build = page.getByRole('button', { name: L.build, exact: true });
    await expect(build).toBeDisabled();
    await s.add('pay');
    await expect(build).toBeEnabled();
    await s.txns
      .first()
      .getByRole('button', { name: L.remove(1) })
      .click();
    await expect(build).toBeDisabled();
  });

  test('deleting a saved draft asks once before it is gone', async ({ page }) => {
    const s = new ComposeScreen(page);
    await s.open();
    await s.add('pay');
    await s.newGroup();
    await s.add('keyreg');
    const drafts = page.getByTestId('compose-draft');
    const other = drafts
      .filter({ hasText: L.draftTitle(1, L.steps.building) })
      .filter({ hasNotText: L.current });
    await expect(other).toHaveCount(1);
    const before = await drafts.count();
    await other.getByRole('button', { name: /^Delete/ }).click();
    // One click only arms it: the draft is still there, and the button says what a second click does.
    await expect(drafts).toHaveCount(before);
    const confirm = other.getByRole('button', { name: /^Click again to delete/ });
    await expect(confirm).toHaveText(L.confirmDelete);
    await confirm.click();
    await expect(drafts).toHaveCount(before - 1);
  });
});
