import type { ReactNode } from 'react';
import { IdHeading, type IdHeadingProps } from './IdHeading';
import { QueryBoundary, type QueryBoundaryProps } from './QueryBoundary';

/**
 * The frame of a detail screen (account, asset, application, block, transaction, group): the
 * title with the id from the URL, anything beside it (`aside`, e.g. previous / next), then the read's
 * states and the content the screen draws from its answer.
 */
export function DetailFrame<T>({
  heading,
  aside,
  ...boundary
}: { heading: IdHeadingProps; aside?: ReactNode } & QueryBoundaryProps<T>) {
  return (
    <div className="flex flex-col gap-4">
      {aside === undefined ? (
        <IdHeading {...heading} />
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <IdHeading {...heading} />
          {aside}
        </div>
      )}
      <QueryBoundary {...boundary} />
    </div>
  );
}
