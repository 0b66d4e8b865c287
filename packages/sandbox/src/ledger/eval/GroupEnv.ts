import type { AvmHooks } from '../AvmHooks';

/** What evaluating a group needs from the ledger besides state: the round, specials, dedup and leases. */
export interface GroupEnv {
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly genesisId: string;
  readonly genesisHash: Uint8Array;
  readonly feeSink: string;
  readonly rewardsPool: string;
  readonly avm: AvmHooks | undefined;
  /** True when this txid was confirmed in a round its validity window could still reach. */
  isConfirmed(txid: string): boolean;
  /** The last valid round of an earlier transaction holding this (sender, lease), if any is still active. */
  leaseHeldUntil(sender: string, lease: Uint8Array): bigint | undefined;
  /**
   * Simulate's fix-signers: present, an unsigned transaction is authorized by whoever must sign it
   * when it is applied, and this hears of every one whose signer differs from the one it named.
   */
  readonly fixSigner?: (index: number, signer: string) => void;
  /**
   * The admin API's impersonation: a transaction whose sender or authorizer this says is unlocked
   * needs no valid signature (absent: none is; the sandbox's own network only).
   */
  readonly unlocked?: ((address: string) => boolean) | undefined;
  /** The network's editor account (`editorAddress`): its edit payments change state (`SandboxEdit`). */
  readonly editor?: string | undefined;
  /** The admin API's own group: its edits apply (otherwise a new edit is refused; replay applies them). */
  readonly edits?: boolean;
}
