import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Panel } from '../../../ui/Panel';
import { QueryBoundary, type QueryState } from '../../../ui/QueryBoundary';
import { EXPLORER_LABELS as L } from '../explorerLabels';
import type { RowKind } from './RowKind';

/** Each latest list's words; its whole list is at `/:net/<list>`. */
const LISTS = {
  blocks: { title: L.latestBlocks, all: L.allBlocks, empty: L.noBlocks },
  transactions: { title: L.latestTransactions, all: L.allTransactions, empty: L.noTransactions },
};

/**
 * One of the home screen's latest lists: its title, a link to the whole list (under the network),
 * the read's states, then the rows (an empty list says so).
 */
export function LatestPanel<T>({
  list,
  query,
  rows,
}: {
  list: keyof typeof LISTS;
  query: QueryState<readonly T[]>;
  rows: RowKind<T>;
}) {
  const profile = useActiveNetwork();
  const { title, all, empty } = LISTS[list];
  return (
    <Panel
      title={title}
      actions={
        <Link
          to={`/${encodeURIComponent(profile.id)}/${list}`}
          className="text-xs text-accent hover:underline"
        >
          {all}
        </Link>
      }
    >
      <QueryBoundary query={query} empty={{ when: (items) => items.length === 0, text: empty }}>
        {(items) => (
          <div className="@container">
            {rows.header}
            <ul aria-label={title} className="divide-y divide-line">
              {items.map((item, i) => (
                <li key={rows.key(item, i)}>{rows.render(item, i)}</li>
              ))}
            </ul>
          </div>
        )}
      </QueryBoundary>
    </Panel>
  );
}
