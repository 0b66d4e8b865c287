import type { ParsedSpec } from '@sextant/core/contracts/parseSpecText';
import { specEvents } from '@sextant/core/contracts/decodeArc28Events';
import { FileJson, X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import { puyaProgramsForSpec } from '@sextant/core/debug/puyaProgramsForSpec';
import { usePuyaMaps } from '../../debug/usePuyaMaps';
import { SpecLoader } from './SpecLoader';

/** The loaded spec (name, standard, counts, loader notes), its error, or the ways to load one. */
export function SpecPane({
  network,
  loaded,
  label,
  text,
  onLoad,
  onReplace,
}: {
  network: string;
  loaded: ParsedSpec;
  label: string;
  /** The spec's text as loaded (kept to fix a paste that did not load). */
  text: string | null;
  onLoad: (text: string, label: string, appId?: string) => void;
  onReplace: () => void;
}) {
  const spec = loaded?.ok === true ? loaded.spec : undefined;
  const { programs } = usePuyaMaps();
  const kept = spec === undefined ? [] : puyaProgramsForSpec(spec, programs);
  return (
    <Panel
      title={L.spec}
      actions={
        loaded !== undefined ? (
          <Button size="sm" variant="ghost" onClick={onReplace}>
            <X className="size-3.5" aria-hidden />
            {L.replace}
          </Button>
        ) : undefined
      }
    >
      {loaded === undefined && (
        <div className="flex flex-col gap-3">
          <p className="text-[13px] text-muted">{L.noSpec}</p>
          <SpecLoader network={network} onText={onLoad} />
        </div>
      )}
      {loaded?.ok === false && (
        <p
          role="alert"
          data-testid="lab-spec-error"
          className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px] break-words"
        >
          {loaded.message}
        </p>
      )}
      {loaded?.ok === false && (
        <div className="mt-3">
          <SpecLoader
            network={network}
            onText={onLoad}
            {...(label === L.sources.paste && text !== null && { failedPaste: text })}
          />
        </div>
      )}
      {spec !== undefined && (
        <div className="flex flex-col gap-2">
          <div className="flex items-start gap-2">
            <FileJson className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
            <div className="min-w-0">
              <p className="font-semibold break-words" data-testid="lab-spec-name">
                {spec.name || '—'}
              </p>
              <p className="text-xs text-muted break-all">{label}</p>
            </div>
            <span className="ml-auto shrink-0 rounded bg-accent-soft px-1.5 py-0.5 text-[11px] font-medium text-accent">
              {spec.standard}
            </span>
          </div>
          {spec.desc !== undefined && <p className="text-[13px] text-muted">{spec.desc}</p>}
          <p className="text-xs text-muted">
            {L.methodsCount(spec.methods.length)} · {L.eventsCount(specEvents(spec).length)}
          </p>
          <p className="text-xs text-muted" data-testid="lab-spec-compiler">
            {spec.compiler !== undefined && (
              <span title={spec.compiler.commit}>
                {L.compiledBy(spec.compiler.name, spec.compiler.version)} ·{' '}
              </span>
            )}
            {L.programsIn(spec.source !== undefined, spec.byteCode !== undefined)}
          </p>
          {kept.length > 0 && (
            <p className="text-xs text-ok" data-testid="lab-puya-maps">
              {L.puyaMapsKept(kept.map((p) => p.name))}
            </p>
          )}
          {spec.notes.map((n) => (
            <p key={n} className="text-xs text-muted">
              {n}
            </p>
          ))}
        </div>
      )}
    </Panel>
  );
}
