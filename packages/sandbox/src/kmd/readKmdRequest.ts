import type { Context } from 'hono';
import { bodyNestingError } from '../http/bodyNesting';
import { readBody } from '../http/readBody';
import { KmdError } from './KmdError';
import type { MultisigSig, MultisigSubsig } from './multisig';

/**
 * How each request field is decoded. kmd decodes bodies with go-codec's JSON handle: byte arrays
 * are standard padded base64 strings, a missing or null field is the zero value, and a field the
 * request type does not name is an error (ErrorIfNoField). Every failure is kmd's one message,
 * "could not decode request body" (400).
 */
export type FieldKind =
  | 'string'
  | 'bool'
  | 'uint8'
  | 'bytes'
  | 'publicKey'
  | 'privateKey'
  | 'mdk'
  | 'digest'
  | 'publicKeys'
  | 'multisig';

interface FieldTypes {
  string: string;
  bool: boolean;
  uint8: number;
  bytes: Uint8Array;
  publicKey: Uint8Array;
  privateKey: Uint8Array;
  mdk: Uint8Array;
  digest: Uint8Array;
  publicKeys: Uint8Array[];
  multisig: MultisigSig;
}

export type RequestSchema = Record<string, FieldKind>;
export type ParsedRequest<S extends RequestSchema> = { [K in keyof S]: FieldTypes[S[K]] };

/** Fixed-size byte arrays (Go `[N]byte`): the zero value is N zero bytes. */
const FIXED_LENGTHS: Partial<Record<FieldKind, number>> = {
  publicKey: 32,
  privateKey: 64,
  mdk: 32,
  digest: 32,
};

/**
 * Standard padded base64 (go's base64.StdEncoding): one character class and a length check, where a
 * repeated group overflowed the regexp stack on a field of megabytes (a 500 instead of the 400).
 */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function isBase64(text: string): boolean {
  return text.length % 4 === 0 && BASE64.test(text);
}

/** Reads and decodes the JSON body of a kmd request against `schema`. */
export async function readKmdRequest<S extends RequestSchema>(
  c: Context,
  schema: S,
): Promise<ParsedRequest<S>> {
  const bytes = await readBody(c);
  // Nesting too deep for a request kmd defines fails as any other undecodable body (before parsing).
  if (bodyNestingError(bytes) !== undefined) throw decodeError();
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch (err) {
    // An empty body is io.EOF for Go's decoder: the same error as malformed JSON.
    throw new KmdError('couldNotDecode', 400, { cause: err });
  }
  return parseKmdRequest(raw, schema);
}

/** Decodes an already-parsed JSON value; exported for unit tests of the decoding rules. */
export function parseKmdRequest<S extends RequestSchema>(raw: unknown, schema: S): ParsedRequest<S> {
  const body = raw === null ? {} : raw;
  if (typeof body !== 'object' || Array.isArray(body)) throw decodeError();
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!Object.hasOwn(schema, key)) throw decodeError();
  }
  const out: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(schema)) out[name] = decodeField(kind, fields[name]);
  return out as ParsedRequest<S>;
}

function decodeField(kind: FieldKind, value: unknown): unknown {
  const absent = value === undefined || value === null;
  switch (kind) {
    case 'string':
      if (absent) return '';
      if (typeof value !== 'string') throw decodeError();
      return value;
    case 'bool':
      if (absent) return false;
      if (typeof value !== 'boolean') throw decodeError();
      return value;
    case 'uint8':
      if (absent) return 0;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 255)
        throw decodeError();
      return value;
    case 'bytes':
      return absent ? new Uint8Array(0) : decodeBytes(value);
    case 'publicKeys':
      if (absent) return [];
      if (!Array.isArray(value)) throw decodeError();
      return value.map((v) => decodeFixed(v, 32));
    case 'multisig':
      return decodeMultisig(value);
    default: {
      const length = FIXED_LENGTHS[kind] ?? 0;
      return absent ? new Uint8Array(length) : decodeFixed(value, length);
    }
  }
}

/** `[]byte`: a base64 string, or (go-codec accepts it too) an array of byte values. */
function decodeBytes(value: unknown): Uint8Array {
  if (typeof value === 'string') {
    if (!isBase64(value)) throw decodeError();
    return new Uint8Array(Buffer.from(value, 'base64'));
  }
  if (
    Array.isArray(value) &&
    value.every((b) => typeof b === 'number' && Number.isInteger(b) && b >= 0 && b < 256)
  ) {
    return Uint8Array.from(value as number[]);
  }
  throw decodeError();
}

/** `[N]byte`: as `[]byte`, and the empty string stands for the zero value (algosdk sends "" for "none"). */
function decodeFixed(value: unknown, length: number): Uint8Array {
  const bytes = value === null || value === undefined ? new Uint8Array(0) : decodeBytes(value);
  if (bytes.length === 0) return new Uint8Array(length);
  if (bytes.length !== length) throw decodeError();
  return bytes;
}

/** crypto.MultisigSig as go-codec spells it in JSON: `{v, thr, subsig: [{pk, s}]}`. */
function decodeMultisig(value: unknown): MultisigSig {
  if (value === undefined || value === null) return { version: 0, threshold: 0, subsigs: [] };
  const msig = objectWith(value, ['v', 'thr', 'subsig']);
  const subsigsRaw = msig.subsig ?? [];
  if (!Array.isArray(subsigsRaw)) throw decodeError();
  const subsigs = subsigsRaw.map((s): MultisigSubsig => {
    const subsig = objectWith(s, ['pk', 's']);
    return { key: decodeFixed(subsig.pk, 32), sig: decodeFixed(subsig.s, 64) };
  });
  return {
    version: decodeField('uint8', msig.v) as number,
    threshold: decodeField('uint8', msig.thr) as number,
    subsigs,
  };
}

function objectWith(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw decodeError();
  const obj = value as Record<string, unknown>;
  if (Object.keys(obj).some((k) => !allowed.includes(k))) throw decodeError();
  return obj;
}

function decodeError(): KmdError {
  return new KmdError('couldNotDecode', 400);
}
