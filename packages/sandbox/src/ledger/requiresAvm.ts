import { LedgerError } from './LedgerError';
import type { PreparedTxn } from './decode/PreparedTxn';

/** The refusal for anything that needs program evaluation while no AVM is plugged in. */
export function requiresAvm(p: PreparedTxn, what: string): never {
  throw new LedgerError(
    'requires-avm',
    `transaction ${p.txid}: ${what} requires the AVM, which this sandbox does not run yet`,
  );
}
