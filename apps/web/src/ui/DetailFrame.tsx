import type { RawAnswer } from '@sextant/core/explore/RawAnswer';
import type { ReactNode } from 'react';
import { IdHeading, type IdHeadingProps } from './IdHeading';
import { QueryBoundary, type QueryBoundaryProps } from './QueryBoundary';
import { ViewJsonButton } from './ViewJsonButton';

/**
 * The frame of a detail screen (account, asset, application, block, transaction, group): the
 * title with the id from the URL, anything beside it (`aside`, e.g. previous / next) and "View JSON"
 * once the read has answered (`answer` picks the service's own answer out of it), then the read's
 * states and the content the screen draws from its answer.
 */
export function DetailFrame<T>({
  heading,
  aside,
  answer,
  ...boundary
}: {
  heading: IdHeadingProps;
  aside?: ReactNode;
  answer?: (data: T) => RawAnswer | undefined;
} & QueryBoundaryProps<T>) {
  const data = boundary.query.data;
  const raw = answer !== undefined && data !== undefined ? answer(data) : undefined;
  const json = raw !== undefined && (
    <ViewJsonButton
      answer={raw}
      what={heading.title}
      fileName={`${heading.title.toLowerCase()}-${heading.id}.json`}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      {aside === undefined && raw === undefined ? (
        <IdHeading {...heading} />
      ) : (
        <div className="flex flex-wrap items-end justify-between gap-2">
          <IdHeading {...heading} />
          <div className="flex flex-wrap items-center gap-3">
            {aside}
            {json}
          </div>
        </div>
      )}
      <QueryBoundary {...boundary} />
    </div>
  );
}
