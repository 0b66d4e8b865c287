/**
 * What go-algorand's EvalContract does before running an app program: refuse a clear-state run
 * on a low budget, make a created app (and its box refs) available, and at the group's first
 * top-level app call, check the boxes it names fit the read budget. These failures are not eval
 * errors (no "logic eval error:" prefix), so they are thrown as plain AvmErrors.
 */
import { AvmError } from './AvmError';
import type { Machine } from './Machine';
import { boxKey } from './resources/Resources';
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
  if (g.caller === undefined && !r.readBudgetChecked) {
    let bumps = 0;
    for (const tx of g.txns) {
      bumps += tx.boxes.length;
      for (const rr of tx.access ?? []) {
        const empty = !rr.address && !rr.asset && !rr.app && !rr.holding && !rr.locals && !rr.box;
        if (rr.box || empty) bumps++;
      }
    }
    r.ioBudget = bumps * g.params.bytesPerBoxReference;
    let used = 0;
    const ledger = m.ledgerOrThrow();
    for (const key of r.boxes.keys()) {
      const sep = key.indexOf(':');
      const name = key.slice(sep + 1);
      if (name.length === 0) continue;
      const box = ledger.getBox(BigInt(key.slice(0, sep)), name);
      if (box === undefined) continue;
      r.boxes.set(key, false);
      used += box.length;
    }
    // Simulate with unnamed resources: report the references the read needs instead of failing.
    while (r.unnamed !== undefined && used > r.ioBudget) {
      r.unnamed.extraBoxRefs++;
      r.ioBudget += g.params.bytesPerBoxReference;
    }
    // go v5.0: data/transactions/logic/eval.go, the first top-level app call's check of all it reads.
    if (used > r.ioBudget) throw new AvmError(`read budget exceeded (${used} > ${r.ioBudget})`);
    r.readBudgetChecked = true;
  }
}
