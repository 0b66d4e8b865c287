import clsx from 'clsx';

export interface Outcome {
  ok: boolean;
  text: string;
}

/** What an action came to: a status line in green, or an alert in red. Nothing before the first try. */
export function OutcomeNote({
  outcome,
  testId,
  className,
}: {
  outcome: Outcome | undefined;
  testId?: string;
  className?: string;
}) {
  if (outcome === undefined) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      data-testid={testId}
      className={clsx('text-sm break-words', outcome.ok ? 'text-ok' : 'text-bad', className)}
    >
      {outcome.text}
    </p>
  );
}
