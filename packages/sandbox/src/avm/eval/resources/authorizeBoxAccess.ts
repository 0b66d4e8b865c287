/**
 * v13's foreign and family box access (go-algorand v5.0.0 data/transactions/logic/box.go
 * authorizeBoxAccess, checkFamilyReentrancy; eval.go EvalContract's touchedFamilyShared fold). An
 * app may always use its own boxes. Another app's box may be read if its owner set
 * AppForeignBoxReads, and read or written by an app of the same creator if the owner set
 * AppFamilyBoxAccess. Family-shared boxes get a family-scoped reentrancy guard.
 */
import { AvmError } from '../AvmError';
import type { Machine } from '../Machine';
import { bytesEqual } from '../../../util/bytesEqual';

export type BoxAccess = 'read' | 'write';

/** go's getCreatorAddress. */
function creatorOf(cx: Machine): Uint8Array {
  const p = cx.ledgerOrThrow().appParams(cx.appId);
  if (!p) throw new AvmError('No params for current app');
  return p.creator;
}

export function authorizeBoxAccess(cx: Machine, owner: bigint, access: BoxAccess): void {
  const ownerParams = cx.ledgerOrThrow().appParams(owner);
  if (!ownerParams) throw new AvmError(`app ${owner} does not exist`);
  let familyShared: boolean;
  if (owner === cx.appId) {
    familyShared = ownerParams.familyBoxAccess;
  } else {
    const inFamily = bytesEqual(creatorOf(cx), ownerParams.creator);
    const isRead = access === 'read';
    if (!(isRead && ownerParams.foreignBoxReads) && !(ownerParams.familyBoxAccess && inFamily)) {
      throw new AvmError(
        `${inFamily ? 'family' : 'foreign'} app ${cx.appId} may not ${access} box of ${owner}`,
      );
    }
    familyShared = ownerParams.familyBoxAccess && inFamily;
  }
  if (!familyShared) return;
  if (access !== 'read') checkFamilyReentrancy(cx);
  cx.touchedFamilyShared = true;
}

/**
 * A family-shared write fails when a foreign app on the call stack separates cx from a family
 * member that touched family-shared state (the family analog of the reentrancy ban).
 */
function checkFamilyReentrancy(cx: Machine): void {
  if (cx.familyReentrancyChecked) return;
  const mine = creatorOf(cx);
  let seenForeign = false;
  for (let f = cx.group.caller; f !== undefined; f = f.group.caller) {
    if (!bytesEqual(creatorOf(f), mine)) {
      seenForeign = true;
      continue;
    }
    if (seenForeign && f.touchedFamilyShared)
      throw new AvmError(
        `app ${cx.appId} may not write family-shared box: app ${f.appId} is relying on family state across a foreign call`,
      );
  }
  cx.familyReentrancyChecked = true;
}

/** EvalContract's end: a same-creator caller inherits its inner run's family-shared touch. */
export function foldFamilyTouch(cx: Machine): void {
  const caller = cx.group.caller;
  if (caller === undefined || !cx.touchedFamilyShared) return;
  if (bytesEqual(creatorOf(cx), creatorOf(caller))) caller.touchedFamilyShared = true;
}
