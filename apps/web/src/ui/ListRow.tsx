import clsx from 'clsx';
import type { ReactNode } from 'react';

/** One row of a list (search results, holdings, holders): items on one line that wrap on a phone. */
export function ListRow({
  testId,
  className,
  children,
}: {
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx('flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-[13px]', className)}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
