import { isAssetOptIn } from './isAssetOptIn';
import { applicationAddress } from '../address/applicationAddress';
import type { FieldValue, TransactionView } from './TransactionView';

/** One column of the picture: an account, or an application together with its own account. */
export type GraphColumn =
  { kind: 'account'; address: string } | { kind: 'application'; id: bigint; address: string };

/** What an arrow means; a transaction draws one arrow, a close-out adds a second. */
export type GraphArrowKind =
  | 'payment'
  | 'assetTransfer'
  | 'optIn'
  | 'clawback'
  | 'closeOut'
  | 'appCall'
  | 'appCreate'
  | 'assetCreate'
  | 'assetConfig'
  | 'assetDestroy'
  | 'freeze'
  | 'unfreeze'
  | 'keyreg'
  | 'other';

export type GraphAmount =
  { kind: 'algos'; value: bigint } | { kind: 'asset'; value: bigint; assetId: bigint };

/** One row of the picture. */
export interface GraphArrow {
  /** 1-based place in the group, then in its parent's inner transactions: [2, 1] is "2.1". */
  path: number[];
  /** The first row of its transaction (a close-out's second row repeats the path). */
  first: boolean;
  /** The transaction's id; '' for inner transactions, which have none of their own. */
  txid: string;
  /** The API's type code (`pay`, `axfer` …). */
  type: string;
  kind: GraphArrowKind;
  from: number;
  to: number;
  /** `loop`: to itself (an opt-in, a self-payment); `point`: no counterpart (asset config, key registration). */
  shape: 'arrow' | 'loop' | 'point';
  amount?: GraphAmount;
  /** The asset an arrow without an amount is about (opt-in, asset config, freeze). */
  assetId?: bigint;
  applicationId?: bigint;
  /** An application call's on-completion as the API names it (`noop`, `optin` …). */
  onCompletion?: string;
  /** How many inner transactions this one made. */
  innerCount: number;
  /** The address the sender's account is rekeyed to (on the transaction's first row). */
  rekeyTo?: string;
}

/** A group (or one transaction) as columns and rows: who sends what to whom, inner transactions nested. */
export interface TxnGraph {
  columns: GraphColumn[];
  arrows: GraphArrow[];
  /** Every asset an arrow names, once each: their decimals and units label the arrows. */
  assetIds: bigint[];
}

function field(txn: TransactionView, key: string): FieldValue | undefined {
  return txn.fields.find((f) => f.key === key)?.value;
}

function addressField(txn: TransactionView, key: string): string | undefined {
  const value = field(txn, key);
  return value?.kind === 'address' && value.value !== '' ? value.value : undefined;
}

function numberField(txn: TransactionView, key: string): bigint | undefined {
  const value = field(txn, key);
  if (value === undefined) return undefined;
  return value.kind === 'algos' ||
    value.kind === 'assetAmount' ||
    value.kind === 'number' ||
    value.kind === 'asset' ||
    value.kind === 'application'
    ? value.value
    : undefined;
}

function textField(txn: TransactionView, key: string): string | undefined {
  const value = field(txn, key);
  return value?.kind === 'text' ? value.value : undefined;
}

function calledApplication(txn: TransactionView): bigint {
  const id = numberField(txn, 'application-id') ?? txn.applicationId ?? 0n;
  return id !== 0n ? id : (txn.createdApplicationId ?? 0n);
}

function eachTxn(txns: readonly TransactionView[], visit: (txn: TransactionView) => void): void {
  for (const txn of txns) {
    visit(txn);
    eachTxn(txn.inner, visit);
  }
}

/** A draft arrow: parties by address (or application id) until columns are assigned. */
interface Draft extends Omit<
  GraphArrow,
  'from' | 'to' | 'shape' | 'path' | 'first' | 'txid' | 'type' | 'innerCount' | 'rekeyTo'
> {
  from: string;
  /** An address, an application (`app:<id>`), or undefined for a point. */
  to?: string;
}

function draftsOf(txn: TransactionView): Draft[] {
  const sender = txn.sender;
  switch (txn.type) {
    case 'pay':
    case 'axfer': {
      const isAsset = txn.type === 'axfer';
      const assetId = isAsset ? (numberField(txn, 'asset-id') ?? 0n) : 0n;
      const amountOf = (value: bigint): GraphAmount =>
        isAsset ? { kind: 'asset', value, assetId } : { kind: 'algos', value };
      const amount = numberField(txn, 'amount') ?? 0n;
      const receiver = addressField(txn, 'receiver') ?? sender;
      const closeTo = addressField(txn, isAsset ? 'close-to' : 'close-remainder-to');
      const revoked = isAsset ? addressField(txn, 'sender') : undefined;
      const out: Draft[] = [];
      const from = revoked ?? sender;
      if (closeTo === undefined || amount !== 0n) {
        const optIn = isAsset && isAssetOptIn({ sender, receiver, amount, revoked, closeTo });
        out.push({
          kind: optIn ? 'optIn' : revoked !== undefined ? 'clawback' : isAsset ? 'assetTransfer' : 'payment',
          from,
          to: receiver,
          ...(optIn ? { assetId } : { amount: amountOf(amount) }),
        });
      }
      if (closeTo !== undefined) {
        const closed = numberField(txn, 'close-amount') ?? (isAsset ? undefined : txn.closingAmount);
        out.push({
          kind: 'closeOut',
          from,
          to: closeTo,
          ...(closed === undefined ? (isAsset ? { assetId } : {}) : { amount: amountOf(closed) }),
        });
      }
      return out;
    }
    case 'appl': {
      const id = calledApplication(txn);
      const created = (numberField(txn, 'application-id') ?? 0n) === 0n;
      const draft: Draft = { kind: created ? 'appCreate' : 'appCall', from: sender, applicationId: id };
      if (id !== 0n) draft.to = `app:${id}`;
      const onCompletion = textField(txn, 'on-completion');
      if (onCompletion !== undefined) draft.onCompletion = onCompletion;
      return [draft];
    }
    case 'acfg': {
      const configured = numberField(txn, 'asset-id') ?? 0n;
      const assetId = configured !== 0n ? configured : (txn.createdAssetId ?? 0n);
      const hasParams = txn.fields.some((f) => f.key.startsWith('params.'));
      const kind = configured === 0n ? 'assetCreate' : hasParams ? 'assetConfig' : 'assetDestroy';
      return [{ kind, from: sender, ...(assetId !== 0n ? { assetId } : {}) }];
    }
    case 'afrz': {
      const frozen = field(txn, 'new-freeze-status');
      const target = addressField(txn, 'address');
      const draft: Draft = {
        kind: frozen?.kind === 'bool' && !frozen.value ? 'unfreeze' : 'freeze',
        from: sender,
        assetId: numberField(txn, 'asset-id') ?? 0n,
      };
      if (target !== undefined) draft.to = target;
      return [draft];
    }
    case 'keyreg':
      return [{ kind: 'keyreg', from: sender }];
    default:
      return [{ kind: 'other', from: sender }];
  }
}

/**
 * Lays out a group (or one transaction with its inner transactions) the way a sequence diagram
 * does: one column per account or application in order of first appearance, one row per arrow in
 * group order, each transaction's inner transactions right under it. An application's own account
 * shares the application's column, so what the application pays comes from its column.
 */
export function layoutTxnGraph(txns: readonly TransactionView[]): TxnGraph {
  const appOfAddress = new Map<string, bigint>();
  eachTxn(txns, (txn) => {
    if (txn.type !== 'appl') return;
    const id = calledApplication(txn);
    if (id !== 0n) appOfAddress.set(applicationAddress(id), id);
  });

  const columns: GraphColumn[] = [];
  const columnOf = new Map<string, number>();
  const column = (party: string): number => {
    const app = party.startsWith('app:') ? BigInt(party.slice(4)) : appOfAddress.get(party);
    const key = app === undefined ? party : `app:${app}`;
    let index = columnOf.get(key);
    if (index === undefined) {
      index = columns.length;
      columns.push(
        app === undefined
          ? { kind: 'account', address: party }
          : { kind: 'application', id: app, address: applicationAddress(app) },
      );
      columnOf.set(key, index);
    }
    return index;
  };

  const arrows: GraphArrow[] = [];
  const assetIds: bigint[] = [];
  const walk = (list: readonly TransactionView[], parent: number[], inner: boolean) => {
    list.forEach((txn, i) => {
      const path = [...parent, i + 1];
      draftsOf(txn).forEach((draft, d) => {
        const { from, to, ...rest } = draft;
        const a = column(from);
        const b = to === undefined ? a : column(to);
        arrows.push({
          ...rest,
          path,
          first: d === 0,
          txid: inner ? '' : txn.id,
          type: txn.type,
          from: a,
          to: b,
          shape: to === undefined ? 'point' : a === b ? 'loop' : 'arrow',
          innerCount: txn.inner.length,
          ...(d === 0 && txn.rekeyTo !== undefined && txn.rekeyTo !== '' && { rekeyTo: txn.rekeyTo }),
        });
        const assetId = draft.amount?.kind === 'asset' ? draft.amount.assetId : draft.assetId;
        if (assetId !== undefined && assetId !== 0n && !assetIds.includes(assetId)) assetIds.push(assetId);
      });
      walk(txn.inner, path, true);
    });
  };
  walk(txns, [], false);
  return { columns, arrows, assetIds };
}
