import { V42_LABELS as L } from './v42Labels';

/** `PQ` beside a transaction or account authorised by a post-quantum key; the scheme on hover and for readers. */
export function PQBadge({ scheme, testId = 'pq-badge' }: { scheme: string; testId?: string }) {
  return (
    <span
      title={L.pqBadgeTitle(scheme)}
      aria-label={L.pqBadgeTitle(scheme)}
      data-testid={testId}
      className="inline-flex h-5 shrink-0 items-center rounded border border-accent/40 bg-accent/10 px-1.5 text-[11px] font-semibold whitespace-nowrap text-accent"
    >
      {L.pqBadge}
    </span>
  );
}
