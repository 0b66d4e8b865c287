import type { DebugTxn } from '@sextant/core/debug/DebugTxn';
import { X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { DEBUG_LABELS as L } from '../debugLabels';

/** The group being debugged: one row per transaction, with a way to close it. */
export function GroupSummary({
  group,
  note,
  onClear,
}: {
  group: readonly DebugTxn[];
  note?: string | undefined;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] font-medium" data-testid="debug-group-size">
          {L.groupOf(group.length)}
        </p>
        <Button size="sm" variant="ghost" onClick={onClear}>
          <X className="size-3.5" aria-hidden />
          {L.clear}
        </Button>
      </div>
      {note !== undefined && <p className="text-xs text-muted">{note}</p>}
      <ol className="divide-y divide-line rounded-md border border-line" data-testid="debug-group">
        {group.map((t, i) => {
          const txn = t.stxn.txn;
          const app = txn.applicationCall?.appIndex;
          return (
            <li key={i} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-[13px]">
              <span className="w-5 text-muted tabular-nums">{i + 1}</span>
              <span className="rounded bg-sunken px-1.5 py-0.5 font-mono text-xs">{txn.type}</span>
              {app !== undefined && app !== 0n && <span className="text-muted">{L.app(app.toString())}</span>}
              <span className="min-w-0 flex-1 truncate font-mono text-xs text-muted" title={txn.txID()}>
                {txn.txID()}
              </span>
              <span className={t.signed ? 'text-xs text-ok' : 'text-xs text-muted'}>
                {t.signed ? L.signed : L.unsigned}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
