import type { GraphColumn } from '@sextant/core/explore/layoutTxnGraph';
import { graphColumnName } from '@sextant/core/explore/txnGraphText';
import { Link } from 'react-router';
import { explorePath } from '../../explore/explorePath';

/** A column's head: the account, or the application with its own account under it, each a link. */
export function GraphColumnHead({ column, network }: { column: GraphColumn; network: string }) {
  const link = 'font-mono text-accent hover:underline';
  return (
    <div data-testid="graph-column" className="flex min-w-0 flex-col items-center px-1 pb-2 text-center">
      {column.kind === 'application' ? (
        <>
          <Link tabIndex={-1} to={explorePath(network, 'application', column.id)} className={link}>
            {graphColumnName(column)}
          </Link>
          <Link
            tabIndex={-1}
            to={explorePath(network, 'account', column.address)}
            title={column.address}
            className="font-mono text-xs text-muted hover:underline"
          >
            {graphColumnName({ kind: 'account', address: column.address })}
          </Link>
        </>
      ) : (
        <Link
          tabIndex={-1}
          to={explorePath(network, 'account', column.address)}
          title={column.address}
          className={link}
        >
          {graphColumnName(column)}
        </Link>
      )}
    </div>
  );
}
