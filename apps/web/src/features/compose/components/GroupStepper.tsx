import type { GroupStatus } from '@sextant/core/compose/GroupDraft';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { COMPOSE_LABELS as L } from '../composeLabels';

const STEPS = ['building', 'built', 'signed', 'submitted', 'committed'] as const;

/**
 * building → built → signed → submitted → committed as a row of steps. A failed group marks the
 * step after the last one reached (where it failed) in red. `failedAfter` is that last step.
 */
export function GroupStepper({ status, failedAfter }: { status: GroupStatus; failedAfter: GroupStatus }) {
  const reached = STEPS.indexOf((status === 'failed' ? failedAfter : status) as (typeof STEPS)[number]);
  return (
    <ol
      aria-label={L.stepper}
      data-testid="compose-stepper"
      data-status={status}
      className="flex flex-wrap items-center gap-x-1 gap-y-2 text-[13px]"
    >
      {STEPS.map((step, i) => {
        const failedHere = status === 'failed' && i === reached + 1;
        const done = i < reached || (i === reached && (status === 'committed' || status === 'failed'));
        const current = i === reached && status !== 'failed' && status !== 'committed';
        return (
          <li
            key={step}
            aria-current={current || failedHere ? 'step' : undefined}
            className="flex items-center gap-1"
          >
            {i > 0 && (
              <span
                aria-hidden
                className={clsx('h-px w-3 sm:w-6', i <= reached ? 'bg-accent' : 'bg-line-strong')}
              />
            )}
            <span
              className={clsx(
                'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium',
                done && 'border-accent/40 bg-accent-soft text-accent',
                current && 'border-accent bg-accent text-accent-fg',
                failedHere && 'border-bad bg-bad-soft text-bad',
                !done && !current && !failedHere && 'border-line-strong text-muted',
              )}
            >
              {done && <Check className="size-3.5" aria-hidden />}
              {failedHere && <X className="size-3.5" aria-hidden />}
              {failedHere ? L.steps.failed : L.steps[step]}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
