import type { TealDiagnostic } from '@sextant/core/teal/TealDiagnostic';
import { tealVersionOf } from '@sextant/core/teal/tealVersionOf';
import { CheckCircle2, Loader2, Play } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Panel } from '../../../ui/Panel';
import { LazyTealEditor } from '../../../ui/teal/LazyTealEditor';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

export interface ProgramPanelProps {
  source: string;
  onSource: (s: string) => void;
  onCompile: () => void;
  compiling: boolean;
  /** Bytecode length once compiled or imported. */
  size?: number | undefined;
  escrowAddress?: string | undefined;
  stale: boolean;
  diagnostics: readonly TealDiagnostic[];
  problem?: string | undefined;
  note?: string | undefined;
  disassembly?: string | undefined;
}

/** The TEAL source beside the node's disassembly, with compile, size, version and program hash. */
export function ProgramPanel(p: ProgramPanelProps) {
  const compiled = p.size !== undefined && !p.stale;
  return (
    <Panel
      title={L.program}
      actions={
        <Button variant="primary" size="sm" onClick={p.onCompile} disabled={p.compiling}>
          {p.compiling ? <Loader2 className="size-3.5 animate-spin" /> : <Play className="size-3.5" />}
          {p.compiling ? L.compiling : L.compile}
        </Button>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <LazyTealEditor
            label={L.editorLabel}
            value={p.source}
            onChange={p.onSource}
            diagnostics={p.diagnostics}
            className="h-80"
          />
          <div className="flex flex-col gap-1 text-sm" aria-live="polite">
            {compiled && p.diagnostics.length === 0 && p.problem === undefined && (
              <p className="flex items-center gap-1.5 text-ok">
                <CheckCircle2 className="size-4" /> {L.compiled}
              </p>
            )}
            {p.stale && p.size !== undefined && <p className="text-warn">{L.stale}</p>}
            {p.problem !== undefined && (
              <p role="alert" className="text-bad">
                {p.problem}
              </p>
            )}
            {p.diagnostics.length > 0 && (
              <ul
                className="flex flex-col gap-0.5 font-mono text-[12px] text-bad"
                data-testid="lsig-diagnostics"
              >
                {p.diagnostics.map((d) => (
                  <li key={`${d.line}:${d.column ?? 0}:${d.message}`}>{L.errorAt(d.line, d.message)}</li>
                ))}
              </ul>
            )}
            {p.note !== undefined && <p className="text-warn">{p.note}</p>}
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          {p.disassembly === undefined ? (
            <div className="flex h-24 items-center justify-center rounded-md border border-dashed border-line-strong px-6 text-center text-sm text-muted lg:h-80">
              {L.disassemblyEmpty}
            </div>
          ) : (
            <LazyTealEditor label={L.disassemblyLabel} value={p.disassembly} readOnly className="h-80" />
          )}
          <p className="text-xs text-muted">{L.disassembly}</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_auto_1fr]">
        <div className="flex items-baseline gap-2">
          <dt className="text-xs text-muted">{L.version}</dt>
          <dd className="font-mono" data-testid="lsig-version">
            {tealVersionOf(p.source)}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-xs text-muted">{L.size}</dt>
          <dd className="font-mono" data-testid="lsig-size">
            {p.size === undefined ? '—' : L.bytes(p.size)}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt className="shrink-0 text-xs text-muted">{L.hash}</dt>
          <dd className="flex min-w-0 items-center gap-1 font-mono text-[12px]">
            <span className="truncate" data-testid="lsig-hash">
              {p.escrowAddress ?? '—'}
            </span>
            {p.escrowAddress !== undefined && <CopyButton value={p.escrowAddress} what="program hash" />}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
