import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import type { TraceRun, TraceStep, TraceTimeline } from '@sextant/core/debug/replayTrace';
import { stateAtStep } from '@sextant/core/debug/stateAtStep';
import clsx from 'clsx';
import { DEBUG_LABELS as L } from '../debugLabels';
import type { CallFrame } from '../useTraceStepper';
import { AvmValueView } from './AvmValueView';
import { StateChangeRow } from './StateChangeRow';
import { StepperBox as Box } from './StepperBox';
import { WatchPanel } from './WatchPanel';

/** The stepper's side column at one step: watches, stack, scratch, state and the call stack. */
export function StepStateColumn({
  timeline: t,
  index,
  step,
  listing,
  callers,
  runLabel,
  onFrame,
  stateUntraced,
  scratchUntraced,
}: {
  timeline: TraceTimeline;
  index: number;
  step: TraceStep;
  listing: ProgramListing | undefined;
  callers: CallFrame[];
  runLabel: (run: TraceRun) => string;
  onFrame: (step: number) => void;
  stateUntraced: string | undefined;
  scratchUntraced: string | undefined;
}) {
  const state = stateAtStep(t, index);
  const scratch = [...step.scratchBefore].sort((a, b) => a[0] - b[0]);
  const popFrom = step.stackBefore.length - step.popped;
  return (
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
            {[step.popped > 0 && L.pops(step.popped), step.pushed.length > 0 && L.pushes(step.pushed.length)]
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
                  onClick={() => onFrame(at)}
                >
                  {runLabel(r)}
                </button>
              )}
            </li>
          ))}
        </ol>
      </Box>
    </div>
  );
}
