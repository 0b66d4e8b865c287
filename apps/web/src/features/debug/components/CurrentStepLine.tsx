import type { ProgramListing } from '@sextant/core/debug/ProgramListing';
import { instructionText } from '@sextant/core/debug/ProgramListing';
import type { TraceStep } from '@sextant/core/debug/replayTrace';
import clsx from 'clsx';
import { DEBUG_LABELS as L } from '../debugLabels';

/** The step now shown: its instruction, pc, TEAL line, run, and the contract's error for that pc. */
export function CurrentStepLine({
  step,
  listing,
  line,
  runLabel,
  failing,
}: {
  step: TraceStep;
  listing: ProgramListing | undefined;
  line: number | undefined;
  runLabel: string;
  failing: boolean;
}) {
  const contractError = listing?.errorOfPc?.get(step.pc);
  return (
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
        {runLabel}
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
  );
}
