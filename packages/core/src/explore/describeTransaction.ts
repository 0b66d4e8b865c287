import { toBigInt } from '../format/toBigInt';
import type { IdxTransaction } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import { describeSignature } from './describeSignature';
import type { TransactionView, TxnSummary } from './TransactionView';
import { txnFields } from './txnFields';

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

function bodyOf(raw: IdxTransaction): Body {
  const key = TYPE_BODY_KEYS[raw['tx-type']];
  return key === undefined ? undefined : (raw[key] as Body);
}

function str(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A transaction → its one-line summary: sender, receiver, amount (Algos or an asset's base units). */
export function summarizeTransaction(raw: IdxTransaction): TxnSummary {
  const body = bodyOf(raw);
  const summary: TxnSummary = { id: raw.id ?? '', type: raw['tx-type'], sender: raw.sender };
  const receiver = str(body?.['receiver']) ?? str(body?.['address']);
  if (receiver !== undefined) summary.receiver = receiver;
  if (raw['tx-type'] === 'pay') summary.amount = { kind: 'algos', value: toBigInt(body?.['amount']) };
  if (raw['tx-type'] === 'axfer')
    summary.amount = {
      kind: 'asset',
      value: toBigInt(body?.['amount']),
      assetId: toBigInt(body?.['asset-id']),
    };
  if (raw['confirmed-round'] !== undefined) summary.round = toBigInt(raw['confirmed-round']);
  if (raw['round-time'] !== undefined) summary.time = toBigInt(raw['round-time']);
  if (raw.group !== undefined && raw.group !== '') summary.group = raw.group;
  return summary;
}

/** A transaction from the indexer → everything the transaction screen shows, inner transactions as a tree. */
export function describeTransaction(raw: IdxTransaction): TransactionView {
  const view: TransactionView = {
    ...summarizeTransaction(raw),
    fee: toBigInt(raw.fee),
    firstValid: toBigInt(raw['first-valid']),
    lastValid: toBigInt(raw['last-valid']),
    fields: txnFields(raw['tx-type'], bodyOf(raw)),
    signature: describeSignature(raw.signature),
    logs: raw.logs ?? [],
    inner: (raw['inner-txns'] ?? []).map(describeTransaction),
  };
  const optional: [keyof TransactionView, string | undefined][] = [
    ['genesisId', raw['genesis-id']],
    ['genesisHash', raw['genesis-hash']],
    ['lease', raw.lease],
    ['note', raw.note],
    ['rekeyTo', raw['rekey-to']],
    ['authAddress', raw['auth-addr']],
  ];
  for (const [key, value] of optional)
    if (value !== undefined && value !== '') Object.assign(view, { [key]: value });
  if (raw['intra-round-offset'] !== undefined) view.intraRoundOffset = toBigInt(raw['intra-round-offset']);
  if (raw['created-asset-index'] !== undefined) view.createdAssetId = toBigInt(raw['created-asset-index']);
  if (raw['created-application-index'] !== undefined)
    view.createdApplicationId = toBigInt(raw['created-application-index']);
  if (raw['closing-amount'] !== undefined && toBigInt(raw['closing-amount']) !== 0n)
    view.closingAmount = toBigInt(raw['closing-amount']);
  return view;
}
