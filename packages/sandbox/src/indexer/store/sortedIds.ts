/** Inserts `id` into an ascending list (ids usually arrive increasing, so this is an append). */
export function insertSorted(ids: bigint[], id: bigint): void {
  const last = ids[ids.length - 1];
  if (last === undefined || last < id) {
    ids.push(id);
    return;
  }
  const at = lowerBound(ids, id);
  if (ids[at] !== id) ids.splice(at, 0, id);
}

/** First index whose id is >= `id`. */
export function lowerBound(ids: readonly bigint[], id: bigint): number {
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((ids[mid] as bigint) < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
