import algosdk from 'algosdk';
import { HttpError } from '../../http/HttpError';

/** algod 4.x's DryrunRequest, decoded (algosdk v3 no longer models it). */
export interface DryrunRequest {
  readonly txns: algosdk.SignedTransaction[];
  readonly accounts: algosdk.modelsv2.Account[];
  readonly apps: algosdk.modelsv2.Application[];
  readonly protocolVersion: string;
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly sources: readonly DryrunSource[];
}

export interface DryrunSource {
  /** "lsig", "approv" or "clearp". */
  readonly fieldName: string;
  readonly source: string;
  readonly txnIndex: number;
  readonly appIndex: bigint;
}

type Raw = Map<string, unknown>;

/**
 * The body as msgpack (what SDKs sent) or JSON, tried in that order as algod does; the pieces
 * are algosdk's signed transactions and REST models.
 */
export function decodeDryrunRequest(body: Uint8Array): DryrunRequest {
  if (body.length === 0) throw new HttpError(400, 'request body is empty: expected a dryrun request');
  let raw: Raw;
  try {
    raw = body[0] === 0x7b ? fromJson(body) : fromMsgpack(body);
  } catch (err) {
    throw new HttpError(400, `failed to decode dryrun request: ${reasonOf(err)}`);
  }
  if (!(raw instanceof Map)) throw new HttpError(400, 'failed to decode dryrun request: not an object');
  try {
    return {
      txns: list(raw, 'txns').map((t) => algosdk.SignedTransaction.fromEncodingData(t)),
      accounts: list(raw, 'accounts').map((a) => algosdk.modelsv2.Account.fromEncodingData(a)),
      apps: list(raw, 'apps').map((a) => algosdk.modelsv2.Application.fromEncodingData(a)),
      protocolVersion: String(raw.get('protocol-version') ?? ''),
      round: BigInt((raw.get('round') as number | bigint | undefined) ?? 0),
      latestTimestamp: BigInt((raw.get('latest-timestamp') as number | bigint | undefined) ?? 0),
      sources: list(raw, 'sources').map((s, i) => {
        if (!(s instanceof Map))
          throw new HttpError(400, `failed to decode dryrun request: sources[${i}] is not an object`);
        const m = s as Raw;
        return {
          fieldName: String(m.get('field-name') ?? ''),
          source: String(m.get('source') ?? ''),
          txnIndex: Number(m.get('txn-index') ?? 0),
          appIndex: BigInt((m.get('app-index') as number | bigint | undefined) ?? 0),
        };
      }),
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, `failed to decode dryrun request: ${reasonOf(err)}`);
  }
}

/**
 * What a decoder's failure says about the request. A TypeError is the decoder tripping over a value
 * of the wrong shape ("raw.get is not a function"): its text names JavaScript internals, not the
 * request, so the client is told only that a field has the wrong type.
 */
function reasonOf(err: unknown): string {
  if (err instanceof TypeError || !(err instanceof Error)) return 'a field has the wrong type';
  return err.message;
}

function list(raw: Raw, key: string): unknown[] {
  const v = raw.get(key);
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new HttpError(400, `failed to decode dryrun request: ${key} is not a list`);
  return v;
}

/**
 * msgpack through algosdk's own msgpack decoding of each piece (a signed transaction's addresses
 * are raw bytes there, which the pieces' `fromEncodingData` alone would refuse: "Not an address").
 */
function fromMsgpack(body: Uint8Array): Raw {
  const raw = algosdk.msgpackRawDecodeAsMap(body) as unknown;
  if (!(raw instanceof Map)) throw new Error('not an object');
  const redecode = <T extends algosdk.Encodable>(key: string, cls: algosdk.EncodableClass<T>) => {
    const v = raw.get(key);
    if (!Array.isArray(v)) return;
    raw.set(
      key,
      v.map((x) => algosdk.decodeMsgpack(algosdk.msgpackRawEncode(x), cls).toEncodingData()),
    );
  };
  redecode('txns', algosdk.SignedTransaction);
  redecode('accounts', algosdk.modelsv2.Account);
  redecode('apps', algosdk.modelsv2.Application);
  return raw;
}

/**
 * JSON through algosdk's own JSON decoding of each piece: signed transactions and models are
 * re-read with their schemas (base64 bytes, addresses), the rest kept as plain values.
 */
function fromJson(body: Uint8Array): Raw {
  // Integers stay exact (a uint64 above 2^53, e.g. an asset's total of 2^64 - 1, is a bigint).
  const obj = algosdk.parseJSON(new TextDecoder('utf-8', { fatal: true }).decode(body), {
    intDecoding: algosdk.IntDecoding.MIXED,
  }) as Record<string, unknown>;
  if (obj === null || typeof obj !== 'object' || Array.isArray(obj)) throw new Error('not an object');
  const out: Raw = new Map(Object.entries(obj));
  const reencode = <T extends algosdk.Encodable>(key: string, cls: algosdk.EncodableClass<T>) => {
    const v = obj[key];
    if (!Array.isArray(v)) return;
    out.set(
      key,
      v.map((x) => algosdk.decodeJSON(algosdk.stringifyJSON(x), cls).toEncodingData()),
    );
  };
  reencode('txns', algosdk.SignedTransaction);
  reencode('accounts', algosdk.modelsv2.Account);
  reencode('apps', algosdk.modelsv2.Application);
  const sources = obj.sources;
  if (Array.isArray(sources))
    out.set(
      'sources',
      sources.map((s: unknown) => (s !== null && typeof s === 'object' ? new Map(Object.entries(s)) : s)),
    );
  return out;
}
