import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { layoutTxnGraph, type GraphArrow, type GraphColumn } from '@sextant/core/explore/layoutTxnGraph';
import {
  graphArrowNumber,
  graphColumnName,
  graphRekeyText,
  txnGraphLabel,
  txnGraphSentence,
  type GraphAssetFacts,
} from '@sextant/core/explore/txnGraphText';
import { useQueries } from '@tanstack/react-query';
import clsx from 'clsx';
import { Coins, KeyRound, Settings2, Snowflake, Trash2, type LucideIcon } from 'lucide-react';
import { useMemo, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { ScrollChevrons } from '../../../ui/ScrollChevrons';
import { useScrollCue } from '../../../ui/useScrollCue';
import { explorePath } from '../../explore/explorePath';
import { assetDetailQuery } from '../../explore/queries/assetDetailQuery';
import { BLOCK_LABELS as L } from '../blockLabels';

/** Value that moves draws in the accent colour, a call in the text colour, the rest muted. */
function tone(arrow: GraphArrow): string {
  if (arrow.kind === 'appCall' || arrow.kind === 'appCreate') return 'text-fg';
  return arrow.amount !== undefined || arrow.kind === 'optIn' ? 'text-accent' : 'text-muted';
}

function ColumnHead({ column, network }: { column: GraphColumn; network: string }) {
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

/** The rekey marker beside a row's label: the account's new key, in the warning colour. */
function RekeyMark({ to }: { to: string }) {
  return (
    <span
      data-testid="graph-rekey"
      title={graphRekeyText(to)}
      className="ml-1 inline-flex items-center gap-0.5 rounded border border-warn/60 bg-warn-soft px-1 text-xs text-warn"
    >
      <KeyRound className="size-3" aria-hidden />
      {L.rekeyMark(graphColumnName({ kind: 'account', address: to }))}
    </span>
  );
}

/** A row's label on the card's background, with the rekey marker when the row rekeys. */
function Label({ arrow, label }: { arrow: GraphArrow; label: string }) {
  return (
    <span className="rounded bg-surface px-1 text-fg">
      {label}
      {arrow.rekeyTo !== undefined && <RekeyMark to={arrow.rekeyTo} />}
    </span>
  );
}

/** The glyph a row without a counterpart draws in its lane: what kind of change it is, not a bare dot. */
const POINT_GLYPHS: Partial<Record<GraphArrow['kind'], LucideIcon>> = {
  assetCreate: Coins,
  assetConfig: Settings2,
  assetDestroy: Trash2,
  keyreg: KeyRound,
  freeze: Snowflake,
  unfreeze: Snowflake,
};

/** An arrow from one lane to another, its label centred above it. */
function Arrow({ arrow, label }: { arrow: GraphArrow; label: string }) {
  const span = Math.abs(arrow.to - arrow.from) + 1;
  // The lanes run down the middle of each column: the line starts and ends half a column in.
  const inset = `calc(100% / ${2 * span})`;
  const rightward = arrow.to > arrow.from;
  const dashed = arrow.kind === 'appCall' || arrow.kind === 'appCreate';
  return (
    <>
      <span
        data-testid="graph-label"
        className="absolute inset-x-0 top-1 flex justify-center px-1 whitespace-nowrap"
      >
        <Label arrow={arrow} label={label} />
      </span>
      <span className="absolute top-7 flex items-center" style={{ left: inset, right: inset }}>
        {!rightward && <ArrowHead left />}
        <span className={clsx('h-0 flex-1 border-t-2 border-current', dashed && 'border-dashed')} />
        {rightward && <ArrowHead />}
      </span>
    </>
  );
}

function ArrowHead({ left = false }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 10 10" className="size-2.5 shrink-0 fill-current" aria-hidden>
      <path d={left ? 'M10,0 L0,5 L10,10 z' : 'M0,0 L10,5 L0,10 z'} />
    </svg>
  );
}

/** A loop back into the same lane (an opt-in, a self-payment) or a glyph of its kind (no counterpart); label beside it. */
function Mark({ arrow, label, labelLeft }: { arrow: GraphArrow; label: string; labelLeft: boolean }) {
  const Glyph = POINT_GLYPHS[arrow.kind];
  return (
    <>
      <span className="absolute top-3 left-1/2">
        {arrow.shape === 'loop' ? (
          <svg viewBox="0 0 28 24" className="-ml-px h-6 w-7 fill-none stroke-current" aria-hidden>
            <path d="M1,4 H18 a8,8 0 0 1 0,16 H7" strokeWidth={2} />
            <path d="M9,15.5 L2,20 L9,24.5 z" className="fill-current stroke-none" />
          </svg>
        ) : Glyph !== undefined ? (
          <span
            data-testid="graph-mark"
            data-kind={arrow.kind}
            className="-ml-2.5 mt-1.5 flex size-5 items-center justify-center rounded-full border border-current bg-surface"
          >
            <Glyph className="size-3" aria-hidden />
          </span>
        ) : (
          <span className="-ml-1.5 mt-2.5 block size-3 rounded-full bg-current" />
        )}
      </span>
      <span
        data-testid="graph-label"
        className={clsx(
          'absolute top-1 whitespace-nowrap',
          labelLeft ? 'right-[calc(50%+0.75rem)]' : 'left-[calc(50%+2.25rem)]',
        )}
      >
        <Label arrow={arrow} label={label} />
      </span>
    </>
  );
}

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
            <ColumnHead key={i} column={column} network={profile.id} />
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
                  className={clsx('relative', tone(arrow))}
                  style={{ gridRow: i + 2, gridColumn: `${first + 2} / ${last + 3}` }}
                >
                  {arrow.shape === 'arrow' ? (
                    <Arrow arrow={arrow} label={label} />
                  ) : (
                    <Mark arrow={arrow} label={label} labelLeft={n > 1 && arrow.from === n - 1} />
                  )}
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
