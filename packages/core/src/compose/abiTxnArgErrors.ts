import { ABI_ARGS_FIELD, abiCallSlots } from '../contracts/readAbiCall';
import type { FieldErrors } from '../txn/FieldReader';
import { COMPOSE_MESSAGES } from './composeMessages';
import type { DraftEntry } from './GroupDraft';

/**
 * What only the group can say of its ABI method calls: ARC-4 places a method's transaction
 * arguments as the group members just before the call, in order, so the k-th of n transaction
 * arguments of a call at position p is the member at p − n + k, of the type the method names
 * (`txn` takes any). Errors are keyed by entry id, at the argument's field (`abiArgs.<index>`).
 */
export function abiTxnArgErrors(entries: readonly DraftEntry[]): Record<string, FieldErrors> {
  const out: Record<string, FieldErrors> = {};
  entries.forEach((entry, at) => {
    const d = entry.draft;
    if (d.type !== 'appl' || d.abi === undefined) return;
    const slots = abiCallSlots(d.abi) ?? [];
    const txnSlots = slots.flatMap((s, index) => (s.kind === 'txn' ? [{ index, kind: s.txnType }] : []));
    txnSlots.forEach(({ index, kind }, k) => {
      const memberAt = at - txnSlots.length + k;
      const member = entries[memberAt];
      const key = `${ABI_ARGS_FIELD}.${index}`;
      let message: string | undefined;
      if (member === undefined) message = COMPOSE_MESSAGES.abiTxnMissing(kind);
      else if (kind !== 'txn' && member.draft.type !== kind)
        message = COMPOSE_MESSAGES.abiTxnWrongType(memberAt + 1, member.draft.type, kind);
      if (message !== undefined) (out[entry.id] ??= {})[key] = message;
    });
  });
  return out;
}
