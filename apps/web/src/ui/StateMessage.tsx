import clsx from 'clsx';
import { AlertTriangle, Inbox, Loader2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

export type StateKind = 'loading' | 'empty' | 'notFound' | 'error';

const ICONS = { loading: Loader2, empty: Inbox, notFound: SearchX, error: AlertTriangle };

/** The loading, empty, not-found and error states every explorer screen and list shows. */
export function StateMessage({
  kind,
  children,
  action,
}: {
  kind: StateKind;
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = ICONS[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      data-state={kind}
      className={clsx(
        'flex items-start gap-3 rounded-lg border px-4 py-3',
        kind === 'error'
          ? 'border-bad/40 bg-bad-soft text-fg'
          : 'border-dashed border-line-strong text-muted',
      )}
    >
      <Icon
        className={clsx(
          'mt-0.5 size-4 shrink-0',
          kind === 'loading' && 'animate-spin',
          kind === 'error' && 'text-bad',
        )}
        aria-hidden
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 break-words">
        <div>{children}</div>
        {action}
      </div>
    </div>
  );
}
