import type { SourceMove } from '@sextant/core/debug/moveBySource';
import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import { Button } from '../../../ui/Button';
import { DEBUG_LABELS as L } from '../debugLabels';
import { ProgramListingView } from './ProgramListingView';
import { MOVE_ICONS } from './StepperToolbar';

/**
 * The running program's source file (Python / TypeScript from its puya map) with the current
 * line, breakpoints on its lines, and the moves by source line.
 */
export function SourcePane({
  listing,
  file,
  line,
  failing,
  breakpoints,
  onToggle,
  onMove,
}: {
  listing: ProgramListing | undefined;
  /** The file as the map names it. */
  file: string;
  line: number | undefined;
  failing: boolean;
  breakpoints: ReadonlySet<number>;
  onToggle: (line: number) => void;
  onMove: (move: SourceMove) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1" data-testid="debug-source">
      <div className="flex flex-wrap items-center gap-1">
        <p className="mr-auto text-xs text-muted" data-testid="debug-source-file">
          {L.sourceFile(file)}
        </p>
        <div className="grid w-full grid-cols-4 gap-1 sm:flex sm:w-auto" role="toolbar" aria-label={L.source}>
          {MOVES.map(([move, label, short]) => {
            const Icon = MOVE_ICONS[move];
            return (
              <Button
                key={move}
                size="sm"
                variant="secondary"
                onClick={() => onMove(move)}
                aria-label={label}
                title={label}
                data-testid={`debug-line-${move}`}
                className="min-w-0 px-1.5!"
              >
                <Icon className="size-3.5" aria-hidden />
                <span className="truncate">{short}</span>
              </Button>
            );
          })}
        </div>
      </div>
      {listing === undefined ? (
        <p className="text-xs text-warn">{L.sourceMissing(file)}</p>
      ) : (
        <ProgramListingView
          listing={listing}
          currentLine={line}
          failing={failing}
          breakpoints={breakpoints}
          onToggle={onToggle}
          label={L.source}
          testId="debug-source-listing"
        />
      )}
      {line === undefined && <p className="text-[11px] text-muted">{L.sourceNoLine}</p>}
    </div>
  );
}

const MOVES: readonly [SourceMove, string, string][] = [
  ['back', L.lineBack, L.lineShort.back],
  ['into', L.lineInto, L.lineShort.into],
  ['over', L.lineOver, L.lineShort.over],
  ['out', L.lineOut, L.lineShort.out],
];
