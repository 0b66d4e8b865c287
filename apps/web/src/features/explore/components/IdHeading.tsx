import type { ReactNode } from 'react';
import { CopyButton } from '../../../ui/CopyButton';

/** A screen's title and the id it shows, copyable; `testId` keeps the search box's links checkable. */
export function IdHeading({
  title,
  id,
  what,
  testId,
  badges,
}: {
  title: string;
  id: string;
  what: string;
  testId: string;
  badges?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <title>{`${title} ${id.length > 20 ? `${id.slice(0, 8)}…` : id} · Sextant`}</title>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-lg font-semibold">{title}</h1>
        {badges}
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <span data-testid={testId} className="min-w-0 font-mono text-[13px] break-all">
          {id}
        </span>
        <CopyButton value={id} what={what} />
      </div>
    </div>
  );
}
