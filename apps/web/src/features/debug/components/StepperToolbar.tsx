import type { TraceMove } from '@sextant/core/debug/moveInTrace';
import {
  AlertTriangle,
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronsLeft,
  ChevronsRight,
  FastForward,
  Redo2,
  Rewind,
  StepBack,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '../../../ui/Button';
import { DEBUG_LABELS as L } from '../debugLabels';

/**
 * The stepper's toolbar: the moves in the order debuggers put them, "to the failure" when the
 * trace failed, and where the current step is.
 */
export function StepperToolbar({
  onMove,
  onToFailure,
  stepOf,
}: {
  onMove: (move: TraceMove) => void;
  /** Shows the failing step; absent when the trace did not fail. */
  onToFailure: (() => void) | undefined;
  /** "Step n of m". */
  stepOf: string;
}) {
  // Four to a row on a phone, each with a word under its icon; one row with full labels on xl.
  return (
    <div
      className="grid grid-cols-4 items-center gap-1 sm:flex sm:flex-wrap"
      role="toolbar"
      aria-label={L.stepper}
    >
      {TOOLS.map(([move, label, short]) => {
        const Icon = MOVE_ICONS[move];
        return (
          <Button
            key={move}
            size="sm"
            variant="secondary"
            onClick={() => onMove(move)}
            aria-label={label}
            title={label}
            data-testid={`debug-${move}`}
            // On a phone the word sits under its icon, so four fit a row whole.
            className="h-auto! min-w-0 flex-col gap-0.5! px-1! py-1 text-[11px]! sm:h-7! sm:flex-row sm:gap-1.5! sm:px-2! sm:py-0 sm:text-xs!"
          >
            <Icon className="size-4" aria-hidden />
            <span className="xl:hidden" data-testid="debug-tool-word">
              {short}
            </span>
            <span className="hidden xl:inline">{label}</span>
          </Button>
        );
      })}
      {onToFailure !== undefined && (
        <Button
          size="sm"
          variant="danger"
          className="col-span-2"
          onClick={onToFailure}
          data-testid="debug-to-failure"
        >
          <AlertTriangle className="size-3.5" aria-hidden />
          {L.toFailure}
        </Button>
      )}
      <span
        className="col-span-2 ml-auto text-xs text-muted tabular-nums sm:col-span-1"
        data-testid="debug-step-of"
      >
        {stepOf}
      </span>
    </div>
  );
}

/** Each move's icon (the source pane's moves by line use the same). */
export const MOVE_ICONS: Record<TraceMove, LucideIcon> = {
  start: ChevronsLeft,
  reverse: Rewind,
  back: StepBack,
  into: ArrowDownToLine,
  over: Redo2,
  out: ArrowUpFromLine,
  continue: FastForward,
  end: ChevronsRight,
};

/** The toolbar, in the order debuggers put it. */
const TOOLS: readonly [TraceMove, string, string][] = [
  ['start', L.toStart, L.short.toStart],
  ['reverse', L.reverse, L.short.reverse],
  ['back', L.back, L.short.back],
  ['into', L.into, L.short.into],
  ['over', L.over, L.short.over],
  ['out', L.out, L.short.out],
  ['continue', L.continue, L.short.continue],
  ['end', L.toEnd, L.short.toEnd],
];
