import type { TraceView } from '@sextant/core/debug/debugSimulation';
import type { PuyaRun } from '@sextant/core/debug/matchPuyaRuns';
import type { SourceMove } from '@sextant/core/debug/moveBySource';
import type { TraceMove } from '@sextant/core/debug/moveInTrace';
import { DEBUG_LABELS as L } from '../debugLabels';
import { useTraceStepper } from '../useTraceStepper';
import { CurrentStepLine } from './CurrentStepLine';
import { ListingPane, type SpecTemplatesAsk } from './ListingPane';
import { PuyaFrames } from './PuyaFrames';
import { SourcePane } from './SourcePane';
import { StepperToolbar } from './StepperToolbar';
import { StepStateColumn } from './StepStateColumn';

/**
 * The trace stepper: one step is one opcode about to run, with the stack, scratch and state as
 * they were just before it. Moves go into, over and out of inner calls, back one opcode, and
 * forwards or backwards to a breakpoint set on a TEAL line (state: `useTraceStepper`). A run with
 * a puya map also shows its source file, steps by source line (Shift+arrows), and shows puya's
 * call stack of subroutines and the named values, with the TEAL below.
 */
export function TraceStepper({
  sim,
  start,
  specTemplates,
  stateUntraced,
  scratchUntraced,
  puya,
}: {
  sim: TraceView;
  /** Runs a puya map describes, by run id. */
  puya?: ReadonlyMap<number, PuyaRun> | undefined;
  start: number;
  /** Why the trace has no state changes (dry-run records none), shown in their place. */
  stateUntraced?: string | undefined;
  /** Why the trace has no scratch (simulated without it), shown in its place. */
  scratchUntraced?: string | undefined;
  /** Asks template values when a spec's TEAL could not be matched (the page lists again). */
  specTemplates?: SpecTemplatesAsk;
}) {
  const s = useTraceStepper(sim, start, puya);
  const { timeline: t, index, step, run } = s;
  if (step === undefined || run === undefined) return <p className="text-[13px] text-muted">{L.noTrace}</p>;

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
        if (e.shiftKey && s.puya !== undefined) s.puya.go(move);
        else s.go(move);
      }}
    >
      <StepperToolbar
        onMove={s.go}
        onToFailure={t.failureStep === undefined ? undefined : () => s.setIndex(t.failureStep ?? index)}
        stepOf={L.stepOf(index + 1, t.steps.length)}
      />

      <input
        type="range"
        min={0}
        max={t.steps.length - 1}
        value={index}
        onChange={(e) => s.setIndex(Number(e.target.value))}
        aria-label={L.scrub}
        aria-valuetext={L.stepOf(index + 1, t.steps.length)}
        data-testid="debug-scrub"
        className="w-full accent-(--accent)"
      />

      <CurrentStepLine
        step={step}
        listing={s.listing}
        line={s.line}
        runLabel={s.runLabel(run)}
        failing={s.failing}
      />

      <div className="grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-3">
          {s.puya !== undefined && (
            <SourcePane
              listing={s.puya.listing}
              file={s.puya.file}
              line={s.puya.line}
              failing={s.failing}
              breakpoints={s.puya.breakpoints}
              onToggle={s.puya.toggle}
              onMove={s.puya.go}
            />
          )}
          <ListingPane
            listing={s.listing}
            hash={s.hash}
            line={s.line}
            failing={s.failing}
            breakpoints={s.breakpoints}
            onToggle={s.toggle}
            specTemplates={specTemplates}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          {s.puya !== undefined && <PuyaFrames view={s.puya.step} onFrame={s.setIndex} appOf={s.appOfRun} />}
          <StepStateColumn
            timeline={t}
            index={index}
            step={step}
            listing={s.listing}
            callers={s.callers}
            runLabel={s.runLabel}
            onFrame={s.setIndex}
            stateUntraced={stateUntraced}
            scratchUntraced={scratchUntraced}
          />
        </div>
      </div>
      <p className="hidden text-[11px] text-muted sm:block">
        {L.keysHint}
        {s.puya !== undefined && ` · ${L.sourceKeysHint}`}
      </p>
    </div>
  );
}

// The same keys with Shift move by source line in a puya run.
const KEYS: Record<string, TraceMove & SourceMove> = {
  ArrowLeft: 'back',
  ArrowRight: 'into',
  ArrowDown: 'over',
  ArrowUp: 'out',
};
