import type { PuyaStepView } from '@sextant/core/debug/puyaRunView';
import { DEBUG_LABELS as L } from '../debugLabels';
import { AvmValueView } from './AvmValueView';
import { StepperBox as Box } from './StepperBox';

/**
 * The source level at one step: the subroutines on puya's call stack (innermost first, each at
 * its line; a caller shows the step of its call) and the named values of the running one, its
 * parameters first (puya's temporaries hidden).
 */
export function PuyaFrames({ view, onFrame }: { view: PuyaStepView; onFrame: (step: number) => void }) {
  const frames = [...view.frames].reverse();
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Box title={L.subroutines} note={L.subroutinesNote}>
        <ol className="flex flex-col gap-0.5 text-xs" data-testid="debug-puya-frames">
          {frames.map((f, i) => {
            const name = shortName(f.name);
            const where = f.location === undefined ? '' : ` · ${L.frameAt(f.location.line + 1)}`;
            return (
              <li key={`${i}-${f.name}`} className="font-mono" title={f.name}>
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

/** `examples.amm.contract.ConstantProductAMM._check_is_governor` → `ConstantProductAMM._check_is_governor`. */
function shortName(name: string): string {
  return name.split('.').slice(-2).join('.');
}
