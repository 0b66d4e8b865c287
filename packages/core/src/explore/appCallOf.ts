import type { CommittedAppCall } from '../contracts/decodeMethodCall';
import { toBigInt } from '../format/toBigInt';
import type { IdxTransaction } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import { decodeBase64 } from '../txn/decodeBytesText';
import { bodyOf } from './summarizeTransaction';

const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);
const bytes = (v: JsonValue): Uint8Array =>
  (typeof v === 'string' ? decodeBase64(v) : undefined) ?? new Uint8Array();

/**
 * An app call from the indexer → what its ARC-4 method is read from (`decodeMethodCall`): the app,
 * the sender, the app arguments, the reference lists and the logs, as bytes and ids. Undefined for
 * any other type.
 */
export function appCallOf(raw: IdxTransaction): CommittedAppCall | undefined {
  if (raw['tx-type'] !== 'appl') return undefined;
  const body = bodyOf(raw) ?? {};
  const appId = toBigInt(body['application-id']);
  return {
    appId: appId !== 0n ? appId : toBigInt(raw['created-application-index']),
    sender: raw.sender,
    appArgs: list(body['application-args']).map(bytes),
    accounts: list(body['accounts']).filter((a): a is string => typeof a === 'string'),
    foreignApps: list(body['foreign-apps']).map((id) => toBigInt(id)),
    foreignAssets: list(body['foreign-assets']).map((id) => toBigInt(id)),
    logs: (raw.logs ?? []).map(bytes),
  };
}
