import type { ProgramField, TealProblem } from '@sextant/core/compose/compileGroupTeal';
import type { ApplDraft } from '@sextant/core/txn/TxnDraft';
import { compileTeal } from '@sextant/core/teal/compileTeal';
import { bytesToBase64 } from '@sextant/core/txn/decodeBytesText';
import { NEW_APPROVAL_TEAL, NEW_CLEAR_TEAL } from '@sextant/core/txn/newTxnDraft';
import clsx from 'clsx';
import { useEffect } from 'react';
import { useNetworkClients } from '../../../app/pipeline/useNetworkClients';
import { LazyTealEditor } from '../../../ui/teal/LazyTealEditor';
import { COMPOSE_LABELS as L } from '../composeLabels';
import type { FieldBinding } from './formKit';
import { TextAreaField } from '../../../ui/TextAreaField';

const F = L.fields;
const PREVIEW_COMPILE_MS = 700;
const PROGRAMS = [
  { field: 'approvalProgram', teal: 'approvalTeal', label: F.approvalTeal, bytesLabel: F.approvalProgram },
  { field: 'clearProgram', teal: 'clearTeal', label: F.clearTeal, bytesLabel: F.clearProgram },
] as const;

/**
 * An application's programs on create/update: TEAL in the shared editor (compiled on the node when
 * the group is built, errors placed at their lines) or compiled bytes as base64. CodeMirror loads
 * only when TEAL is chosen.
 */
export function AppProgramsFields({
  b,
  d,
  tealErrors,
}: {
  b: FieldBinding;
  d: ApplDraft;
  tealErrors: Partial<Record<ProgramField, TealProblem>> | undefined;
}) {
  const teal = d.approvalTeal !== undefined;
  const { algod } = useNetworkClients();
  // While the person pauses, the TEAL is compiled quietly so fees and balances can be previewed;
  // errors wait for the build, which compiles again and places them at their lines. Any change
  // cancels a compile under way, so a late answer never overwrites a newer draft.
  useEffect(() => {
    if (!teal) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void Promise.all(
        PROGRAMS.map((p) =>
          compileTeal(algod, d[p.teal] ?? '').then(
            (c) => bytesToBase64(c.program),
            () => undefined,
          ),
        ),
      ).then(([approvalProgram, clearProgram]) => {
        if (cancelled || approvalProgram === undefined || clearProgram === undefined) return;
        if (approvalProgram !== d.approvalProgram || clearProgram !== d.clearProgram)
          b.onChange({ ...d, approvalProgram, clearProgram });
      });
    }, PREVIEW_COMPILE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [teal, d, b, algod]);
  const toTeal = () =>
    b.onChange({ ...d, approvalTeal: NEW_APPROVAL_TEAL, clearTeal: d.clearTeal ?? NEW_CLEAR_TEAL });
  const toBytes = () => {
    const { approvalTeal: _a, clearTeal: _c, ...rest } = d;
    b.onChange(rest);
  };
  return (
    <section aria-label={F.programs} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted">{F.programs}</span>
        <div
          role="group"
          aria-label={F.programsAs}
          className="inline-flex rounded-md border border-line-strong p-0.5"
        >
          {[
            { on: teal, text: L.programsTeal, click: toTeal },
            { on: !teal, text: L.programsBytes, click: toBytes },
          ].map((o) => (
            <button
              key={o.text}
              type="button"
              aria-pressed={o.on}
              onClick={o.on ? undefined : o.click}
              className={clsx(
                'h-6 rounded px-2 text-xs font-medium',
                o.on ? 'bg-accent-soft text-fg' : 'text-muted hover:text-fg',
              )}
            >
              {o.text}
            </button>
          ))}
        </div>
      </div>
      {teal ? (
        <>
          {PROGRAMS.map((p) => {
            const problem = tealErrors?.[p.field];
            return (
              <div key={p.field} className="flex min-w-0 flex-col gap-1">
                <span className="text-xs font-medium text-muted">{p.label}</span>
                <LazyTealEditor
                  label={p.label}
                  value={d[p.teal] ?? ''}
                  onChange={(text) => b.onChange({ ...d, [p.teal]: text })}
                  diagnostics={problem?.diagnostics ?? []}
                  className={p.field === 'approvalProgram' ? 'h-56' : 'h-28'}
                />
                {problem !== undefined && (
                  <div
                    role="alert"
                    className="flex flex-col gap-0.5 text-xs text-bad"
                    data-testid={`teal-errors-${p.field}`}
                  >
                    <p>{problem.message}</p>
                    {problem.diagnostics.length > 0 && (
                      <ul className="font-mono text-[12px]">
                        {problem.diagnostics.map((x) => (
                          <li key={`${x.line}:${x.column ?? 0}:${x.message}`}>
                            {L.tealErrorAt(x.line, x.message)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </div>
            );
          })}
          <p className="text-xs text-muted">{L.tealOnBuild}</p>
        </>
      ) : (
        PROGRAMS.map((p) => (
          <TextAreaField
            key={p.field}
            name={p.field}
            label={p.bytesLabel}
            value={d[p.field]}
            onChange={(text) => b.onChange({ ...d, [p.field]: text })}
            error={b.errorFor(p.field, d[p.field])}
            rows={2}
          />
        ))
      )}
    </section>
  );
}
