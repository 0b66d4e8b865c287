import algosdk from 'algosdk';
import type { DryrunRequest } from './DryrunRequest';

/**
 * A dry-run request as algod reads it: msgpack (what `goal clerk dryrun -o` writes and
 * `goal clerk dryrun-remote -D` sends) or JSON. Keys are algod's: txns, accounts, apps,
 * protocol-version, round, latest-timestamp, sources; each piece is encoded by algosdk's own
 * model, so uint64 values stay exact in both forms.
 */
export function encodeDryrunRequest(request: DryrunRequest, format: 'json' | 'msgpack'): Uint8Array {
  if (format === 'msgpack') {
    const map = new Map<string, unknown>([
      ['txns', request.txns.map(prepared)],
      ['accounts', request.accounts.map(prepared)],
      ['apps', request.apps.map(prepared)],
      ['protocol-version', request.protocolVersion],
      ['round', request.round],
      ['latest-timestamp', request.latestTimestamp],
      ['sources', request.sources.map(sourceMap)],
    ]);
    return algosdk.msgpackRawEncode(map);
  }
  // Composed as text so each model keeps algosdk's JSON form (base64 bytes, exact integers).
  const list = (items: readonly algosdk.Encodable[]) =>
    `[${items.map((i) => algosdk.encodeJSON(i)).join(',')}]`;
  const sources = request.sources.map(
    (s) =>
      `{"field-name":${JSON.stringify(s.fieldName)},"source":${JSON.stringify(s.source)},"txn-index":${s.txnIndex},"app-index":${s.appIndex}}`,
  );
  const json =
    `{"txns":${list(request.txns)},"accounts":${list(request.accounts)},"apps":${list(request.apps)},` +
    `"protocol-version":${JSON.stringify(request.protocolVersion)},"round":${request.round},` +
    `"latest-timestamp":${request.latestTimestamp},"sources":[${sources.join(',')}]}`;
  return new TextEncoder().encode(json);
}

/** A model as its msgpack form nests (addresses as 32 bytes, empty values omitted). */
function prepared(item: algosdk.Encodable): unknown {
  return item.getEncodingSchema().prepareMsgpack(item.toEncodingData());
}

function sourceMap(s: DryrunRequest['sources'][number]): Map<string, unknown> {
  return new Map<string, unknown>([
    ['field-name', s.fieldName],
    ['source', s.source],
    ['txn-index', s.txnIndex],
    ['app-index', s.appIndex],
  ]);
}
