/** What a new transaction's sender is chosen from. */
export interface SenderChoice {
  /** The previous transaction's sender in the group, if any. */
  previous?: string | undefined;
  /** The connected wallet's active account, if a wallet is connected. */
  active?: string | undefined;
  /** Every address something on this screen can sign for (the wallet's accounts, loaded kmd accounts). */
  signable: readonly string[];
}

/**
 * The sender of a new transaction: the previous transaction's sender while something here can sign
 * for it (a group usually has one sender), otherwise the wallet's active account, otherwise the
 * first signable address. "Whoever was used last" is kept only when nothing better is known (no
 * wallet, no loaded account), so a new transaction never defaults to an account no one here holds
 * while the wallet offers one.
 */
export function defaultSender({ previous, active, signable }: SenderChoice): string {
  const last = previous?.trim() ?? '';
  if (last !== '' && (signable.includes(last) || last === active)) return last;
  if (active !== undefined && active !== '') return active;
  return signable[0] ?? last;
}
