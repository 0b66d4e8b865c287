import type { Ledger } from '../ledger/Ledger';

/** What algod's route modules share. */
export interface AlgodContext {
  ledger: Ledger;
  token: string;
}
