import { isAssetOptIn } from './isAssetOptIn';
import { describePQSig } from './pqSigView';
import { toBigInt } from '../format/toBigInt';
import type { IdxTransaction } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import type { TxnSummary } from './TransactionView';

/** The indexer's object holding each type's own fields. */
export const TYPE_BODY_KEYS: Readonly<Record<string, keyof IdxTransaction>> = {
  pay: 'payment-transaction',
  axfer: 'asset-transfer-transaction',
  acfg: 'asset-config-transaction',
  afrz: 'asset-freeze-transaction',
  appl: 'application-transaction',
  keyreg: 'keyreg-transaction',
  stpf: 'state-proof-transaction',
  hb: 'heartbeat-transaction',
};

type Body = { [key: string]: JsonValue } | undefined;

export function bodyOf(raw: IdxTransaction): Body {
  const key = TYPE_BODY_KEYS[raw['tx-type']];
  return key === undefined ? undefined : (raw[key] as Body);
}

function str(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A close-out's remainder: a payment's `closing-amount` (the indexer's, beside the body) to its
 * `close-remainder-to`, an asset transfer's `close-amount` (in its body) to its `close-to`. A
 * close-out of an empty balance moved nothing, so it is left out like a transaction with no close.
 */
function closedOut(raw: IdxTransaction, body: Body): TxnSummary['closed'] {
  const pay = raw['tx-type'] === 'pay';
  const to = str(body?.[pay ? 'close-remainder-to' : 'close-to']);
  if (to === undefined || (!pay && raw['tx-type'] !== 'axfer')) return undefined;
  const value = toBigInt(pay ? raw['closing-amount'] : body?.['close-amount']);
  return value === 0n ? undefined : { value, to };
}

/** A transaction → its one-line summary: sender, receiver, amount (Algos or an asset's base units), asset, fee. */
export function summarizeTransaction(raw: IdxTransaction): TxnSummary {
  const body = bodyOf(raw);
  const summary: TxnSummary = { id: raw.id ?? '', type: raw['tx-type'], sender: raw.sender };
  const receiver = str(body?.['receiver']) ?? str(body?.['address']);
  if (receiver !== undefined) summary.receiver = receiver;
  if (raw['tx-type'] === 'pay') summary.amount = { kind: 'algos', value: toBigInt(body?.['amount']) };
  if (raw['tx-type'] === 'axfer') {
    summary.amount = {
      kind: 'asset',
      value: toBigInt(body?.['amount']),
      assetId: toBigInt(body?.['asset-id']),
    };
    const optIn = isAssetOptIn({
      sender: raw.sender,
      receiver,
      amount: summary.amount.value,
      revoked: str(body?.['sender']),
      closeTo: str(body?.['close-to']),
    });
    if (optIn) summary.optIn = true;
  }
  const closed = closedOut(raw, body);
  if (closed !== undefined) summary.closed = closed;
  if (raw['tx-type'] === 'axfer' || raw['tx-type'] === 'acfg' || raw['tx-type'] === 'afrz') {
    const asset = toBigInt(raw['created-asset-index'] ?? body?.['asset-id']);
    if (asset !== 0n) summary.assetId = asset;
  }
  if (raw.fee !== undefined) summary.fee = toBigInt(raw.fee);
  const pq = describePQSig((raw.signature?.pqsig ?? raw.signature?.logicsig?.pqsig) as JsonValue | undefined);
  if (pq !== undefined) summary.pq = pq.schemeName ?? pq.scheme;
  if (raw['tx-type'] === 'appl') {
    const created = raw['created-application-index'];
    summary.applicationId = toBigInt(created ?? body?.['application-id']);
    const args = body?.['application-args'];
    const first = Array.isArray(args) && typeof args[0] === 'string' ? decodeBase64(args[0]) : undefined;
    if (first?.length === 4) summary.selector = bytesToHex(first);
  }
  if (raw['confirmed-round'] !== undefined) summary.round = toBigInt(raw['confirmed-round']);
  if (raw['round-time'] !== undefined) summary.time = toBigInt(raw['round-time']);
  if (raw.group !== undefined && raw.group !== '') summary.group = raw.group;
  return summary;
}
