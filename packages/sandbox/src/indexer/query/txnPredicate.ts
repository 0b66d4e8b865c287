import type { IndexStore } from '../store/IndexStore';
import type { TxnRow } from '../store/TxnRow';
import type { TxnFilter } from './TxnFilter';

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (bytes.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[i] !== prefix[i]) return false;
  return true;
}

/**
 * The per-row test of a filter, mirroring the indexer's WHERE clauses: the address must be among the
 * row's participants and, with a role, in that role on the row itself; currency bounds apply to the
 * `amt`/`aamt` the row carries (absent when zero, so such rows never match a bound); times are
 * strict bounds on the block time; rekey-to=false filters nothing.
 */
export function txnPredicate(store: IndexStore, f: TxnFilter): (row: TxnRow) => boolean {
  const checks: Array<(row: TxnRow) => boolean> = [];
  const a = f.address;
  if (a !== undefined) {
    checks.push((r) => r.participants.includes(a));
    if (f.addressRole === 'sender') checks.push((r) => r.sender === a || r.assetSender === a);
    else if (f.addressRole === 'receiver') {
      const closeToo = !f.excludeCloseTo;
      checks.push((r) => r.receiver === a || (closeToo && (r.closeTo === a || r.assetCloseTo === a)));
    } else if (f.addressRole === 'freeze-target') checks.push((r) => r.freezeTarget === a);
  }
  if (f.minRound !== undefined) {
    const min = f.minRound;
    checks.push((r) => r.round >= min);
  }
  if (f.maxRound !== undefined) {
    const max = f.maxRound;
    checks.push((r) => r.round <= max);
  }
  if (f.beforeTime !== undefined || f.afterTime !== undefined) {
    const before = f.beforeTime;
    const after = f.afterTime;
    let cachedRound = -1;
    let cachedMs = 0;
    checks.push((r) => {
      if (r.round !== cachedRound) {
        cachedRound = r.round;
        cachedMs = store.timestampOf(r.round) * 1000;
      }
      return (before === undefined || cachedMs < before) && (after === undefined || cachedMs > after);
    });
  }
  if (f.creatable !== undefined) {
    const id = f.creatable;
    checks.push((r) => r.creatable === id);
  }
  const bound = (
    get: (r: TxnRow) => bigint | undefined,
    gt: bigint | undefined,
    lt: bigint | undefined,
  ): void => {
    if (gt !== undefined) checks.push((r) => (get(r) ?? -1n) > gt);
    if (lt !== undefined)
      checks.push((r) => {
        const v = get(r);
        return v !== undefined && v < lt;
      });
  };
  bound((r) => r.algoAmount, f.algosGT, f.algosLT);
  bound((r) => r.assetAmount, f.assetGT, f.assetLT);
  if (f.txType !== undefined) {
    const t = f.txType;
    checks.push((r) => r.type === t);
  }
  if (f.txid !== undefined) {
    const id = f.txid;
    checks.push((r) => r.txid === id);
  }
  if (f.sigType !== undefined) {
    const s = f.sigType;
    checks.push((r) => r.sigType === s);
  }
  if (f.notePrefix !== undefined && f.notePrefix.length > 0) {
    const p = f.notePrefix;
    checks.push((r) => startsWith(r.note, p));
  }
  if (f.rekeyTo === true) checks.push((r) => r.rekey);
  if (f.groupId !== undefined) {
    const g = f.groupId;
    checks.push((r) => r.group === g);
  }
  return (row) => {
    for (const c of checks) if (!c(row)) return false;
    return true;
  };
}
