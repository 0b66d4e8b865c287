/** The one word for an opt-in, in the transaction graph and in every transaction list. */
export const OPT_IN_WORD = 'Opt-in';

/** What decides whether an asset transfer is an opt-in, as the graph and the lists both read it. */
export interface AssetTransferParts {
  sender: string;
  receiver: string | undefined;
  amount: bigint;
  /** The clawback's target (`asset-sender`), when the transfer is a clawback. */
  revoked: string | undefined;
  closeTo: string | undefined;
}

/**
 * An asset transfer of 0 from an account to itself, neither a clawback nor a close-out: an
 * opt-in (`Opt-in STT` in the picture and in every list, never `0 STT`).
 */
export function isAssetOptIn(t: AssetTransferParts): boolean {
  return (
    t.revoked === undefined &&
    t.closeTo === undefined &&
    t.amount === 0n &&
    (t.receiver ?? t.sender) === t.sender
  );
}
