import { avmValueLabel } from '@sextant/core/debug/AvmStackValue';
import type { StateChange } from '@sextant/core/debug/replayTrace';
import { DEBUG_LABELS as L } from '../debugLabels';
import { AvmValueView } from './AvmValueView';

/** One global, local or box write (or delete): where, which key, the new value. */
export function StateChangeRow({ change, note }: { change: StateChange; note?: string }) {
  const key = avmValueLabel({ type: 'bytes', bytes: change.key });
  return (
    <li className="flex flex-col gap-0.5 py-1 text-xs" data-scope={change.scope}>
      <span className="flex flex-wrap gap-x-2">
        <span className="rounded bg-sunken px-1 font-mono text-[11px]">{change.scope}</span>
        {change.appId !== undefined && <span className="text-muted">{L.app(change.appId.toString())}</span>}
        <span className="font-mono break-all">{key}</span>
        {note !== undefined && <span className="text-accent">{note}</span>}
      </span>
      {change.account !== undefined && (
        <span className="font-mono text-[11px] break-all text-muted">{change.account}</span>
      )}
      {change.operation === 'delete' ? (
        <span className="text-muted">{L.deleted}</span>
      ) : (
        change.value && <AvmValueView value={change.value} />
      )}
    </li>
  );
}
