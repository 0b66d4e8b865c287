import type { TraceTimeline } from '@sextant/core/debug/replayTrace';
import { readWatchExpression, watchValue } from '@sextant/core/debug/watchExpression';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Field } from '../../../ui/Field';
import { DEBUG_LABELS as L } from '../debugLabels';
import { useDebugWatches } from '../useDebugWatches';
import { AvmValueView } from './AvmValueView';

/** Watches: what the person asked to follow, each with its value just before the current step. */
export function WatchPanel({ timeline, index }: { timeline: TraceTimeline; index: number }) {
  const { watches, add, remove } = useDebugWatches(useActiveNetwork().id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return (
    <div className="flex flex-col gap-2" data-testid="debug-watch">
      <form
        className="flex items-start gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          const r = readWatchExpression(text);
          if (!r.ok) return setError(r.error);
          add(text.trim());
          setText('');
        }}
      >
        <Field
          className="min-w-0 flex-1"
          label={L.watchLabel}
          labelHidden
          placeholder={L.watchPlaceholder}
          value={text}
          error={error}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          data-testid="debug-watch-input"
        />
        <Button type="submit" title={L.addWatch} className="h-8">
          <Plus className="size-3.5" aria-hidden />
          {L.addWatch}
        </Button>
      </form>
      {watches.length === 0 ? (
        <p className="text-xs text-muted">{L.watchEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {watches.map((w) => {
            const r = readWatchExpression(w);
            const v = r.ok ? watchValue(timeline, index, r.watch) : undefined;
            return (
              <li
                key={w}
                className="flex items-start gap-2 py-1"
                data-testid="debug-watch-row"
                data-watch={w}
              >
                <span className="w-20 shrink-0 font-mono text-[11px] break-all sm:w-28">{w}</span>
                <span className="min-w-0 flex-1" data-testid="debug-watch-value">
                  {v?.kind === 'value' ? (
                    <AvmValueView value={v.value} />
                  ) : (
                    <span className="text-xs text-muted">
                      {v === undefined
                        ? L.watchBad
                        : v.kind === 'deleted'
                          ? L.deleted
                          : v.kind === 'noAccount'
                            ? L.watchNoAccount
                            : r.ok
                              ? L.watchNone[r.watch.kind]
                              : ''}
                    </span>
                  )}
                </span>
                <IconButton label={L.removeWatch(w)} icon={X} onClick={() => remove(w)} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
