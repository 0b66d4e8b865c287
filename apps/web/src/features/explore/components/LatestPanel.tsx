import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { QueryBoundary, type QueryState } from '../../../ui/QueryBoundary';

/**
 * One of the home screen's latest lists: its title, a link to the whole list (`all`, under the
 * network), the read's states, then the rows (an empty list says `empty`).
 */
export function LatestPanel<T>({
  title,
  all,
  query,
  empty,
  children,
}: {
  title: string;
  all: { label: string; path: string };
  query: QueryState<readonly T[]>;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const profile = useActiveNetwork();
  return (
    <Panel
      title={title}
      actions={
        <Link
          to={`/${encodeURIComponent(profile.id)}/${all.path}`}
          className="text-xs text-accent hover:underline"
        >
          {all.label}
        </Link>
      }
    >
      <QueryBoundary query={query} empty={{ when: (items) => items.length === 0, text: empty }}>
        {(items) => (
          <ul aria-label={title} className="divide-y divide-line">
            {children(items)}
          </ul>
        )}
      </QueryBoundary>
    </Panel>
  );
}
