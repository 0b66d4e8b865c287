import type { TraceView } from '@sextant/core/debug/debugSimulation';
import type { TraceMove } from '@sextant/core/debug/moveInTrace';
import { DEBUG_LABELS as L } from '../debugLabels';
import { useTraceStepper } from '../useTraceStepper';
import { CurrentStepLine } from './CurrentStepLine';
import { ListingPane, type SpecTemplatesAsk } from './ListingPane';
import { StepperToolbar } from './StepperToolbar';
import { StepStateColumn } from './StepStateColumn';

/**
 * The trace stepper: one step is one opcode about to run, with the stack, scratch and state as
 * they were just before it. Moves go into, over and out of inner calls, back one opcode, and
 * forwards or backwards to a breakpoint set on a TEAL line (state: `useTraceStepper`).
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
  specTemplates?: SpecTemplatesAsk;
}) {
  const s = useTraceStepper(sim, start);
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
        s.go(move);
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
        <ListingPane
          listing={s.listing}
          hash={s.hash}
          line={s.line}
          failing={s.failing}
          breakpoints={s.breakpoints}
          onToggle={s.toggle}
          specTemplates={specTemplates}
        />
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
      <p className="hidden text-[11px] text-muted sm:block">{L.keysHint}</p>
    </div>
  );
}

const KEYS: Record<string, TraceMove> = {
  ArrowLeft: 'back',
  ArrowRight: 'into',
  ArrowDown: 'over',
  ArrowUp: 'out',
};
