import { puyaFrameName } from '@sextant/core/debug/puyaFrameName';
import type { PuyaStepView } from '@sextant/core/debug/puyaRunView';
import { DEBUG_LABELS as L } from '../debugLabels';
import { AvmValueView } from './AvmValueView';
import { StepperBox as Box } from './StepperBox';

/**
 * The source level at one step: the subroutines on puya's call stack (innermost first, each at
 * its line; a caller shows the step of its call; an inner app call's program above the caller's
 * subroutines, each program's outermost frame naming its app) and the named values of the running
 * one, its parameters first (puya's temporaries hidden).
 */
export function PuyaFrames({
  view,
  onFrame,
  appOf,
}: {
  view: PuyaStepView;
  onFrame: (step: number) => void;
  /** The app a run's program belongs to, shown where the stack crosses into another run. */
  appOf: (run: number) => string | undefined;
}) {
  const nested = new Set(view.frames.map((f) => f.run)).size > 1;
  const frames = view.frames
    .map((f, i) => {
      const app = nested && view.frames[i - 1]?.run !== f.run ? appOf(f.run) : undefined;
      return { ...f, app };
    })
    .reverse();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Box title={L.subroutines} note={L.subroutinesNote}>
        <ol className="flex flex-col gap-0.5 text-xs" data-testid="debug-puya-frames">
          {frames.map((f, i) => {
            const name = puyaFrameName(f.name);
            const where = [
              ...(f.app === undefined ? [] : [f.app]),
              ...(f.location === undefined ? [] : [L.frameAt(f.location.line + 1)]),
            ]
              .map((w) => ` · ${w}`)
              .join('');
            return (
              <li key={`${i}-${f.name}`} className="font-mono" title={f.name} data-run={f.run}>
                {i === 0 ? (
                  <span className="font-semibold">
                    {name}
                    <span className="font-sans font-normal text-muted">{where}</span>
                  </span>
                ) : (
                  <button
                    type="button"
                    className="text-left text-muted underline-offset-2 hover:text-fg hover:underline"
                    title={L.toFrame}
                    onClick={() => onFrame(f.at)}
                  >
                    {name}
                    <span className="font-sans">{where}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </Box>
      <Box title={L.variables} note={L.stackBefore}>
        {view.variables.length === 0 ? (
          <p className="text-xs text-muted">{L.noVariables}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line" data-testid="debug-puya-variables">
            {view.variables.map((v) => (
              <li key={v.name} className="flex items-baseline gap-2 py-1" data-name={v.name}>
                <span className="shrink-0 font-mono text-xs font-medium">{v.name}</span>
                {v.param && <span className="shrink-0 text-[10px] text-muted uppercase">{L.param}</span>}
                <AvmValueView value={v.value} />
              </li>
            ))}
          </ul>
        )}
      </Box>
    </div>
  );
}
