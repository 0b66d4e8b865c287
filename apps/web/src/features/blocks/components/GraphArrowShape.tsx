import type { GraphArrow } from '@sextant/core/explore/layoutTxnGraph';
import { graphColumnName, graphRekeyText } from '@sextant/core/explore/txnGraphText';
import clsx from 'clsx';
import { Coins, KeyRound, Settings2, Snowflake, Trash2, type LucideIcon } from 'lucide-react';
import { BLOCK_LABELS as L } from '../blockLabels';

/** Value that moves draws in the accent colour, a call in the text colour, the rest muted. */
export function graphTone(arrow: GraphArrow): string {
  if (arrow.kind === 'appCall' || arrow.kind === 'appCreate') return 'text-fg';
  return arrow.amount !== undefined || arrow.kind === 'optIn' ? 'text-accent' : 'text-muted';
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
 * One row's drawing in the lanes it spans: an arrow between two lanes, or a loop or a glyph in one
 * lane, with its label (left of the mark in the last lane, so it stays inside the picture).
 */
export function GraphArrowShape({
  arrow,
  label,
  labelLeft,
}: {
  arrow: GraphArrow;
  label: string;
  labelLeft: boolean;
}) {
  return arrow.shape === 'arrow' ? (
    <Arrow arrow={arrow} label={label} />
  ) : (
    <Mark arrow={arrow} label={label} labelLeft={labelLeft} />
  );
}
