/**
 * The group's box I/O budget as consensus v42 counts it (go-algorand v5.0.0): every box reference
 * (and every empty `al` entry) adds BytesPerBoxReference; at the first top-level app call the named
 * boxes' sizes plus the size beyond 8 KiB of every available app's programs must fit it (eval.go
 * EvalContract, "read budget exceeded (read > budget)"); box writes and created or updated large
 * programs must keep fitting it (box.go availableAppBox, eval.go considerBudgetProgramWrites).
 * Under simulate's allow-unnamed-resources the budget grows instead, one box reference at a time,
 * each counted in `extraBoxRefs` (ledger/simulation/resources.go reconcileReadBudget,
 * addEmptyBoxRefsForWriteBudget, addAppReadBudget).
 */
import type { AvmParams } from '../AvmParams';
import type { Resources } from './Resources';

/**
 * data/transactions/application.go LargeProgramExtraBytes: bytes beyond what 1 + MaxExtraAppProgramPages
 * pages of MaxAppTotalProgramLen hold (MaxAppTotalProgramLen equals MaxAppProgramLen since v28).
 */
export function largeProgramExtraBytes(params: AvmParams, totalProgramSize: number): number {
  return Math.max(0, totalProgramSize - params.maxAppProgramLen * (1 + params.maxExtraAppProgramPages));
}

/** Simulate: add box references until what was read fits. */
export function reconcileReadBudget(r: Resources, bytesPerBoxRef: number): void {
  if (r.unnamed === undefined) return;
  while (r.readBytes > r.ioBudget) {
    r.unnamed.extraBoxRefs++;
    r.ioBudget += bytesPerBoxRef;
  }
}

/** Simulate: an unnamed box is granted as a reference of its own, its current size read. */
export function grantUnnamedBox(
  r: Resources,
  key: string,
  box: readonly [bigint, Uint8Array],
  size: number,
  bytesPerBoxRef: number,
): void {
  const u = r.unnamed;
  if (u === undefined) return;
  u.boxes.set(key, box);
  r.ioBudget += bytesPerBoxRef;
  r.readBytes += size;
  // A named box may make an earlier empty reference unnecessary (canRemoveEmptyRef).
  if (
    u.extraBoxRefs > 0 &&
    r.ioBudget - r.readBytes >= bytesPerBoxRef &&
    r.ioBudget - r.maxDirtyBytes >= bytesPerBoxRef
  ) {
    u.extraBoxRefs--;
    r.ioBudget -= bytesPerBoxRef;
  }
  reconcileReadBudget(r, bytesPerBoxRef);
}

/** Simulate: an unnamed app's large programs are read too (addAppReadBudget). */
export function chargeUnnamedAppRead(
  r: Resources,
  params: AvmParams,
  app: bigint,
  programSize: number,
): void {
  if (r.unnamed === undefined || r.appReads.has(app)) return;
  const extra = largeProgramExtraBytes(params, programSize);
  if (extra === 0) return;
  r.appReads.add(app);
  r.readBytes += extra;
  reconcileReadBudget(r, params.bytesPerBoxReference);
}

/** After a write: simulate grows the budget to the high-water mark of dirty bytes. */
export function reconcileWriteBudget(r: Resources, bytesPerBoxRef: number): void {
  if (r.dirtyBytes > r.maxDirtyBytes) r.maxDirtyBytes = r.dirtyBytes;
  if (r.unnamed === undefined) return;
  while (r.dirtyBytes > r.ioBudget) {
    r.unnamed.extraBoxRefs++;
    r.ioBudget += bytesPerBoxRef;
  }
}
