import type { LabAction } from '@sextant/core/contracts/labActions';
import clsx from 'clsx';
import { Panel } from '../../../ui/Panel';
import { CONTRACTS_LABELS as L } from '../contractsLabels';

/** What the spec allows now: methods (readonly marked) and bare actions with their on-completes. */
export function ActionList({
  creating,
  actions,
  current,
  onPick,
}: {
  creating: boolean;
  actions: readonly LabAction[];
  current: string | undefined;
  onPick: (key: string) => void;
}) {
  return (
    <Panel title={creating ? L.create : L.call}>
      {actions.length === 0 ? (
        <p className="text-[13px] text-muted">{L.noActions}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto lg:max-h-none" aria-label={L.actions}>
          {actions.map((a) => (
            <li key={a.key}>
              <button
                type="button"
                aria-current={a.key === current}
                onClick={() => onPick(a.key)}
                className={clsx(
                  'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-[13px] hover:bg-sunken',
                  a.key === current && 'bg-accent-soft text-fg',
                )}
              >
                <span
                  className="min-w-0 flex-1 font-mono [overflow-wrap:anywhere]"
                  title={a.method?.signature}
                >
                  {a.method === undefined ? L.bare : a.method.name}
                </span>
                {a.method?.readonly === true && (
                  <span className="shrink-0 rounded bg-sunken px-1.5 text-[10px] text-muted uppercase">
                    {L.readonly}
                  </span>
                )}
                {a.method === undefined && (
                  <span className="min-w-0 text-right text-[11px] text-muted">
                    {a.onCompletes.join(' · ')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
