import algosdk from 'algosdk';
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

/** oapi-codegen's bool binding: go's strconv.ParseBool spellings, anything else a 400. */
export function parseBool(name: string, value: string | undefined): boolean {
  if (value === undefined) return false;
  if (['1', 't', 'T', 'true', 'TRUE', 'True'].includes(value)) return true;
  if (['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(value)) return false;
  throw new HttpError(
    400,
    `Invalid format for parameter ${name}: error binding string parameter: strconv.ParseBool: parsing "${value}": invalid syntax`,
  );
}
