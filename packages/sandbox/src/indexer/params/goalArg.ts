import algosdk from 'algosdk';
import { base64StdDecode, decodeAddressGo } from './goDecode';

export class GoalArgError extends Error {
  override readonly name = 'GoalArgError';
}

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** base32 with `=` padding, as goal's `b32:` form takes it. */
function base32Padded(s: string): Uint8Array {
  const body = s.replace(/=+$/, '');
  if ((s.length - body.length > 0 && s.length % 8 !== 0) || /[^A-Z2-7]/.test(body))
    throw new GoalArgError('illegal base32 data');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of body) {
    buffer = ((buffer << 5) | B32.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/**
 * A box name in goal's app-arg form `encoding:value` (str/string, int/integer, b64/base64,
 * b32/base32, addr/address, abi:(type):value, and the "byte base32"/"byte base64" aliases).
 * Throws GoalArgError when the form or the value is bad.
 */
export function decodeGoalArg(arg: string): Uint8Array {
  const colon = arg.indexOf(':');
  if (colon < 0) throw new GoalArgError("all arguments and box names should be of the form 'encoding:value'");
  const enc = arg.slice(0, colon);
  const value = arg.slice(colon + 1);
  switch (enc) {
    case 'str':
    case 'string':
      return new TextEncoder().encode(value);
    case 'int':
    case 'integer': {
      if (!/^[0-9]+$/.test(value) || BigInt(value) >= 1n << 64n)
        throw new GoalArgError(`strconv.ParseUint: parsing ${JSON.stringify(value)}: invalid syntax`);
      return algosdk.encodeUint64(BigInt(value));
    }
    case 'b64':
    case 'base64':
    case 'byte base64': {
      const bytes = base64StdDecode(value);
      if (bytes === undefined) throw new GoalArgError('illegal base64 data');
      return bytes;
    }
    case 'b32':
    case 'base32':
    case 'byte base32':
      return base32Padded(value);
    case 'addr':
    case 'address':
      try {
        return decodeAddressGo(value).publicKey;
      } catch (err) {
        throw new GoalArgError((err as Error).message);
      }
    case 'abi': {
      const sep = value.indexOf(':');
      if (sep < 0) throw new GoalArgError("abi arguments should be of the form 'abi:type:value'");
      try {
        const type = algosdk.ABIType.from(value.slice(0, sep));
        return type.encode(
          algosdk.parseJSON(value.slice(sep + 1), {
            intDecoding: algosdk.IntDecoding.MIXED,
          }) as algosdk.ABIValue,
        );
      } catch (err) {
        throw new GoalArgError((err as Error).message);
      }
    }
    default:
      throw new GoalArgError(`unknown encoding: ${enc}`);
  }
}
