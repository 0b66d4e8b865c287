import type { TraceView } from '@sextant/core/debug/debugSimulation';
import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import { moveInTrace, type TraceMove } from '@sextant/core/debug/moveInTrace';
import { instructionText } from '@sextant/core/debug/ProgramListing';
import type { TraceRun } from '@sextant/core/debug/replayTrace';
import { stateAtStep } from '@sextant/core/debug/stateAtStep';
import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { DEBUG_LABELS as L } from '../debugLabels';
import { AvmValueView } from './AvmValueView';
import { ProgramListingView } from './ProgramListingView';
import { SpecTemplatesForm } from './SpecTemplatesForm';
import { StateChangeRow } from './StateChangeRow';
import { StepperToolbar } from './StepperToolbar';
import { WatchPanel } from './WatchPanel';

/**
 * The trace stepper: one step is one opcode about to run, with the stack, scratch and state as
 * they were just before it. Moves go into, over and out of inner calls, back one opcode, and
 * forwards or backwards to a breakpoint set on a TEAL line.
 */
export function TraceStepper({
  sim,
  start,
  specTemplates,
  stateUntraced,
  scratchUntraced,
}: {
  sim: TraceView;
  start: number;
  /** Why the trace has no state changes (dry-run records none), shown in their place. */
  stateUntraced?: string | undefined;
  /** Why the trace has no scratch (simulated without it), shown in its place. */
  scratchUntraced?: string | undefined;
  /** Asks template values when a spec's TEAL could not be matched (the page lists again). */
  specTemplates?: {
    onMatch: (hash: string, literals: Record<string, string>) => void;
    pending: boolean;
    error: string | undefined;
  };
}) {
  const t = sim.timeline;
  const [index, setIndex] = useState(start);
  // Breakpoints by program hash, then line.
  const [breaks, setBreaks] = useState<ReadonlyMap<string, ReadonlySet<number>>>(new Map());
  const step = t.steps[index];
  if (step === undefined) return <p className="text-[13px] text-muted">{L.noTrace}</p>;
  const run = t.runs[step.run] as TraceRun;
  const hash = run.programHash ?? '';
  const listing = sim.listings.get(hash);
  const lineOf = (i: number) => {
    const s = t.steps[i];
    const r = s === undefined ? undefined : t.runs[s.run];
    return s === undefined ? undefined : sim.listings.get(r?.programHash ?? '')?.lineOfPc.get(s.pc);
  };
  const line = lineOf(index);
  const failing = index === t.failureStep;
  const isBreakpoint = (i: number) => {
    const s = t.steps[i];
    const h = s === undefined ? '' : (t.runs[s.run]?.programHash ?? '');
    const l = lineOf(i);
    return l !== undefined && (breaks.get(h)?.has(l) ?? false);
  };
  const go = (move: TraceMove) => setIndex(moveInTrace(t, index, move, { isBreakpoint }));
  const toggle = (l: number) => {
    const next = new Map(breaks);
    const set = new Set(next.get(hash) ?? []);
    if (set.has(l)) set.delete(l);
    else set.add(l);
    next.set(hash, set);
    setBreaks(next);
  };
  const appOf = (r: TraceRun) => r.appId ?? sim.appOfProgram.get(r.programHash ?? '');
  const runLabel = (r: TraceRun) => {
    const app = appOf(r);
    return `${L.runLabel(L.kinds[r.kind] ?? r.kind, L.pathLabel(r.path))}${app === undefined ? '' : ` · ${L.app(app.toString())}`}`;
  };
  // The call stack, innermost first, each frame with the step it is at (a caller waits on the
  // itxn_submit that started the frame above it): clicking a frame shows that step.
  const callers: { run: TraceRun; at: number }[] = [];
  for (let r: TraceRun | undefined = run, at = index; r !== undefined;) {
    callers.push({ run: r, at });
    const by: number | undefined = r.spawnedBy;
    r = by === undefined ? undefined : t.runs[t.steps[by]?.run ?? -1];
    at = by ?? at;
  }
  const state = stateAtStep(t, index);
  const scratch = [...step.scratchBefore].sort((a, b) => a[0] - b[0]);
  const contractError = listing?.errorOfPc?.get(step.pc);
  const lineNotes = new Map<number, string>();
  for (const [pc, message] of listing?.errorOfPc ?? []) {
    const l = listing?.lineOfPc.get(pc);
    if (l !== undefined) lineNotes.set(l, message);
  }
  const popFrom = step.stackBefore.length - step.popped;

  return (
    <div
      className="flex flex-col gap-3 outline-none"
      tabIndex={0}
      data-testid="debug-stepper"
      data-step={index}
      onKeyDown={(e) => {
        const move = KEYS[e.key];
        if (move === undefined) return;
        e.preventDefault();
        go(move);
      }}
    >
      <StepperToolbar
        onMove={go}
        onToFailure={t.failureStep === undefined ? undefined : () => setIndex(t.failureStep ?? index)}
        stepOf={L.stepOf(index + 1, t.steps.length)}
      />

      <input
        type="range"
        min={0}
        max={t.steps.length - 1}
        value={index}
        onChange={(e) => setIndex(Number(e.target.value))}
        aria-label={L.scrub}
        aria-valuetext={L.stepOf(index + 1, t.steps.length)}
        data-testid="debug-scrub"
        className="w-full accent-(--accent)"
      />

      <div
        className={clsx(
          'flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-md border px-3 py-2 text-[13px]',
          failing ? 'border-bad/50 bg-bad-soft' : 'border-line bg-sunken/40',
        )}
      >
        <span
          className="max-w-full min-w-0 truncate font-mono font-semibold"
          title={listing ? instructionText(listing.lines[line ?? -1]) : undefined}
          data-testid="debug-opcode"
        >
          {listing ? instructionText(listing.lines[line ?? -1]) : `pc ${step.pc}`}
        </span>
        <span className="text-xs text-muted">
          {L.pc}{' '}
          <span className="tabular-nums" data-testid="debug-pc">
            {step.pc}
          </span>
          {line !== undefined && (
            <>
              {' · '}
              {L.line}{' '}
              <span className="tabular-nums" data-testid="debug-line">
                {line + 1}
              </span>
            </>
          )}
        </span>
        <span className="text-xs text-muted" data-testid="debug-run">
          {runLabel(run)}
        </span>
        {failing && (
          <span className="text-xs font-medium text-bad" data-testid="debug-failing">
            {L.failingStep}
          </span>
        )}
        {contractError !== undefined && (
          <span
            className={clsx('basis-full text-xs', failing ? 'font-medium text-bad' : 'text-muted')}
            data-testid="debug-contract-error"
          >
            {failing ? L.contractErrorHere(contractError) : L.contractErrorIf(contractError)}
          </span>
        )}
      </div>

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-xs text-muted" data-testid="debug-listing-origin">
            {originLabel(listing)}
          </p>
          {listing?.specTeal !== undefined && (
            <p className="text-xs text-warn" data-testid="debug-spec-teal-problem">
              {listing.specTeal.problem === 'templates'
                ? L.specTemplates(listing.contract ?? '', listing.specTeal.missing)
                : L.specMismatch(listing.contract ?? '')}
            </p>
          )}
          {listing?.specTeal !== undefined && listing.specTeal.templates.length > 0 && specTemplates && (
            <SpecTemplatesForm
              key={hash}
              fields={listing.specTeal.templates}
              onMatch={(literals) => specTemplates.onMatch(hash, literals)}
              pending={specTemplates.pending}
              error={specTemplates.error}
            />
          )}
          {listing && (
            <ProgramListingView
              listing={listing}
              currentLine={line}
              failing={failing}
              breakpoints={breaks.get(hash) ?? new Set()}
              onToggle={toggle}
              notes={lineNotes}
            />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <Box title={L.watch} note={L.stackBefore}>
            <WatchPanel timeline={t} index={index} />
          </Box>
          <Box title={L.stack} note={L.stackBefore}>
            {step.stackBefore.length === 0 ? (
              <p className="text-xs text-muted">{L.stackEmpty}</p>
            ) : (
              <ol
                className="flex max-h-80 flex-col-reverse divide-y divide-y-reverse divide-line overflow-y-auto"
                data-testid="debug-stack"
              >
                {step.stackBefore.map((v, i) => (
                  <li
                    key={i}
                    className={clsx('flex gap-2 px-1 py-1', i >= popFrom && 'bg-warn-soft')}
                    data-popped={i >= popFrom || undefined}
                  >
                    <span className="w-5 shrink-0 text-right text-[11px] text-muted tabular-nums">{i}</span>
                    <AvmValueView value={v} />
                  </li>
                ))}
              </ol>
            )}
            {(step.popped > 0 || step.pushed.length > 0) && (
              <p className="mt-1 text-[11px] text-muted">
                {[
                  step.popped > 0 && L.pops(step.popped),
                  step.pushed.length > 0 && L.pushes(step.pushed.length),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </Box>
          <Box title={L.scratch}>
            {scratch.length === 0 ? (
              <p className="text-xs text-muted">{scratchUntraced ?? L.scratchEmpty}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line" data-testid="debug-scratch">
                {scratch.map(([slot, v]) => (
                  <li key={slot} className="flex gap-2 py-1" data-slot={slot}>
                    <span className="w-8 shrink-0 text-[11px] text-muted tabular-nums">{slot}</span>
                    {listing?.scratchNames?.get(slot) !== undefined && (
                      <span
                        className="shrink-0 font-mono text-[11px] font-medium"
                        data-testid="debug-scratch-name"
                      >
                        {listing.scratchNames.get(slot)}
                      </span>
                    )}
                    <AvmValueView value={v} />
                  </li>
                ))}
              </ul>
            )}
            {scratch.length > 0 && <p className="text-[11px] text-muted">{L.scratchWritten}</p>}
          </Box>
          <Box title={L.state}>
            {stateUntraced !== undefined ? (
              <p className="text-xs text-muted">{stateUntraced}</p>
            ) : state.length === 0 && step.stateChanges.length === 0 ? (
              <p className="text-xs text-muted">{L.stateEmpty}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line" data-testid="debug-state">
                {state.map((e, i) => (
                  <StateChangeRow key={`s${i}`} change={e.change} />
                ))}
                {step.stateChanges.map((c, i) => (
                  <StateChangeRow key={`c${i}`} change={c} note={L.thisStep} />
                ))}
              </ul>
            )}
          </Box>
          <Box title={L.callStack}>
            <ol className="flex flex-col gap-0.5 text-xs" data-testid="debug-call-stack">
              {callers.map(({ run: r, at }, i) => (
                <li key={r.id}>
                  {i === 0 ? (
                    <span className="font-medium">{runLabel(r)}</span>
                  ) : (
                    <button
                      type="button"
                      className="text-left text-muted underline-offset-2 hover:text-fg hover:underline"
                      title={L.toFrame}
                      onClick={() => setIndex(at)}
                    >
                      {runLabel(r)}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </Box>
        </div>
      </div>
      <p className="hidden text-[11px] text-muted sm:block">{L.keysHint}</p>
    </div>
  );
}

function originLabel(listing: ProgramListing | undefined): string {
  if (listing === undefined) return L.noListing;
  switch (listing.origin) {
    case 'spec':
      return L.bySpec(listing.contract ?? '');
    case 'source':
      return L.bySource;
    case 'import':
      return L.byImport(listing.file ?? '');
    case 'dryrun':
      return L.byDryrun;
    case 'disassembly':
      return listing.contract !== undefined && listing.specTeal === undefined
        ? L.byDisassemblyWithSpec(listing.contract)
        : L.byDisassembly;
  }
}

const KEYS: Record<string, TraceMove> = {
  ArrowLeft: 'back',
  ArrowRight: 'into',
  ArrowDown: 'over',
  ArrowUp: 'out',
};

function Box({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1 rounded-md border border-line p-2">
      <h3 className="flex items-baseline gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
        {note !== undefined && <span className="font-normal tracking-normal normal-case">{note}</span>}
      </h3>
      {children}
    </section>
  );
}
