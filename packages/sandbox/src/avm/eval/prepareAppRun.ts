/**
 * What go-algorand's EvalContract does before running an app program: refuse a clear-state run
 * on a low budget, make a created app (and its box refs) available, and at the group's first
 * top-level app call, check the boxes it names fit the read budget; and what it does after an
 * approving run (finishAppRun). These failures are not eval errors (no "logic eval error:"
 * prefix), so they are thrown as plain AvmErrors.
 */
import { AvmError } from './AvmError';
import { foldFamilyTouch } from './resources/authorizeBoxAccess';
import type { Machine } from './Machine';
import {
  largeProgramExtraBytes,
  reconcileReadBudget,
  reconcileWriteBudget,
  writeBudget,
} from './resources/ioBudget';
import { boxKey, type Resources } from './resources/Resources';
import { bytesKey } from './values';

export function prepareAppRun(m: Machine): void {
  const g = m.group;
  const r = g.available;
  if (!r) throw new AvmError('application programs need resource availability');
  if (m.isClearState && g.budget.value < g.params.maxAppProgramCost)
    throw new AvmError(`attempted ClearState execution with low OpcodeBudget ${g.budget.value}`);
  for (const ad of g.applyData) if (ad.configAsset !== 0n) r.createdAsas.add(ad.configAsset);
  const t = m.txn;
  if (t.applicationId === 0n) {
    for (const br of t.boxes) if (br.app === 0n) r.boxes.set(boxKey(m.appId, bytesKey(br.name)), false);
    for (const rr of t.access ?? [])
      if (rr.box && rr.box.name.length > 0 && rr.box.app === 0n)
        r.boxes.set(boxKey(m.appId, bytesKey(rr.box.name)), false);
    r.createdApps.add(m.appId);
  }
  if (g.caller === undefined && !r.readBudgetChecked) checkReadBudget(m, r);
}

/** EvalContract's read check at the group's first top-level app call (consensus v42 counting). */
function checkReadBudget(m: Machine, r: Resources): void {
  const g = m.group;
  let bumps = 0; // duplicates count
  for (const tx of g.txns) {
    bumps += tx.boxes.length;
    for (const rr of tx.access ?? []) {
      const empty = !rr.address && !rr.asset && !rr.app && !rr.holding && !rr.locals && !rr.box;
      if (rr.box || empty) bumps++;
    }
  }
  r.ioBudget = bumps * g.params.bytesPerBoxReference;
  const ledger = m.ledgerOrThrow();
  let read = 0;
  // Available apps' programs beyond 8 KiB are read too.
  for (const app of r.sharedApps) {
    const p = ledger.appParams(app);
    if (p) read += largeProgramExtraBytes(g.params, p.approvalProgram.length + p.clearStateProgram.length);
  }
  for (const key of r.boxes.keys()) {
    const sep = key.indexOf(':');
    const name = key.slice(sep + 1);
    if (name.length === 0) continue;
    const box = ledger.getBox(BigInt(key.slice(0, sep)), name);
    if (box === undefined) continue;
    r.boxes.set(key, false);
    read += box.length;
  }
  r.readBytes = read;
  if (read > r.ioBudget && r.unnamed === undefined)
    throw new AvmError(`read budget exceeded (${read} > ${r.ioBudget})`);
  // Simulate with unnamed resources: report the references the read needs instead of failing, as
  // far as the group's caps allow (go's resourcePolicy.IOSurplus).
  if (!reconcileReadBudget(r, g.params.bytesPerBoxReference))
    throw new AvmError(`read budget exceeded despite policy (${r.ioBudget})`);
  r.readBudgetChecked = true;
}

/**
 * After an approving run (go's considerBudgetProgramWrites): a created or updated app's programs
 * beyond 8 KiB are written, and count against the write budget like box bytes.
 */
function considerBudgetProgramWrites(m: Machine): void {
  const t = m.txn;
  const creating = t.applicationId === 0n;
  const updating = t.onCompletion === 4n;
  const deleting = t.onCompletion === 5n;
  if ((!creating && !updating && !deleting) || (creating && deleting)) return;
  const r = m.group.available as Resources;
  const params = m.group.params;
  r.dirtyBytes = Math.max(0, r.dirtyBytes - (r.updateBytes.get(m.appId) ?? 0));
  const size = largeProgramExtraBytes(params, t.approvalProgram.length + t.clearStateProgram.length);
  r.dirtyBytes += size;
  r.updateBytes.set(m.appId, size);
  reconcileWriteBudget(r, params.bytesPerBoxReference);
  const budget = writeBudget(r, params.bytesPerBoxReference);
  if (r.dirtyBytes > budget)
    throw new AvmError(
      `write budget exceeded (${r.dirtyBytes} > ${budget}) while ${updating ? 'updating' : 'creating'} app ${m.appId}`,
    );
}

/** EvalContract after the run: the program-write budget (if it approved), the family-touch fold. */
export function finishAppRun(m: Machine, pass: boolean): boolean {
  if (pass) considerBudgetProgramWrites(m);
  foldFamilyTouch(m);
  return pass;
}
