import type { Genesis } from '../genesis/Genesis';
import type { GenesisKey } from '../genesis/GenesisKeys';
import type { WalletFile } from '../kmd/WalletPersistence';
import type { BlockRecord } from '../store/BlockRecord';

/** A whole network as stored: what an export file carries and an import puts back. */
export interface NetworkSnapshot {
  genesis: Genesis;
  /** The funded genesis accounts' keys (kmd's default wallet is rebuilt from them). */
  keys: GenesisKey[];
  /** Every committed block after genesis, in round order. */
  records: BlockRecord[];
  /** kmd's wallets as stored (sealed). */
  wallets: WalletFile[];
}
