import { readFile } from 'node:fs/promises';
import algosdk from 'algosdk';
import { strFromU8, unzipSync } from 'fflate';
import { runDryrun } from '../packages/core/src/debug/runDryrun';
import { DEBUG_LABELS as L } from '../apps/web/src/features/debug/debugLabels';
import { groupFragment } from '../packages/core/src/debug/groupFragment';
import { WATCH_MESSAGES } from '../packages/core/src/debug/watchExpression';
import { CONTRACTS_LABELS } from '../apps/web/src/features/contracts/contractsLabels';
import { COMPOSE_LABELS } from '../apps/web/src/features/compose/composeLabels';
import { action, deploy, openLab, pasteSpec, refSpecText } from './support/contractsLab';
import { ComposeScreen } from './support/composeScreen';
import { LOGICSIG_LABELS } from '../apps/web/src/features/logicsig/logicSigLabels';
import { seriousViolations } from './support/axeAudit';
import { fillDebugLedger, type DebugLedger } from './support/debugLedger';
import { SCHEMES, WIDTHS, saveScreen, setScreen } from './support/explorerScreens';
import { expect as baseExpect, test } from './support/fixtures';

let ledger: DebugLedger;

// The debugger's chunk and a simulate with listings take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeAll(async () => {
  const { e2eEnv } = await import('./support/e2eEnv');
  ledger = await fillDebugLedger({
    algod: e2eEnv('algodUrl'),
    indexer: e2eEnv('indexerUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

/** What debugHref(networkId, group) builds: the group in the fragment. */
const debugUrl = (group: (algosdk.Transaction | Uint8Array)[]) => `/sandbox/debug${groupFragment(group)}`;

test('a failing call made in the contract lab opens in the debugger at its failing line of the spec’s TEAL', async ({
  page,
}) => {
  // It deploys through the lab first, then simulates and lists on arrival: twice the others' time.
  test.setTimeout(240_000);
  await openLab(page);
  await pasteSpec(page, refSpecText('algokit-utils-ts/state/State.arc56.json'));
  await page.getByLabel('TMPL_UPDATABLE').check();
  await page.getByLabel('TMPL_DELETABLE').check();
  await page.getByLabel('TMPL_VALUE').fill('42');
  const appId = await deploy(page);
  // A readonly method runs by simulate as soon as it is picked, and fails with the spec's message.
  await action(page, 'error').click();
  await expect(page.getByText(CONTRACTS_LABELS.autoRun)).toBeVisible();
  await expect(page.getByTestId('lab-contract-error')).toHaveText('Deliberate error');

  await page.getByTestId('lab-debug').click();
  await expect(page).toHaveURL(/\/sandbox\/debug#group=.+&run=1&with=/);
  // The link asked to run: simulated on arrival, opened on the failing opcode.
  await expect(page.getByText(L.autoRun)).toBeVisible();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-txn-1')).toContainText(L.app(appId.toString()));
  await expect(page.getByTestId('debug-failing')).toHaveText(L.failingStep);
  await expect(page.getByTestId('debug-opcode')).toHaveText('err');
  // Shown as the spec's own TEAL (its template values filled to place it), at line 36.
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(L.bySpec('State'));
  await expect(page.getByTestId('debug-line')).toHaveText('36');
  const current = page.getByTestId('debug-listing').locator('[data-current]');
  await expect(current).toContainText('err // Deliberate error');
  await expect(current).toHaveAttribute('data-failing', 'true');
  await expect(page.getByTestId('debug-contract-error')).toHaveText(L.contractErrorHere('Deliberate error'));
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, test.info(), `debug-lab-spec-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');
  // One step back is still in the spec's TEAL: the method selector's route.
  await page.getByTestId('debug-back').click();
  await expect(page.getByTestId('debug-failing')).toHaveCount(0);
  await expect(page.getByTestId('debug-listing').locator('[data-current]')).toHaveCount(1);
  // That step has its own line, and the err's message stays on the err (no neighbour labelled).
  await expect(page.getByTestId('debug-line')).not.toHaveText('36');
  await expect(page.getByTestId('debug-contract-error')).toHaveCount(0);
  // The step slider reaches any step: the first one is the program's first opcode.
  await page.getByTestId('debug-scrub').fill('0');
  await expect(page.getByTestId('debug-step-of')).toHaveText(
    L.stepOf(1, Number(await page.getByTestId('debug-scrub').getAttribute('max')) + 1),
  );
  // A reload keeps the group, the hand-off and the run.
  await page.reload();
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(L.bySpec('State'));
  await expect(page.getByTestId('debug-opcode')).toHaveText('err');

  // Without the lab's hand-off the spec attached to the app is used, but the template values it
  // was deployed with are not known: the page says why it shows disassembly and asks for them.
  await page.goto(page.url().replace(/&with=[^&]*/, ''));
  await expect(page.getByTestId('debug-opcode')).toHaveText('err');
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(L.byDisassembly);
  const problem = page.getByTestId('debug-spec-teal-problem');
  for (const name of ['TMPL_UPDATABLE', 'TMPL_DELETABLE', 'TMPL_VALUE'])
    await expect(problem).toContainText(name);
  const templates = page.getByTestId('debug-spec-templates');
  // Wrong values are refused with the reason; the deployed ones show the spec's TEAL at line 36.
  await templates.getByLabel('TMPL_VALUE').fill('41');
  await templates.getByRole('button', { name: L.showSpecTeal }).click();
  await expect(page.getByTestId('debug-spec-templates-error')).toHaveText(L.specStillMismatch);
  await templates.getByLabel('TMPL_UPDATABLE').check();
  await templates.getByLabel('TMPL_DELETABLE').check();
  await templates.getByLabel('TMPL_VALUE').fill('42');
  await templates.getByRole('button', { name: L.showSpecTeal }).click();
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(L.bySpec('State'));
  await expect(page.getByTestId('debug-line')).toHaveText('36');
  await expect(page.getByTestId('debug-opcode')).toHaveText('err');
});

test('a failing app call opens at its failing line; back, breakpoints, scratch, box and the inner call stack', async ({
  page,
}) => {
  await page.goto(debugUrl([await ledger.failingCall()]));
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(1));
  await page.getByTestId('debug-simulate').click();

  const sim = page.getByTestId('debug-simulation');
  await expect(sim).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-failure-message')).toContainText('assert failed');
  await expect(page.getByTestId('debug-txn-1')).toContainText(L.failingTxn);
  await expect(page.getByTestId('debug-txn-1')).toContainText(L.app(ledger.callerId.toString()));
  // The failing transaction keeps the inner transactions it made before failing (algod 5).
  await expect(page.getByTestId('debug-txn-1').getByTestId('debug-inner')).toHaveCount(2);

  // The stepper opens on the failing opcode, its TEAL line marked.
  const stepper = page.getByTestId('debug-stepper');
  await expect(page.getByTestId('debug-opcode')).toHaveText('assert');
  await expect(page.getByTestId('debug-failing')).toHaveText(L.failingStep);
  const current = page.getByTestId('debug-listing').locator('[data-current]');
  await expect(current).toContainText('assert');
  await expect(current).toHaveAttribute('data-failing', 'true');
  // 12 == 13 left 0 for assert.
  await expect(page.getByTestId('debug-stack').getByTestId('avm-value')).toHaveText(['0']);

  // Three steps back: `load 3`, with the stack empty after box_create's result was popped.
  for (let i = 0; i < 3; i++) await page.getByTestId('debug-back').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('load 3');
  await expect(stepper.getByText(L.stackEmpty)).toBeVisible();
  // Two steps on, `==` is about to compare what the trace recorded: 12 and 13 (bottom first).
  await page.getByTestId('debug-into').click();
  await page.getByTestId('debug-into').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('==');
  await expect(page.getByTestId('debug-stack').getByTestId('avm-value')).toHaveText(['12', '13']);
  // Scratch slot 3 holds 12 and slot 5 the 0 written to it; global "count" = 12 and box "bx" were written.
  await expect(page.getByTestId('debug-scratch')).toContainText('12');
  await expect(
    page.getByTestId('debug-scratch').locator('li[data-slot="5"]').getByTestId('avm-value'),
  ).toHaveText('0');
  const state = page.getByTestId('debug-state');
  await expect(state.locator('[data-scope="global"]')).toContainText('"count"');
  await expect(state.locator('[data-scope="global"]')).toContainText('12');
  await expect(state.locator('[data-scope="box"]')).toContainText('"bx"');

  // Watches: each follows its value as the stepper moves, a bad one is refused at the field.
  const watch = page.getByTestId('debug-watch');
  await expect(watch).toContainText(L.watchEmpty);
  for (const w of [
    'scratch 3',
    'scratch 9',
    'stack -1',
    'global count',
    'box bx',
    'local 0 n',
    'local 3 n',
  ]) {
    await watch.getByTestId('debug-watch-input').fill(w);
    await watch.getByRole('button', { name: L.addWatch, exact: true }).click();
  }
  await watch.getByTestId('debug-watch-input').fill('memory 1');
  await watch.getByRole('button', { name: L.addWatch, exact: true }).click();
  await expect(watch.getByText(WATCH_MESSAGES.unknown('memory'))).toBeVisible();
  const watched = (w: string) => watch.locator(`[data-watch="${w}"]`).getByTestId('debug-watch-value');
  await expect(watched('scratch 3').getByTestId('avm-value')).toHaveText('12');
  await expect(watched('scratch 9')).toHaveText(L.watchNone.scratch);
  await expect(watched('stack -1').getByTestId('avm-value')).toHaveText('13');
  await expect(watched('global count').getByTestId('avm-value')).toHaveText('12');
  await expect(watched('box bx').getByTestId('avm-value')).toHaveText('0x0000000000000000');
  // By index: account 0 is the call's sender (who holds no "n"); the call names no account 3.
  await expect(watched('local 0 n')).toHaveText(L.watchNone.local);
  await expect(watched('local 3 n')).toHaveText(L.watchNoAccount);
  await page.getByTestId('debug-back').click();
  await expect(watched('stack -1').getByTestId('avm-value')).toHaveText('12');
  await page.getByTestId('debug-scrub').fill('0');
  await expect(watched('scratch 3')).toHaveText(L.watchNone.scratch);
  await expect(watched('global count')).toHaveText(L.watchNone.global);
  await watch.getByRole('button', { name: L.removeWatch('scratch 9') }).click();
  await expect(watch.getByTestId('debug-watch-row')).toHaveCount(6);
  await page.getByTestId('debug-to-failure').click();

  // A breakpoint on the itxn_submit line stops a run from the start there.
  await stepper.getByRole('button', { name: L.toStart }).click();
  const submitLine = page.getByTestId('debug-listing').locator('li', { hasText: 'itxn_submit' });
  await submitLine.getByRole('button').click();
  await page.getByTestId('debug-continue').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('itxn_submit');
  await expect(page.getByTestId('debug-listing').locator('[data-current]')).toContainText('itxn_submit');

  // Into the inner app call: the call stack shows the callee above its caller.
  await page.getByTestId('debug-into').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('pushint 40');
  const calls = page.getByTestId('debug-call-stack').locator('li');
  await expect(calls).toHaveText([
    `txn 1 › inner 2 · approval program · app ${ledger.calleeId}`,
    `txn 1 · approval program · app ${ledger.callerId}`,
  ]);
  // Watches read the running program's app and accounts: the callee has no "count" of its own,
  // and its sender (account 0) is the caller's app account.
  await expect(watched('global count')).toHaveText(L.watchNone.global);
  await expect(watched('local 0 n')).toHaveText(L.watchNone.local);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, test.info(), `debug-call-stack-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');
  // The caller's frame shows the caller where it waits: on its itxn_submit.
  await calls.nth(1).getByRole('button').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('itxn_submit');
  await expect(calls).toHaveCount(1);
  await page.getByTestId('debug-into').click();
  await page.getByTestId('debug-out').click();
  await expect(calls).toHaveCount(1);
  await expect(page.getByTestId('debug-opcode')).toHaveText('pushbytes 0x6278');

  // Jump straight back to the failure.
  await page.getByTestId('debug-to-failure').click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('assert');

  // At 375 px every toolbar control shows a word under its icon, part of its accessible name and
  // its tooltip; axe finds nothing serious on the stepper.
  await setScreen(page, 375, 'light');
  const toolbar = page.getByRole('toolbar', { name: L.stepper });
  const tools = [
    [L.toStart, L.short.toStart],
    [L.reverse, L.short.reverse],
    [L.back, L.short.back],
    [L.into, L.short.into],
    [L.over, L.short.over],
    [L.out, L.short.out],
    [L.continue, L.short.continue],
    [L.toEnd, L.short.toEnd],
  ] as const;
  for (const [name, word] of tools) {
    const tool = toolbar.getByRole('button', { name, exact: true });
    await expect(tool).toHaveAttribute('title', name);
    await expect(tool.getByTestId('debug-tool-word')).toBeVisible();
    await expect(tool.getByTestId('debug-tool-word')).toHaveText(word);
    expect(name.toLowerCase()).toContain(word.toLowerCase());
  }
  await expect(toolbar.getByRole('button', { name: L.toFailure })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await setScreen(page, 1280, 'light');

  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, test.info(), `debug-stepper-${width}-${scheme}`);
    }
});

test('simulate options are applied and reported; a passing group lists logs, inners, unnamed resources and budgets', async ({
  page,
}) => {
  await page.goto(debugUrl([await ledger.passingCall()]));
  await page.getByTestId('debug-simulate').click();
  const sim = page.getByTestId('debug-simulation');
  await expect(sim).toHaveAttribute('data-ok', 'true');
  const txn = page.getByTestId('debug-txn-1');
  // Its own log, and the two inners (a payment, then the callee, which logs too), with app budgets.
  await expect(txn.getByTestId('debug-log').first()).toHaveText('passed');
  await expect(txn.getByTestId('debug-inner')).toHaveCount(2);
  await expect(txn.getByTestId('debug-inner').nth(1)).toContainText(L.app(ledger.calleeId.toString()));
  await expect(txn.getByTestId('debug-inner').nth(1).getByTestId('debug-log')).toHaveText('from the callee');
  await expect(txn).toContainText(/app budget \d+/);
  await expect(page.getByTestId('debug-budget-added')).toHaveText('1400');
  // The box was not named: with unnamed resources allowed, simulate says which it used.
  await expect(page.getByTestId('debug-unnamed').first()).toContainText(`box ${ledger.callerId}:"bx"`);
  await expect(page.getByTestId('debug-overrides')).toContainText(L.allowUnnamedResources);

  // Every option goes to the node: extra budget, fix signers, an earlier round, and what the
  // trace records; the node applies each (nothing is listed as unapplied).
  const round = (await ledger.algod.status().do()).lastRound - 1n;
  await page.getByTestId('debug-extra-budget').fill('700');
  await page.getByTestId('debug-round').fill(round.toString());
  await page.getByLabel(L.fixSigners).check();
  await page.getByLabel(L.traceScratch).uncheck();
  await page.getByTestId('debug-simulate').click();
  await expect(page.getByTestId('debug-overrides')).toContainText(L.extraBudgetUsed(700));
  await expect(page.getByTestId('debug-overrides')).toContainText(L.allowEmptySignatures);
  await expect(page.getByTestId('debug-round-used')).toHaveText(round.toString());
  await expect(page.getByTestId('debug-unapplied')).toHaveCount(0);
  await expect(page.getByTestId('debug-budget-added')).toHaveText('2100');
  // No scratch in the trace now: the stepper has nothing to show for it, even after `store 3`.
  await page.getByRole('button', { name: L.toEnd }).click();
  await expect(page.getByText(L.notTraced(L.traceScratch))).toBeVisible();
  // Bad option values are refused at their field.
  await page.getByTestId('debug-extra-budget').fill('lots');
  await expect(page.getByText(L.extraBudgetError)).toBeVisible();
  await expect(page.getByTestId('debug-simulate')).toBeDisabled();
});

test('the studio takes a built group whose simulation failed to the debugger, simulated on arrival', async ({
  page,
}) => {
  const s = new ComposeScreen(page);
  await s.open();
  const poor = algosdk.generateAccount().addr.toString();
  await s.addTxn('pay', {
    [COMPOSE_LABELS.fields.sender]: poor,
    [COMPOSE_LABELS.fields.receiver]: ledger.funder.addr.toString(),
    [COMPOSE_LABELS.fields.amountAlgo]: '1',
  });
  await s.build();
  await expect(page.getByTestId('compose-simulation')).toHaveAttribute('data-ok', 'false');
  const link = page.getByTestId('compose-debug');
  await expect(link).toHaveText(L.debugFailure);
  await link.click();
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(1));
  await expect(page.getByText(L.autoRun)).toBeVisible();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-txn-1')).toContainText(L.failingTxn);
  await expect(page.getByTestId('debug-failure-message')).toContainText(poor);
  // A payment runs no program: nothing to step through, and the page says so.
  await expect(page.getByText(L.noTrace)).toBeVisible();
});

test('the logic-sig screen hands its signed transaction and its own TEAL to the debugger', async ({
  page,
}) => {
  await page.goto('/sandbox/logicsig');
  const source = '#pragma version 10\n// refuses every payment\nint 1\nint 2\n==';
  await page.getByRole('textbox', { name: LOGICSIG_LABELS.editorLabel }).fill(source);
  await page.getByRole('button', { name: LOGICSIG_LABELS.compile, exact: true }).click();
  const send = page.getByRole('region', { name: LOGICSIG_LABELS.send });
  await send.getByLabel(LOGICSIG_LABELS.receiver, { exact: true }).fill(ledger.funder.addr.toString());
  await send.getByLabel(LOGICSIG_LABELS.amount, { exact: true }).fill('0.1');
  await send.getByRole('button', { name: LOGICSIG_LABELS.tryIt }).click();
  await expect(page.getByTestId('lsig-send-outcome')).toBeVisible();
  await page.getByTestId('lsig-debug').click();
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(1));
  await expect(page.getByTestId('debug-group')).toContainText(L.signed);
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  // Its own TEAL, comment and all, with the failing step on the program's last line.
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(L.bySource);
  await expect(page.getByTestId('debug-listing')).toContainText('// refuses every payment');
  await expect(page.getByTestId('debug-run')).toContainText(L.kinds['logicSig'] ?? '');
  await page.getByRole('button', { name: L.toEnd }).click();
  await expect(page.getByTestId('debug-opcode')).toHaveText('==');
  await expect(page.getByTestId('debug-line')).toHaveText('5');
  await expect(page.getByTestId('debug-stack').getByTestId('avm-value')).toHaveText(['1', '2']);
});

test('a dry-run request built from the node downloads as goal msgpack and JSON, and runs to the same verdict', async ({
  page,
}) => {
  const call = await ledger.failingCall();
  await page.goto(debugUrl([call]));
  await page.getByTestId('debug-build-dryrun').click();
  await expect(page.getByTestId('debug-dryrun-summary')).toContainText('2 apps');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('debug-dryrun-msgpack').click(),
  ]);
  const bytes = new Uint8Array(await readFile((await download.path()) as string));
  const request = algosdk.msgpackRawDecodeAsMap(bytes) as Map<string, unknown>;
  expect([...request.keys()].sort()).toEqual(
    ['accounts', 'apps', 'latest-timestamp', 'protocol-version', 'round', 'sources', 'txns'].sort(),
  );
  const txn = algosdk.decodeMsgpack(
    algosdk.msgpackRawEncode((request.get('txns') as unknown[])[0]),
    algosdk.SignedTransaction,
  );
  expect(txn.txn.txID()).toBe(call.txID());
  // The downloaded msgpack, as goal clerk dryrun-remote would send it, runs on the node: REJECT.
  const remote = await runDryrun(ledger.algod, bytes);
  expect(remote.txns[0]?.app?.verdict).toBe('REJECT');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('debug-dryrun-json').click(),
  ]);
  const parsed = JSON.parse(await readFile((await json.path()) as string, 'utf8')) as {
    apps: { id: number }[];
  };
  expect(parsed.apps.map((a) => BigInt(a.id))).toEqual([ledger.callerId, ledger.calleeId]);

  await page.getByTestId('debug-run-dryrun').click();
  await expect(page.getByTestId('debug-dryrun-verdict-1')).toHaveText('REJECT');
  await page.getByTestId('debug-simulate').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('debug-dryrun-result')).toContainText('assert');
  // The dry-run's own trace steps in the same stepper, opened on the failing line.
  const dryrun = page.getByTestId('debug-dryrun');
  await dryrun.getByTestId('debug-dryrun-step').click();
  await expect(dryrun.getByTestId('debug-listing-origin')).toHaveText(L.byDryrun);
  await expect(dryrun.getByTestId('debug-opcode')).toHaveText('assert');
  await expect(dryrun.getByTestId('debug-failing')).toHaveText(L.failingStep);
  await expect(dryrun.getByTestId('debug-stack').getByTestId('avm-value')).toHaveText(['0']);
  for (let i = 0; i < 3; i++) await dryrun.getByTestId('debug-back').click();
  await expect(dryrun.getByTestId('debug-opcode')).toHaveText('load 3');
  await expect(dryrun.getByTestId('debug-scratch')).toContainText('12');
  // Slot 5 was written with 0: listed; slots 0–2 and 4 were never written: not listed.
  await expect(dryrun.getByTestId('debug-scratch').locator('li')).toHaveCount(2);
  await expect(dryrun.getByTestId('debug-scratch').locator('li[data-slot="3"]')).toContainText('12');
  await expect(
    dryrun.getByTestId('debug-scratch').locator('li[data-slot="5"]').getByTestId('avm-value'),
  ).toHaveText('0');
  await expect(dryrun.getByText(L.scratchWritten)).toBeVisible();
  // The watch list stays with the session: a watch added here is there after a reload.
  await dryrun.getByTestId('debug-watch-input').fill('scratch 5');
  await dryrun.getByRole('button', { name: L.addWatch, exact: true }).click();
  await expect(
    dryrun.locator('[data-watch="scratch 5"]').getByTestId('debug-watch-value').getByTestId('avm-value'),
  ).toHaveText('0');

  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreen(page, test.info(), `debug-dryrun-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');

  // The trace in the AVM debugger's format, downloaded and opened again in a fresh page.
  const [trace] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('debug-download-trace').click(),
  ]);
  expect(trace.suggestedFilename()).toMatch(/\.trace\.avm\.json$/);
  const traceText = await readFile((await trace.path()) as string, 'utf8');
  const traceJson = JSON.parse(traceText) as {
    version: number;
    'exec-trace-config'?: { enable?: boolean };
    'txn-groups': { 'txn-results': { 'exec-trace'?: unknown }[] }[];
  };
  // What the AVM debugger checks before reading a trace: version 2 and the trace turned on.
  expect(traceJson.version).toBe(2);
  expect(traceJson['exec-trace-config']?.enable).toBe(true);
  expect(traceJson['txn-groups'][0]?.['txn-results'][0]?.['exec-trace']).toBeDefined();
  // One zip for VS Code: the trace, sources.avm.json naming each traced program by the hash
  // the trace carries, its map and TEAL where sources.avm.json points, and a launch.json.
  const [bundle] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('debug-download-bundle').click(),
  ]);
  expect(bundle.suggestedFilename()).toBe('avm-debug.zip');
  const zipBytes = await readFile((await bundle.path()) as string);
  const files = unzipSync(new Uint8Array(zipBytes));
  const sourcesJson = JSON.parse(strFromU8(files['sources.avm.json'] as Uint8Array)) as {
    'txn-group-sources': { 'sourcemap-location': string; hash: string }[];
  };
  const traced = (traceJson['txn-groups'][0]?.['txn-results'][0]?.['exec-trace'] ?? {}) as {
    'approval-program-hash'?: string;
  };
  expect(sourcesJson['txn-group-sources'].map((e) => e.hash)).toContain(traced['approval-program-hash']);
  for (const entry of sourcesJson['txn-group-sources']) {
    expect(entry['sourcemap-location']).toMatch(/^sources\/.+\.teal\.map$/);
    const map = JSON.parse(strFromU8(files[entry['sourcemap-location']] as Uint8Array)) as {
      version: number;
      sources: string[];
    };
    expect(map.version).toBe(3);
    expect(files[`sources/${map.sources[0] ?? ''}`]).toBeDefined();
  }
  expect(JSON.parse(strFromU8(files['.vscode/launch.json'] as Uint8Array))).toMatchObject({
    configurations: [{ type: 'avm', request: 'launch' }],
  });
  expect(strFromU8(files['simulate.trace.avm.json'] as Uint8Array)).toBe(traceText);

  // The trace alone opens again in a fresh page, as disassembly.
  await page.goto('/sandbox/debug');
  await page.getByTestId('debug-file').setInputFiles({
    name: 'simulate.trace.avm.json',
    mimeType: 'application/json',
    buffer: Buffer.from(traceText),
  });
  await expect(page.getByText(L.fromTrace)).toBeVisible();
  await expect(page.getByTestId('debug-opcode')).toHaveText('assert');
  await expect(page.getByTestId('debug-failing')).toBeVisible();
  // The watch added on the dry-run is still there in this fresh page, following this trace.
  await expect(
    page.locator('[data-watch="scratch 5"]').getByTestId('debug-watch-value').getByTestId('avm-value'),
  ).toHaveText('0');
  // The zip opens with its sources: the TEAL from the zip, at the same failing line.
  await page.getByRole('button', { name: L.clear }).click();
  await page.getByTestId('debug-file').setInputFiles({
    name: 'avm-debug.zip',
    mimeType: 'application/zip',
    buffer: zipBytes,
  });
  await expect(page.getByText(L.fromBundle(2))).toBeVisible();
  await expect(page.getByTestId('debug-listing-origin')).toHaveText(
    L.byImport(`sources/program-${fileSafe(traced['approval-program-hash'] ?? '')}.teal`),
  );
  await expect(page.getByTestId('debug-opcode')).toHaveText('assert');
  await expect(page.getByTestId('debug-failing')).toBeVisible();
});

/** How the bundle names a program's files (base64 without '/', '+' or '='). */
const fileSafe = (hash: string) => hash.replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');

test('a dropped goal file and a txid on chain both open their group; a bad paste says why', async ({
  page,
}) => {
  await page.goto('/sandbox/debug');
  await expect(page.getByTestId('debug-paste')).toBeVisible({ timeout: 30_000 });
  // The empty screen says where a group comes from, each screen linked.
  const sources = page.getByTestId('debug-sources');
  await expect(sources.getByRole('heading')).toHaveText(L.sourcesTitle);
  for (const [path, name] of L.sources)
    await expect(sources.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/sandbox/${path}`,
    );
  await expect(sources).toContainText(L.sourcesPaste);
  for (const width of WIDTHS)
    for (const scheme of SCHEMES) {
      await setScreen(page, width, scheme);
      await saveScreen(page, test.info(), `debug-input-${width}-${scheme}`);
    }
  await setScreen(page, 1280, 'light');
  await page.getByTestId('debug-paste').fill('not a transaction');
  await page.getByRole('button', { name: L.open, exact: true }).click();
  await expect(page.getByTestId('debug-paste-error')).toBeVisible();
  await expect(page.getByTestId('debug-paste')).toHaveValue('not a transaction');

  // A goal .stxn file: the signed group, concatenated.
  const p = await ledger.algod.getTransactionParams().do();
  const group = algosdk.assignGroupID(
    [1, 2].map((amount) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: ledger.funder.addr,
        receiver: ledger.funder.addr,
        amount,
        suggestedParams: p,
      }),
    ),
  );
  const file = new Uint8Array(group.flatMap((t) => [...t.signTxn(ledger.funder.sk)]));
  await page
    .getByTestId('debug-file')
    .setInputFiles({ name: 'group.stxn', mimeType: 'application/octet-stream', buffer: Buffer.from(file) });
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(2));
  await expect(page.getByTestId('debug-group')).toContainText(L.signed);
  await page.getByTestId('debug-simulate').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByText(L.noTrace)).toBeVisible();
  // The group lives in the URL: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(2));

  await page.getByRole('button', { name: L.clear }).click();
  await page.getByRole('tab', { name: L.txidTab }).click();
  await page.getByTestId('debug-txid').fill(ledger.committedGroup[1] ?? '');
  await page.getByRole('button', { name: L.open, exact: true }).click();
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(2));
  await expect(page.getByTestId('debug-group')).toContainText(L.unsigned);
  await page.getByTestId('debug-simulate').click();
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'true');

  // The transaction page re-runs the same group in one click: rebuilt, then simulated.
  await page.goto(`/sandbox/transaction/${ledger.committedGroup[0] ?? ''}`);
  await page.getByTestId('txn-debug').click();
  await expect(page.getByTestId('debug-group-size')).toHaveText(L.groupOf(2));
  await expect(page.getByTestId('debug-simulation')).toHaveAttribute('data-ok', 'true');
});
