import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A labelled figure: the tiles across the top of a screen. */
export function Stat({
  label,
  children,
  mono = true,
  testId,
}: {
  label: string;
  children: ReactNode;
  mono?: boolean;
  testId?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-line bg-surface px-4 py-3">
      <div className="text-xs font-medium text-muted">{label}</div>
      <div
        data-testid={testId}
        className={clsx(
          'mt-1 text-base font-semibold',
          mono ? 'truncate font-mono tabular-nums' : 'break-words',
        )}
      >
        {children}
      </div>
    </div>
  );
}
