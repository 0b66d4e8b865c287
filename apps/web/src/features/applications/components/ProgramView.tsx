import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { isReadError } from '@sextant/core/explore/ReadError';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { CopyButton } from '../../../ui/CopyButton';
import { UI_LABELS } from '../../../ui/uiLabels';
import { applicationQueries } from '../../explore/queries/applicationQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';

type Form = keyof typeof L.programForms;

/** One program: TEAL disassembled by the node when it can, else (and on request) the base64 bytecode. */
export function ProgramView({ label, program }: { label: string; program: string }) {
  const profile = useActiveNetwork();
  const teal = useQuery({ ...applicationQueries.disassembly(profile, program), enabled: program !== '' });
  const [chosen, setChosen] = useState<Form>('teal');
  const form: Form = chosen === 'teal' && teal.isError ? 'base64' : chosen;
  const shown = form === 'teal' ? (teal.data ?? UI_LABELS.loading) : program;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-medium text-muted">{label}</span>
        <span className="text-xs text-muted">{L.programBytes(base64Bytes(program)?.length ?? 0)}</span>
        <div role="group" aria-label={label} className="flex gap-1">
          {(['teal', 'base64'] as const).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={f === form}
              disabled={f === 'teal' && teal.isError}
              onClick={() => setChosen(f)}
              className="h-6 rounded border border-line-strong px-2 text-xs disabled:opacity-50 aria-pressed:bg-accent aria-pressed:text-accent-fg"
            >
              {L.programForms[f]}
            </button>
          ))}
        </div>
        <CopyButton value={shown} what={label} />
      </div>
      {teal.isError && (
        <p className="text-xs text-muted">
          {isReadError(teal.error, 'READ_NOT_FOUND') ? L.noDisassembly : teal.error.message}
        </p>
      )}
      {/* It scrolls, so a keyboard must be able to reach it (axe: scrollable-region-focusable). */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={label}
        data-testid={`program-${label}`}
        className="max-h-72 overflow-auto rounded bg-sunken p-2 font-mono text-[12px] break-all whitespace-pre-wrap"
      >
        {shown}
      </pre>
    </div>
  );
}
