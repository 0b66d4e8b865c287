import type { NetworkControl } from '../control/NetworkControl';
import type { ForkSource } from '../fork/ForkSource';
import type { Ledger } from '../ledger/Ledger';

/** What algod's route modules share. */
export interface AlgodContext {
  ledger: Ledger;
  token: string;
  /** How long `wait-for-block-after` waits (algod: 1 minute); tests shorten it. */
  waitForBlockTimeoutMs?: number;
  /** The sandbox's admin API (`/v2/sandbox/...`); absent: not served. */
  control?: NetworkControl;
  /** A fork's source of remote state: reads that missed are answered again once fetched. */
  fork?: ForkSource;
}
