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

/**
 * Simulate: add empty box references until what was read fits (reconcileReadBudget), false when the
 * group's caps leave no room for them (then nothing changes).
 */
export function reconcileReadBudget(r: Resources, bytesPerBoxRef: number): boolean {
  const u = r.unnamed;
  if (u === undefined) return true;
  if (!u.withinBoxCaps()) return false;
  if (r.readBytes <= r.ioBudget) return true;
  const needed = Math.ceil((r.readBytes - r.ioBudget) / bytesPerBoxRef);
  if (!u.roomForBoxRefs(needed)) return false;
  u.extraBoxRefs += needed;
  r.ioBudget += needed * bytesPerBoxRef;
  return true;
}

/**
 * Simulate: an unnamed box is granted as a reference of its own, its current size read
 * (resources.go addBox). False, with nothing changed, when the group's box or reference caps are
 * reached (then go answers `invalid Box reference`).
 */
export function grantUnnamedBox(
  r: Resources,
  key: string,
  box: readonly [bigint, Uint8Array],
  size: number,
  bytesPerBoxRef: number,
): boolean {
  const u = r.unnamed;
  if (u === undefined) return false;
  const before = { ioBudget: r.ioBudget, readBytes: r.readBytes, extra: u.extraBoxRefs };
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
  if (reconcileReadBudget(r, bytesPerBoxRef)) return true;
  u.boxes.delete(key);
  r.ioBudget = before.ioBudget;
  r.readBytes = before.readBytes;
  u.extraBoxRefs = before.extra;
  return false;
}

/**
 * Simulate: an unnamed app's large programs are read too (addAppReadBudget). Returns what undoes the
 * charge (if the app is then refused), or false when the budget cannot grow enough (the app is
 * unavailable).
 */
export function chargeUnnamedAppRead(
  r: Resources,
  params: AvmParams,
  app: bigint,
  programSize: number,
): (() => void) | false {
  const none = () => undefined;
  const u = r.unnamed;
  if (u === undefined || r.appReads.has(app)) return none;
  const extra = largeProgramExtraBytes(params, programSize);
  if (extra === 0) return none;
  const before = { ioBudget: r.ioBudget, extra: u.extraBoxRefs };
  r.appReads.add(app);
  r.readBytes += extra;
  const rollback = () => {
    r.appReads.delete(app);
    r.readBytes -= extra;
    r.ioBudget = before.ioBudget;
    u.extraBoxRefs = before.extra;
  };
  if (reconcileReadBudget(r, params.bytesPerBoxReference)) return rollback;
  rollback();
  return false;
}

/**
 * The most the group's box I/O could reach (maxPossibleIOBudget): its box references as submitted
 * plus every box reference it could still add. In simulate, writes are checked against it.
 */
export function maxPossibleIOBudget(r: Resources, bytesPerBoxRef: number): number {
  const u = r.unnamed;
  if (u === undefined) return r.ioBudget;
  return (u.startingBoxes + u.maxPossibleUnnamedBoxes()) * bytesPerBoxRef;
}

/**
 * After a write: simulate grows the budget to the high-water mark of dirty bytes
 * (addEmptyBoxRefsForWriteBudget), as far as the group's caps allow. The caller then compares the
 * dirty bytes with `writeBudget`.
 */
export function reconcileWriteBudget(r: Resources, bytesPerBoxRef: number): void {
  if (r.dirtyBytes > r.maxDirtyBytes) r.maxDirtyBytes = r.dirtyBytes;
  const u = r.unnamed;
  if (u === undefined || r.dirtyBytes <= r.ioBudget) return;
  const needed = Math.ceil((r.dirtyBytes - r.ioBudget) / bytesPerBoxRef);
  if (!u.roomForBoxRefs(needed)) return;
  u.extraBoxRefs += needed;
  r.ioBudget += needed * bytesPerBoxRef;
}

/**
 * Whether the dirty bytes fit: the group's budget, or in simulate with unnamed resources the most
 * it could reach (go's tracer sets the evaluation's budget to maxPossibleIOBudget), which is also
 * the budget go's `write budget exceeded (N > B)` names.
 */
export function writeBudget(r: Resources, bytesPerBoxRef: number): number {
  return r.unnamed === undefined || r.dirtyBytes <= r.ioBudget
    ? r.ioBudget
    : maxPossibleIOBudget(r, bytesPerBoxRef);
}
