import clsx from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';

/** A run's verdict as a small pill: green with a tick when it passed, red with a cross when not. */
export function VerdictBadge({ ok, label, testId }: { ok: boolean; label: string; testId?: string }) {
  const Icon = ok ? CheckCircle2 : XCircle;
  return (
    <span
      className={clsx(
        'inline-flex w-fit items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold',
        ok ? 'bg-ok-soft text-ok' : 'bg-bad-soft text-bad',
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      <span data-testid={testId}>{label}</span>
    </span>
  );
}
