import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { layoutTxnGraph } from '@sextant/core/explore/layoutTxnGraph';
import {
  graphArrowNumber,
  txnGraphLabel,
  txnGraphSentence,
  type GraphAssetFacts,
} from '@sextant/core/explore/txnGraphText';
import { useQueries } from '@tanstack/react-query';
import clsx from 'clsx';
import { useMemo, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ScrollChevrons } from '../../../ui/ScrollChevrons';
import { useScrollCue } from '../../../ui/useScrollCue';
import { explorePath } from '../../explore/explorePath';
import { assetDetailQuery } from '../../explore/queries/assetDetailQuery';
import { BLOCK_LABELS as L } from '../blockLabels';
import { GraphArrowShape, graphTone } from './GraphArrowShape';
import { GraphColumnHead } from './GraphColumnHead';

/**
 * A group, or one transaction and its inner transactions, as a sequence picture: one column per
 * account or application (an application's own account shares its column), one row per transfer,
 * call or change in order, inner transactions nested under their parent, every arrow labelled
 * with its kind and amount in the asset's unit. Text is the page's size; the picture takes the
 * card's width and scrolls sideways, with a cue, when its columns do not fit. Screen readers get
 * the same rows as a list of sentences.
 */
export function GroupFlow({ txns }: { txns: readonly TransactionView[] }) {
  const profile = useActiveNetwork();
  const graph = useMemo(() => layoutTxnGraph(txns), [txns]);
  const assets = useQueries({ queries: graph.assetIds.map((id) => assetDetailQuery(profile, id)) });
  const facts = new Map<bigint, GraphAssetFacts | undefined>(
    graph.assetIds.map((id, i) => [id, assets[i]?.data]),
  );
  const lookup = (id: bigint) => facts.get(id);
  const scroller = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(scroller);
  const n = graph.columns.length;
  const rows = graph.arrows.length;

  return (
    <figure data-testid="group-flow" className="relative min-w-0">
      <ol aria-label={L.flow} className="sr-only">
        {graph.arrows.map((arrow, i) => (
          <li key={i}>{txnGraphSentence(arrow, graph.columns, lookup)}</li>
        ))}
      </ol>
      <div ref={scroller} style={cue.style} className="overflow-x-auto" aria-hidden>
        {/* Columns of at least 8rem on a phone (more of the picture in view), 9.5rem from sm. */}
        <div
          className="grid grid-cols-[minmax(2.5rem,max-content)_repeat(var(--lanes),minmax(8rem,1fr))] text-[13px] sm:grid-cols-[minmax(2.5rem,max-content)_repeat(var(--lanes),minmax(9.5rem,1fr))]"
          style={{ '--lanes': n, gridTemplateRows: `auto repeat(${rows}, 3rem)` } as CSSProperties}
        >
          <div className="pb-2 text-xs font-medium text-muted">#</div>
          {graph.columns.map((column, i) => (
            <GraphColumnHead key={i} column={column} network={profile.id} />
          ))}
          {graph.columns.map((_, i) => (
            <div
              key={`lane-${i}`}
              className="justify-self-center border-l border-dashed border-line-strong"
              style={{ gridColumn: i + 2, gridRow: `2 / span ${rows}` }}
            />
          ))}
          {graph.arrows.map((arrow, i) => {
            const depth = arrow.path.length - 1;
            const label = txnGraphLabel(arrow, lookup);
            const first = Math.min(arrow.from, arrow.to);
            const last = Math.max(arrow.from, arrow.to);
            return (
              <div key={i} data-testid="graph-arrow" className="contents">
                <div
                  className={clsx(
                    'self-start pt-1 pr-2 whitespace-nowrap tabular-nums',
                    depth > 0 && 'text-muted',
                  )}
                  style={{ gridRow: i + 2, gridColumn: 1, paddingLeft: `${depth * 0.75}rem` }}
                >
                  {arrow.first &&
                    (depth > 0 ? (
                      `↳ ${graphArrowNumber(arrow)}`
                    ) : txns.length > 1 && arrow.txid !== '' ? (
                      <Link
                        tabIndex={-1}
                        to={explorePath(profile.id, 'transaction', arrow.txid)}
                        title={arrow.txid}
                        className="text-accent hover:underline"
                      >
                        {graphArrowNumber(arrow)}
                      </Link>
                    ) : (
                      graphArrowNumber(arrow)
                    ))}
                </div>
                <div
                  className={clsx('relative', graphTone(arrow))}
                  style={{ gridRow: i + 2, gridColumn: `${first + 2} / ${last + 3}` }}
                >
                  <GraphArrowShape arrow={arrow} label={label} labelLeft={n > 1 && arrow.from === n - 1} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <ScrollChevrons cue={cue} />
    </figure>
  );
}
