import algosdk from 'algosdk';
import { parseGoBool } from '../avm/goStrconv';
import { HttpError } from '../http/HttpError';

const UINT64_MAX = (1n << 64n) - 1n;

/**
 * A uint64 path or query parameter, refused as algod's generated router words it:
 * `Invalid format for parameter round: error binding string parameter: strconv.ParseUint: parsing "x": invalid syntax`.
 */
export function parseUint64(name: string, value: string | undefined): bigint {
  const v = value ?? '';
  if (!/^[0-9]+$/.test(v)) {
    throw new HttpError(
      400,
      `Invalid format for parameter ${name}: error binding string parameter: strconv.ParseUint: parsing ${JSON.stringify(v)}: invalid syntax`,
    );
  }
  const n = BigInt(v);
  if (n > UINT64_MAX) {
    throw new HttpError(
      400,
      `Invalid format for parameter ${name}: error binding string parameter: strconv.ParseUint: parsing ${JSON.stringify(v)}: value out of range`,
    );
  }
  return n;
}

/**
 * An optional bool query parameter (oapi-codegen's BindQueryParameter: strconv.ParseBool), refused as
 * `Invalid format for parameter x: error binding string parameter: strconv.ParseBool: parsing "y": invalid syntax`.
 */
export function parseOptionalBool(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  const on = parseGoBool(value);
  if (on !== undefined) return on;
  throw new HttpError(
    400,
    `Invalid format for parameter ${name}: error binding string parameter: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`,
  );
}

/** An optional uint64 query parameter. */
export function parseOptionalUint64(name: string, value: string | undefined): bigint | undefined {
  return value === undefined || value === '' ? undefined : parseUint64(name, value);
}

/** A checksummed address path parameter; algod's 400 text otherwise. */
export function parseAddress(value: string | undefined): string {
  if (value === undefined || !algosdk.isValidAddress(value))
    throw new HttpError(400, 'failed to parse the address');
  return value;
}

/** oapi-codegen's bool binding: go's strconv.ParseBool spellings (absent: false), anything else a 400. */
export function parseBool(name: string, value: string | undefined): boolean {
  return parseOptionalBool(name, value) ?? false;
}
