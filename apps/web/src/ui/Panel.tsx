import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface PanelProps {
  title?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A bordered section with an optional title row: the basic block of every screen. */
export function Panel({ title, actions, className, children }: PanelProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={title === undefined ? undefined : titleId}
      className={clsx('rounded-lg border border-line bg-surface', className)}
    >
      {(title !== undefined || actions !== undefined) && (
        <header className="flex min-h-10 items-center justify-between gap-2 border-b border-line px-4 py-2">
          <h2 id={titleId} className="text-xs font-semibold tracking-wide text-muted uppercase">
            {title}
          </h2>
          {actions}
        </header>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}
