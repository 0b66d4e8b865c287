import { EXPLORER_LABELS as L } from '../explorerLabels';

/** A transaction's type as a small label (`Payment`), the API's code on hover. */
export function TxnTypeBadge({ type }: { type: string }) {
  return (
    <span
      title={type}
      className="inline-flex h-5 shrink-0 items-center rounded bg-sunken px-1.5 text-[11px] font-medium whitespace-nowrap text-muted"
    >
      {L.txTypes[type] ?? type}
    </span>
  );
}
