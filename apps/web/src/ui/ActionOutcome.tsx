import { ErrorAlert } from './ErrorAlert';

/** How an action ended: a line saying what it did, or its error. */
export type Outcome = { ok: true; message: string } | { ok: false; error: unknown };

/** Shows an action's outcome below its buttons (nothing before it has run). */
export function ActionOutcome({ outcome, errorTestId }: { outcome: Outcome | null; errorTestId: string }) {
  if (outcome === null) return null;
  if (!outcome.ok) return <ErrorAlert error={outcome.error} testId={errorTestId} />;
  return (
    <p role="status" className="text-[13px]">
      {outcome.message}
    </p>
  );
}
