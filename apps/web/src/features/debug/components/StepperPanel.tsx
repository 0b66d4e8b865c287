import type { DebugSimulation } from '@sextant/core/debug/debugSimulation';
import { Panel } from '../../../ui/Panel';
import { DEBUG_LABELS as L } from '../debugLabels';
import type { SpecTemplatesAsk } from './ListingPane';
import { TraceStepper } from './TraceStepper';

/** The simulation's trace in the stepper (from the failing step), and what the trace could not say. */
export function StepperPanel({
  sim,
  stepperKey,
  specTemplates,
}: {
  sim: DebugSimulation;
  /** A new key starts the stepper afresh (another run, another network). */
  stepperKey: string;
  specTemplates: SpecTemplatesAsk;
}) {
  return (
    <Panel title={L.stepper}>
      {sim.timeline.steps.length === 0 ? (
        <p className="text-[13px] text-muted">{L.noTrace}</p>
      ) : (
        <TraceStepper
          key={stepperKey}
          sim={sim}
          start={sim.timeline.failureStep ?? 0}
          stateUntraced={
            sim.response.execTraceConfig?.stateChange === true ? undefined : L.notTraced(L.traceState)
          }
          scratchUntraced={
            sim.response.execTraceConfig?.scratchChange === true ? undefined : L.notTraced(L.traceScratch)
          }
          specTemplates={specTemplates}
        />
      )}
      {sim.timeline.problems.length > 0 && (
        <div className="mt-3 text-xs text-warn">
          <p className="font-medium">{L.traceProblems}</p>
          <ul>
            {sim.timeline.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
