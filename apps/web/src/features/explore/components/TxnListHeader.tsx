import clsx from 'clsx';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import { TXN_CELLS as C, txnGrid } from './txnGrid';

/** Columns a narrow header leaves out (their cells sit on a row's lower lines, labelled). */
const MEDIUM = 'hidden @xl:block';
const WIDE = 'hidden @4xl:block';

/**
 * The column names above a transaction list, on the rows' own grid. Screen readers skip it: each
 * row's links and amounts name themselves.
 */
export function TxnListHeader({ showRound = true }: { showRound?: boolean }) {
  const names = L.columns;
  return (
    <div
      aria-hidden
      data-testid="txn-list-header"
      className={clsx(
        txnGrid(showRound),
        'border-b border-line pb-1.5 text-[11px] font-medium tracking-wide text-muted uppercase',
      )}
    >
      <span>{names.txid}</span>
      <span className={clsx(MEDIUM, C.type)}>{names.type}</span>
      <span className={MEDIUM}>{names.parties}</span>
      <span className={C.amount}>{names.amount}</span>
      <span className={clsx(WIDE, C.right)}>{names.fee}</span>
      {showRound && <span className={clsx(WIDE, C.right)}>{names.round}</span>}
      <span className={clsx(WIDE, C.right)}>{names.time}</span>
    </div>
  );
}
