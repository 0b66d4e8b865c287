import type algosdk from 'algosdk';
import { bytesEqual } from '../../util/bytesEqual';

/**
 * A block's transactions cut into the groups they were submitted as: consecutive transactions with
 * the same non-zero group id form one group, a transaction without one stands alone. A block holds
 * several groups when concurrent POSTs were committed together (`Ledger.submitDurable`).
 */
export function splitGroups<T>(txns: readonly T[], txnOf: (t: T) => algosdk.Transaction): T[][] {
  const groups: T[][] = [];
  let last: Uint8Array | undefined;
  for (const t of txns) {
    const id = txnOf(t).group;
    const grouped = id !== undefined && id.some((b) => b !== 0);
    const current = groups[groups.length - 1];
    if (grouped && current !== undefined && last !== undefined && bytesEqual(last, id)) current.push(t);
    else groups.push([t]);
    last = grouped ? id : undefined;
  }
  return groups;
}
