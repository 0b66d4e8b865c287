import algosdk from 'algosdk';
import { HttpError } from '../http/HttpError';

/**
 * A box name as algod's `name` query takes it: `encoding:value` with encoding `str`, `int`
 * (uint64 as 8 big-endian bytes), `b64`, `addr` (the public key). Errors as algod's app-arg parser.
 */
export function parseBoxName(raw: string | undefined): Uint8Array {
  if (raw === undefined) throw new HttpError(400, 'Query argument name is required, but not found');
  const colon = raw.indexOf(':');
  if (colon < 0)
    throw new HttpError(400, `all arguments and box names should be of the form 'encoding:value'`);
  const encoding = raw.slice(0, colon);
  const value = raw.slice(colon + 1);
  switch (encoding) {
    case 'str':
    case 'string':
      return new TextEncoder().encode(value);
    case 'int':
    case 'integer': {
      if (!/^[0-9]+$/.test(value) || BigInt(value) >= 1n << 64n)
        throw new HttpError(400, `could not parse uint64 from ${value}`);
      return algosdk.encodeUint64(BigInt(value));
    }
    case 'b64':
    case 'base64': {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw new HttpError(400, `could not decode base64 ${value}`);
      return new Uint8Array(Buffer.from(value, 'base64'));
    }
    case 'addr':
    case 'address':
      if (!algosdk.isValidAddress(value)) throw new HttpError(400, `could not decode address ${value}`);
      return algosdk.decodeAddress(value).publicKey;
    default:
      throw new HttpError(400, `unknown encoding: ${encoding}`);
  }
}
