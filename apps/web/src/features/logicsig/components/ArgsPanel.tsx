import { encodeLsigArg } from '@sextant/core/lsig/encodeLsigArg';
import { LSIG_ARG_TYPES, type LsigArg } from '@sextant/core/lsig/LsigArg';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/** `arg 0…` as typed inputs; each shows its own error and keeps what was typed. */
export function ArgsPanel({ args, onArgs }: { args: readonly LsigArg[]; onArgs: (a: LsigArg[]) => void }) {
  const set = (i: number, a: LsigArg) => onArgs(args.map((x, j) => (j === i ? a : x)));
  return (
    <Panel
      title={L.args}
      actions={
        <Button size="sm" variant="ghost" onClick={() => onArgs([...args, { type: 'text', value: '' }])}>
          <Plus className="size-3.5" /> {L.addArg}
        </Button>
      }
    >
      <p className="mb-3 text-xs text-muted">{L.argsHint}</p>
      <ol className="flex flex-col gap-2">
        {args.map((a, i) => {
          const r = encodeLsigArg(a);
          return (
            <li key={i} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <span className="w-12 shrink-0 font-mono text-xs text-muted">arg {i}</span>
                <select
                  aria-label={L.argType(i)}
                  value={a.type}
                  onChange={(e) => set(i, { ...a, type: e.target.value as LsigArg['type'] })}
                  className="h-8 shrink-0 rounded-md border border-line-strong bg-surface px-2 text-sm"
                >
                  {LSIG_ARG_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                <input
                  aria-label={L.argValue(i)}
                  aria-invalid={!r.ok}
                  value={a.value}
                  spellCheck={false}
                  onChange={(e) => set(i, { ...a, value: e.target.value })}
                  className={`h-8 w-full min-w-0 rounded-md border bg-surface px-2 font-mono text-[13px] ${r.ok ? 'border-line-strong' : 'border-bad'}`}
                />
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={L.removeArg(i)}
                  onClick={() => onArgs(args.filter((_, j) => j !== i))}
                >
                  <X className="size-3.5" />
                </Button>
              </div>
              {!r.ok && <p className="pl-14 text-xs text-bad">{r.error}</p>}
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
