import type { DebugSimulation } from '@sextant/core/debug/debugSimulation';
import { matchPuyaRuns } from '@sextant/core/debug/matchPuyaRuns';
import { useMemo } from 'react';
import { Panel } from '../../../ui/Panel';
import { DEBUG_LABELS as L } from '../debugLabels';
import { usePuyaMaps } from '../usePuyaMaps';
import type { SpecTemplatesAsk } from './ListingPane';
import { PuyaMapsDrop } from './PuyaMapsDrop';
import { TraceStepper } from './TraceStepper';

/**
 * The simulation's trace in the stepper (from the failing step), what the trace could not say, and
 * where puya's maps are dropped to step its runs by source line (kept maps apply at once).
 */
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
  const maps = usePuyaMaps();
  const puya = useMemo(() => matchPuyaRuns(sim.timeline, maps.programs), [sim.timeline, maps.programs]);
  return (
    <Panel title={L.stepper}>
      <div className="mb-3">
        <PuyaMapsDrop
          known={maps.programs.length}
          matched={puya.size}
          onFiles={(files) => maps.add.mutate(files)}
          onForget={() => maps.forget.mutate()}
          added={maps.add.data?.programs.map((p) => p.name)}
          problems={maps.add.data?.problems ?? []}
          error={maps.add.error?.message}
        />
      </div>
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
          puya={puya}
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
