import type { DebugHandoff } from '@sextant/core/debug/DebugHandoff';
import type algosdk from 'algosdk';

/**
 * The contract lab's hand-off: its spec (with the template values the draft holds) for every
 * call in the group to the lab's app, which is the last transaction's.
 */
export function specHandoff(
  txns: readonly algosdk.Transaction[],
  specText: string | null,
  templates: Record<string, string>,
): DebugHandoff {
  if (specText === null) return { teal: [], specs: [] };
  const app = txns[txns.length - 1]?.applicationCall?.appIndex;
  const positions = txns.flatMap((t, i) =>
    t.applicationCall !== undefined && t.applicationCall.appIndex === app ? [i] : [],
  );
  return { teal: [], specs: [{ text: specText, positions, templates }] };
}
