import type { GoValue } from '../../src/algod/goCodec/GoValue';
import { base32 } from '../../src/util/base32';

/**
 * A msgpack document as a GoValue tree, keeping what the encoding says (str or bin, unsigned width
 * aside), so a go-encoded answer can be re-encoded by the sandbox's writers and compared byte for
 * byte. `kind` names, by map key, the bin values that are Go Addresses (written as text in JSON).
 */
export function decodeGoMsgpack(b: Uint8Array, addressKeys: ReadonlySet<string> = new Set()): GoValue {
  let at = 0;
  const u = (n: number) => {
    let v = 0n;
    for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(b[at++] as number);
    return v;
  };
  const take = (n: number) => b.slice(at, (at += n));
  const read = (key: string): GoValue => {
    const c = b[at++] as number;
    if (c < 0x80) return { t: 'uint', v: BigInt(c) };
    if (c >= 0xa0 && c <= 0xbf) return { t: 'str', v: take(c & 0x1f) };
    if (c >= 0x80 && c <= 0x8f) return map(c & 0x0f);
    if (c >= 0x90 && c <= 0x9f) return array(c & 0x0f);
    switch (c) {
      case 0xc0:
        return { t: 'nil' };
      case 0xc2:
        return { t: 'bool', v: false };
      case 0xc3:
        return { t: 'bool', v: true };
      case 0xc4:
      case 0xc5:
      case 0xc6: {
        const v = take(Number(u(1 << (c - 0xc4))));
        return addressKeys.has(key) && v.length === 32 ? { t: 'addr', v } : { t: 'bin', v };
      }
      case 0xcc:
      case 0xcd:
      case 0xce:
      case 0xcf:
        return { t: 'uint', v: u(1 << (c - 0xcc)) };
      case 0xd9:
      case 0xda:
      case 0xdb:
        return { t: 'str', v: take(Number(u(1 << (c - 0xd9)))) };
      case 0xdc:
      case 0xdd:
        return array(Number(u(c === 0xdc ? 2 : 4)));
      case 0xde:
      case 0xdf:
        return map(Number(u(c === 0xde ? 2 : 4)));
      default:
        throw new Error(`decodeGoMsgpack: unexpected byte 0x${c.toString(16)} at ${at - 1}`);
    }
  };
  const array = (n: number): GoValue => ({ t: 'array', items: Array.from({ length: n }, () => read('')) });
  const map = (n: number): GoValue => {
    const entries: Array<readonly [GoValue, GoValue]> = [];
    for (let i = 0; i < n; i++) {
      const k = read('');
      entries.push([k, read(k.t === 'str' ? new TextDecoder().decode(k.v) : '')]);
    }
    return { t: 'map', entries };
  };
  const v = read('');
  if (at !== b.length) throw new Error(`decodeGoMsgpack: ${b.length - at} bytes after the value`);
  return v;
}

/** The map keys whose 32-byte values are basics.Address (TextMarshaler: checksummed text in JSON). */
export const ADDRESS_KEYS = new Set(['Addr', 'AuthAddr', 'Creator', 'fees', 'rwd', 'm', 'r', 'f', 'c', 'ss']);

/** bookkeeping.BlockHash marshals as text: "blk-" and its base32 (crypto/util.go Digest.String). */
export function blockHashAsText(v: GoValue): GoValue {
  switch (v.t) {
    case 'map':
      return {
        t: 'map',
        entries: v.entries.map(([k, x]) => {
          const name = k.t === 'str' ? new TextDecoder().decode(k.v) : '';
          if (name === 'prev' && x.t === 'bin')
            return [
              k,
              { t: 'encoded', msgpack: Uint8Array.of(0xc4, 32, ...x.v), json: `blk-${base32(x.v)}` },
            ];
          return [k, blockHashAsText(x)];
        }),
      };
    case 'array':
      return { t: 'array', items: v.items.map(blockHashAsText) };
    default:
      return v;
  }
}
