import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

export interface ActionRow {
  key: string;
  title: ReactNode;
  /** Said after the title, quieter: a count, a date. */
  note?: ReactNode;
  /** A second line: an address, a summary. */
  detail: ReactNode;
  /** The row's main action ("Use", "Open"). */
  action: { label: string; onClick: () => void };
  /** The accessible name of the row's delete button. */
  removeLabel: string;
  onRemove: () => void;
}

/** A short list of stored things, each with one action and a delete button; `empty` when there are none. */
export function ActionRows({
  rows,
  empty,
  testId,
}: {
  rows: readonly ActionRow[];
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="text-[13px] text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line" data-testid={testId}>
      {rows.map((r) => (
        <li key={r.key} className="flex items-center gap-2 py-2 first:pt-0 last:pb-0">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="text-[13px] font-medium">
              {r.title}
              {r.note !== undefined && <span className="font-normal text-muted"> {r.note}</span>}
            </span>
            <span className="truncate font-mono text-xs text-muted">{r.detail}</span>
          </div>
          <Button size="sm" onClick={r.action.onClick}>
            {r.action.label}
          </Button>
          <Button size="sm" variant="ghost" aria-label={r.removeLabel} onClick={r.onRemove}>
            <Trash2 className="size-3.5" aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
