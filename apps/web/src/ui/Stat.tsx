import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A labelled figure: the tiles across the top of a screen. Figures wrap, never truncate. */
export function Stat({
  label,
  children,
  mono = true,
  testId,
  className,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={clsx('min-w-0 rounded-lg border border-line bg-surface px-4 py-3', className)}>
      <div className="text-xs font-medium text-muted">{label}</div>
      <div
        data-testid={testId}
        className={clsx(
          'mt-1 text-base font-semibold',
          // A figure is never cut: a long one wraps (at any digit) rather than ending in an ellipsis.
          mono ? 'font-mono tabular-nums [overflow-wrap:anywhere]' : 'break-words',
        )}
      >
        {children}
      </div>
    </div>
  );
}
