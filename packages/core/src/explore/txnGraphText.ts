import { OPT_IN_WORD } from './isAssetOptIn';
import { formatAlgos } from '../format/formatAlgos';
import { formatAmount } from '../format/formatAmount';
import type { GraphArrow, GraphArrowKind, GraphColumn } from './layoutTxnGraph';

/** What the picture needs of an asset to write its amounts: its decimals and names (untrusted text). */
export interface GraphAssetFacts {
  decimals: number;
  unitName?: string;
  name?: string;
}

export type GraphAssetLookup = (id: bigint) => GraphAssetFacts | undefined;

export const GRAPH_KIND_NAMES: Readonly<Record<GraphArrowKind, string>> = {
  payment: 'Payment',
  assetTransfer: 'Asset transfer',
  optIn: OPT_IN_WORD,
  clawback: 'Clawback',
  closeOut: 'Close-out',
  appCall: 'App call',
  appCreate: 'App create',
  assetCreate: 'Asset create',
  assetConfig: 'Asset config',
  assetDestroy: 'Asset destroy',
  freeze: 'Freeze',
  unfreeze: 'Unfreeze',
  keyreg: 'Key registration',
  other: 'Transaction',
};

const OTHER_TYPES: Readonly<Record<string, string>> = { stpf: 'State proof', hb: 'Heartbeat' };

/** The API's on-completion names as the AVM spells them. */
export const ON_COMPLETION_NAMES: Readonly<Record<string, string>> = {
  noop: 'NoOp',
  optin: 'OptIn',
  closeout: 'CloseOut',
  clear: 'ClearState',
  update: 'UpdateApplication',
  delete: 'DeleteApplication',
};

/** An asset as a reader knows it: its unit, else its name, else `asset 1002`. */
export function graphAssetName(id: bigint, facts: GraphAssetFacts | undefined): string {
  const unit = facts?.unitName?.trim();
  if (unit) return unit;
  const name = facts?.name?.trim();
  return name ? name : `asset ${id}`;
}

/** `1.5 ALGO`, `100 STT`; in base units (`10000 × asset 1002`) until the asset's decimals are known. */
export function graphAmountText(arrow: GraphArrow, assets: GraphAssetLookup): string | undefined {
  const amount = arrow.amount;
  if (amount === undefined) return undefined;
  if (amount.kind === 'algos') return formatAlgos(amount.value);
  const facts = assets(amount.assetId);
  if (facts === undefined) return `${amount.value} × asset ${amount.assetId}`;
  return `${formatAmount(amount.value, facts.decimals)} ${graphAssetName(amount.assetId, facts)}`;
}

/**
 * An arrow's label: its kind and what it moves, with units (`Payment 1.5 ALGO`, `Opt-in STT`,
 * `App call 1004 · NoOp`, `Close-out 4.2 ALGO`).
 */
export function txnGraphLabel(arrow: GraphArrow, assets: GraphAssetLookup): string {
  const kind =
    arrow.kind === 'other' ? (OTHER_TYPES[arrow.type] ?? arrow.type) : GRAPH_KIND_NAMES[arrow.kind];
  const amount = graphAmountText(arrow, assets);
  if (amount !== undefined) return `${kind} ${amount}`;
  if (arrow.kind === 'appCall' || arrow.kind === 'appCreate') {
    const id =
      arrow.applicationId !== undefined && arrow.applicationId !== 0n ? ` ${arrow.applicationId}` : '';
    const oc = arrow.onCompletion;
    const call = arrow.kind === 'appCall' && oc !== undefined ? ` · ${ON_COMPLETION_NAMES[oc] ?? oc}` : '';
    return `${kind}${id}${call}`;
  }
  if (arrow.assetId !== undefined && arrow.assetId !== 0n)
    return `${kind} ${graphAssetName(arrow.assetId, assets(arrow.assetId))}`;
  if (arrow.kind === 'closeOut') return `${kind} ALGO`;
  return kind;
}

/** A column's heading: `App 1004`, or an address shortened to its first and last characters. */
export function graphColumnName(column: GraphColumn): string {
  if (column.kind === 'application') return `App ${column.id}`;
  const a = column.address;
  return a.length > 12 ? `${a.slice(0, 5)}…${a.slice(-4)}` : a;
}

/** The rekey marker's words: `rekeys the sender to AAAAA…BBBB`. */
export function graphRekeyText(to: string): string {
  return `rekeys the sender to ${graphColumnName({ kind: 'account', address: to })}`;
}

/** `2.1`: the arrow's place in the group and in its parent's inner transactions. */
export function graphArrowNumber(arrow: GraphArrow): string {
  return arrow.path.join('.');
}

/** The arrow as a sentence for a screen reader: `2.1 Payment 1 ALGO from App 1004 to AAAAA…BBBB`. */
export function txnGraphSentence(
  arrow: GraphArrow,
  columns: readonly GraphColumn[],
  assets: GraphAssetLookup,
): string {
  const name = (i: number) => {
    const column = columns[i];
    return column === undefined ? '' : graphColumnName(column);
  };
  const head = `${graphArrowNumber(arrow)} ${txnGraphLabel(arrow, assets)}`;
  const inner = arrow.first && arrow.innerCount > 0 ? `, ${arrow.innerCount} inner` : '';
  const rekey = arrow.rekeyTo === undefined ? '' : `; ${graphRekeyText(arrow.rekeyTo)}`;
  if (arrow.shape === 'arrow') return `${head} from ${name(arrow.from)} to ${name(arrow.to)}${inner}${rekey}`;
  return `${head} by ${name(arrow.from)}${arrow.shape === 'loop' ? ' to itself' : ''}${inner}${rekey}`;
}
