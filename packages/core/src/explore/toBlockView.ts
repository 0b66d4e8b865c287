import type { AlgodBlockHeader } from '../algod/algodModels';
import { toBigInt } from '../format/toBigInt';
import type { IdxBlock } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import type { BlockHeaderView, BlockView } from './BlockView';
import { summarizeTransaction } from './summarizeTransaction';
import type { TxnSummary } from './TransactionView';

function str(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function setIf<K extends keyof BlockHeaderView>(
  view: BlockHeaderView,
  key: K,
  value: BlockHeaderView[K] | undefined,
) {
  if (value !== undefined && value !== '') view[key] = value;
}

/** An indexer block (or block header) → its view. */
export function toBlockHeaderView(raw: IdxBlock): BlockHeaderView {
  const view: BlockHeaderView = {
    round: toBigInt(raw.round),
    time: toBigInt(raw.timestamp),
    genesisId: str(raw['genesis-id']),
    genesisHash: str(raw['genesis-hash']),
    previousBlockHash: str(raw['previous-block-hash']),
    seed: str(raw.seed),
    transactionsRoot: str(raw['transactions-root']),
  };
  setIf(view, 'proposer', raw.proposer);
  setIf(view, 'transactionsRootSha256', raw['transactions-root-sha256']);
  setIf(view, 'transactionsRootSha512', raw['transactions-root-sha512']);
  setIf(view, 'previousBlockHash512', raw['previous-block-hash-512']);
  if (raw['txn-counter'] !== undefined) view.txnCounter = toBigInt(raw['txn-counter']);
  if (raw['fees-collected'] !== undefined) view.feesCollected = toBigInt(raw['fees-collected']);
  if (raw.bonus !== undefined) view.bonus = toBigInt(raw.bonus);
  if (raw['proposer-payout'] !== undefined) view.proposerPayout = toBigInt(raw['proposer-payout']);
  const protocol = raw['upgrade-state']?.['current-protocol'];
  if (typeof protocol === 'string') view.protocol = protocol;
  return view;
}

export function toBlockView(raw: IdxBlock): BlockView {
  return {
    ...toBlockHeaderView(raw),
    transactions: (raw.transactions ?? []).map(summarizeTransaction),
    source: 'indexer',
  };
}

/** algod's raw block (msgpack field names) → the same view; transactions are summarised without ids. */
export function algodBlockView(raw: AlgodBlockHeader): BlockView {
  const view: BlockHeaderView = {
    round: toBigInt(raw.rnd),
    time: toBigInt(raw.ts),
    genesisId: str(raw.gen),
    genesisHash: str(raw.gh),
    previousBlockHash: str(raw.prev),
    seed: str(raw.seed),
    transactionsRoot: str(raw.txn),
  };
  setIf(view, 'proposer', raw.prp);
  setIf(view, 'transactionsRootSha256', raw.txn256);
  setIf(view, 'transactionsRootSha512', raw.txn512);
  setIf(view, 'previousBlockHash512', raw.prev512);
  setIf(view, 'protocol', raw.proto);
  if (raw.tc !== undefined) view.txnCounter = toBigInt(raw.tc);
  if (raw.fc !== undefined) view.feesCollected = toBigInt(raw.fc);
  if (raw.bi !== undefined) view.bonus = toBigInt(raw.bi);
  if (raw.pp !== undefined) view.proposerPayout = toBigInt(raw.pp);
  const transactions = (raw.txns ?? []).map((stxn): TxnSummary => {
    const t = stxn.txn;
    const summary: TxnSummary = { id: '', type: str(t['type']), sender: str(t['snd']) };
    const receiver = str(t['rcv']) || str(t['arcv']) || str(t['fadd']);
    if (receiver !== '') summary.receiver = receiver;
    if (summary.type === 'pay') summary.amount = { kind: 'algos', value: toBigInt(t['amt']) };
    if (summary.type === 'axfer')
      summary.amount = { kind: 'asset', value: toBigInt(t['aamt']), assetId: toBigInt(t['xaid']) };
    const asset = toBigInt(t['xaid'] ?? t['caid'] ?? t['faid']);
    if (asset !== 0n) summary.assetId = asset;
    summary.fee = toBigInt(t['fee']);
    summary.round = view.round;
    summary.time = view.time;
    if (str(t['grp']) !== '') summary.group = str(t['grp']);
    return summary;
  });
  return { ...view, transactions, source: 'algod' };
}
