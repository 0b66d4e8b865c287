import type { RawAnswer } from './RawAnswer';
import type { TxnSummary } from './TransactionView';

/** A block header as the block screen and the block lists show it. */
export interface BlockHeaderView {
  round: bigint;
  time: bigint;
  proposer?: string;
  genesisId: string;
  genesisHash: string;
  previousBlockHash: string;
  /** The previous block's hash with SHA-512 (v41 `prev512`), when the block has it. */
  previousBlockHash512?: string;
  seed: string;
  transactionsRoot: string;
  transactionsRootSha256?: string;
  /** The transactions' vector commitment with SHA-512 (v41 `txn512`), when the block has it. */
  transactionsRootSha512?: string;
  txnCounter?: bigint;
  /** Transactions committed in this block (inner ones included), where the list could count them. */
  txnCount?: bigint;
  feesCollected?: bigint;
  bonus?: bigint;
  proposerPayout?: bigint;
  protocol?: string;
}

export interface BlockView extends BlockHeaderView {
  /** From the indexer every summary has its id; from algod ids are empty (they need the SDK to compute). */
  transactions: TxnSummary[];
  source: 'indexer' | 'algod';
  /** The service's own answer: the indexer's block, or algod's block in its JSON form. */
  answer?: RawAnswer;
}
