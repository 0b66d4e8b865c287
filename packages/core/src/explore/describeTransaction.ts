import { toBigInt } from '../format/toBigInt';
import type { IdxTransaction } from '../indexer/indexerModels';
import { appCallOf } from './appCallOf';
import { describeAccessList } from './describeAccessList';
import { describeSignature } from './describeSignature';
import { bodyOf, summarizeTransaction } from './summarizeTransaction';
import type { TransactionView } from './TransactionView';
import { txnFields } from './txnFields';

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
  const appCall = appCallOf(raw);
  if (appCall !== undefined) view.appCall = appCall;
  const access = describeAccessList(bodyOf(raw)?.['access']);
  if (access !== undefined && access.length > 0) view.access = access;
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
