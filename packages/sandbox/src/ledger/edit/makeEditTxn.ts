import algosdk from 'algosdk';
import { encodeSandboxEdit, type SandboxEdit } from './SandboxEdit';

/** The fee an edit payment pays (the minimum fee). */
export const EDIT_FEE = 1000n;

/** The note bytes an edit may use: a note holds at most 1024 (config/consensus.go MaxTxnNoteBytes). */
export const MAX_EDIT_NOTE = 1024;

/** The unsigned edit payment (`SandboxEdit`) of `edit` from `editor`, valid from `round`. */
export function makeEditTxn(
  edit: SandboxEdit,
  chain: { editor: string; round: bigint; genesisId: string; genesisHash: Uint8Array },
  nonce?: string,
): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: chain.editor,
    receiver: chain.editor,
    amount: 0,
    note: encodeSandboxEdit(edit, nonce),
    suggestedParams: {
      fee: EDIT_FEE,
      minFee: EDIT_FEE,
      flatFee: true,
      firstValid: chain.round,
      lastValid: chain.round + 1000n,
      genesisID: chain.genesisId,
      genesisHash: chain.genesisHash,
    },
  });
}

/** `txids` in as few `unlocked` edits as fit a note each. */
export function unlockedEdits(txids: readonly string[]): SandboxEdit[] {
  const out: SandboxEdit[] = [];
  let batch: string[] = [];
  for (const txid of txids) {
    const next = [...batch, txid];
    if (batch.length > 0 && encodeSandboxEdit({ kind: 'unlocked', txids: next }).length > MAX_EDIT_NOTE) {
      out.push({ kind: 'unlocked', txids: batch });
      batch = [txid];
    } else batch = next;
  }
  if (batch.length > 0) out.push({ kind: 'unlocked', txids: batch });
  return out;
}
