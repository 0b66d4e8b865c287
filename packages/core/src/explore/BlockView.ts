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
  seed: string;
  transactionsRoot: string;
  transactionsRootSha256?: string;
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
