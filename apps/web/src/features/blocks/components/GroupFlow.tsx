import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import { formatAlgos } from '@sextant/core/format/formatAlgos';
import { BLOCK_LABELS as L } from '../blockLabels';

const LANE = 130;
const ROW = 44;
const TOP = 40;

function short(address: string): string {
  return `${address.slice(0, 5)}…${address.slice(-4)}`;
}

function amountText(txn: TxnSummary): string {
  if (txn.amount === undefined) return txn.type;
  return txn.amount.kind === 'algos'
    ? formatAlgos(txn.amount.value)
    : `${txn.amount.value} × asset ${txn.amount.assetId}`;
}

/**
 * A group as a sequence picture: one lane per account, one arrow per transaction from sender to
 * receiver, in group order. Scales to the screen width (viewBox); all labels are text nodes.
 */
export function GroupFlow({ txns }: { txns: readonly TxnSummary[] }) {
  const lanes: string[] = [];
  for (const t of txns) {
    for (const a of [t.sender, t.receiver]) if (a !== undefined && !lanes.includes(a)) lanes.push(a);
  }
  const x = (address: string) => lanes.indexOf(address) * LANE + LANE / 2;
  const width = Math.max(lanes.length, 2) * LANE;
  const height = TOP + txns.length * ROW + 12;
  return (
    <svg
      role="img"
      aria-label={L.flow}
      viewBox={`0 0 ${width} ${height}`}
      className="w-full max-w-2xl min-w-[300px] text-fg"
      data-testid="group-flow"
    >
      <defs>
        <marker
          id="group-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" className="fill-accent" />
        </marker>
      </defs>
      {lanes.map((a) => (
        <g key={a}>
          <text x={x(a)} y={18} textAnchor="middle" className="fill-current font-mono text-[13px]">
            <title>{a}</title>
            {short(a)}
          </text>
          <line
            x1={x(a)}
            x2={x(a)}
            y1={26}
            y2={height - 6}
            className="stroke-line-strong"
            strokeDasharray="3 3"
          />
        </g>
      ))}
      {txns.map((t, i) => {
        const y = TOP + i * ROW + ROW / 2;
        const from = x(t.sender);
        const to = t.receiver === undefined ? from : x(t.receiver);
        const self = from === to;
        return (
          <g key={`${t.id}-${i}`}>
            {self ? (
              <path
                d={`M${from},${y - 8} h24 v16 h-22`}
                className="fill-none stroke-accent"
                strokeWidth={1.5}
                markerEnd="url(#group-arrow)"
              />
            ) : (
              <line
                x1={from}
                x2={to + (to > from ? -4 : 4)}
                y1={y}
                y2={y}
                className="stroke-accent"
                strokeWidth={1.5}
                markerEnd="url(#group-arrow)"
              />
            )}
            <text
              x={self ? from + 30 : (from + to) / 2}
              y={y - 6}
              textAnchor={self ? 'start' : 'middle'}
              className="fill-current text-[12px]"
            >
              {`${i + 1}. ${amountText(t)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
