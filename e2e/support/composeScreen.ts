import { expect, type Locator, type Page } from '@playwright/test';
import { KMD_FIELD_LABELS as KMD } from '../../apps/web/src/app/kmd/kmdFieldLabels';
import { COMPOSE_LABELS } from '../../apps/web/src/features/compose/composeLabels';
import type { TxnDraftType } from '../../packages/core/src/txn/TxnDraft';
import { KMD_WALLET } from './composeLedger';

export const L = COMPOSE_LABELS;

/** Drives the transaction studio as a person would: pick, type, build, sign with kmd, send. */
export class ComposeScreen {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/sandbox/compose');
    // The studio's chunk and IndexedDB can take a while on a busy machine.
    await expect(this.page.getByRole('heading', { name: L.title })).toBeVisible({ timeout: 30_000 });
  }

  get stepper(): Locator {
    return this.page.getByTestId('compose-stepper');
  }

  get refusal(): Locator {
    return this.page.getByTestId('compose-refusal');
  }

  get editor(): Locator {
    return this.page.getByRole('form');
  }

  get txns(): Locator {
    return this.page.getByTestId('compose-txn');
  }

  async add(type: TxnDraftType): Promise<void> {
    await this.page.getByLabel(L.addType).selectOption(type);
    await this.page.getByRole('button', { name: L.add, exact: true }).click();
  }

  /** Fills fields of the transaction being edited, by label. */
  async fill(fields: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(fields)) {
      await this.editor.getByLabel(label, { exact: true }).fill(value);
    }
  }

  async choose(label: string, value: string): Promise<void> {
    await this.editor.getByLabel(label, { exact: true }).selectOption(value);
  }

  /** Opens the fold with note, lease, rounds, fee and rekey. */
  async openAdvanced(): Promise<void> {
    const toggle = this.editor.getByRole('button', { name: L.advanced });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  /** Adds a transaction of `type` and fills it (sender first). */
  async addTxn(
    type: TxnDraftType,
    fields: Record<string, string>,
    modes: Record<string, string> = {},
  ): Promise<void> {
    await this.add(type);
    for (const [label, value] of Object.entries(modes)) await this.choose(label, value);
    // A new application call starts in TEAL: compiled bytes given as base64 need the other mode.
    if (type === 'appl' && (L.fields.approvalProgram in fields || L.fields.clearProgram in fields))
      await this.editor.getByRole('button', { name: L.programsBytes, exact: true }).click();
    await this.fill(fields);
  }

  async build(): Promise<void> {
    await this.page.getByRole('button', { name: L.build, exact: true }).click();
    await expect(this.stepper).toHaveAttribute('data-status', 'built');
  }

  async signWithKmd(): Promise<void> {
    await this.page.getByRole('button', { name: L.signWithKmd }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(KMD.wallet, { exact: true }).selectOption(KMD_WALLET);
    await dialog.getByRole('button', { name: L.kmdSign, exact: true }).click();
    // kmd checks the wallet password for each transaction it signs: a 16-transaction group takes a while.
    await expect(dialog).toBeHidden({ timeout: 60_000 });
  }

  async send(): Promise<void> {
    await this.page.getByRole('button', { name: L.send, exact: true }).click();
  }

  /** Build → kmd → send → committed; returns the txids shown. */
  async buildSignSend(): Promise<string[]> {
    await this.build();
    await this.signWithKmd();
    await expect(this.stepper).toHaveAttribute('data-status', 'signed');
    await this.send();
    await expect(this.stepper).toHaveAttribute('data-status', 'committed');
    return this.page.getByTestId('compose-committed').locator('ol').getByRole('link').allInnerTexts();
  }

  async newGroup(): Promise<void> {
    await this.page.getByRole('button', { name: L.newGroup }).first().click();
    await expect(this.txns).toHaveCount(0);
  }
}
