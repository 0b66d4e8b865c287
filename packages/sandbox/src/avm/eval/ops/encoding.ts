/** base64_decode with Go's strict decoders (StdEncoding / URLEncoding, padded or not). */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeMap(alphabet: string): Int16Array {
  const m = new Int16Array(256).fill(-1);
  for (let i = 0; i < alphabet.length; i++) m[alphabet.charCodeAt(i)] = i;
  return m;
}
const MAPS = [decodeMap(URL), decodeMap(STD)];

function corrupt(at: number): AvmError {
  return new AvmError(`illegal base64 data at input byte ${at}`);
}

/** go's base64padded: does the input end (ignoring CR/LF) with '='? */
function padded(b: Uint8Array): boolean {
  for (let i = b.length - 1; i > 0; i--) {
    const c = b[i];
    if (c === 61) return true;
    if (c !== 10 && c !== 13) return false;
  }
  return false;
}

/** encoding/base64 Decode with .Strict(): CR/LF ignored, trailing bits must be zero. */
export function base64DecodeStrict(src: Uint8Array, map: Int16Array, withPadding: boolean): Uint8Array {
  const out: number[] = [];
  const quantum: number[] = [];
  let i = 0;
  let end = false;
  while (i < src.length) {
    const c = src[i] as number;
    if (c === 10 || c === 13) {
      i++;
      continue;
    }
    if (end) throw corrupt(i);
    const v = map[c] ?? -1;
    if (v >= 0) {
      quantum.push(v);
      i++;
      if (quantum.length === 4) {
        const n =
          ((quantum[0] as number) << 18) |
          ((quantum[1] as number) << 12) |
          ((quantum[2] as number) << 6) |
          (quantum[3] as number);
        out.push((n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff);
        quantum.length = 0;
      }
      continue;
    }
    if (c !== 61 || !withPadding) throw corrupt(i);
    // Padding: only after 2 or 3 symbols; "xx==" or "xxx=".
    if (quantum.length < 2) throw corrupt(i);
    let j = i + 1;
    while (j < src.length && (src[j] === 10 || src[j] === 13)) j++;
    if (quantum.length === 2) {
      if (j >= src.length) throw corrupt(src.length);
      if (src[j] !== 61) throw corrupt(j);
      j++;
    }
    i = j;
    end = true;
  }
  const q = quantum.length;
  if (q === 1) throw corrupt(src.length - 1);
  if (q > 0 && withPadding && !end) throw corrupt(src.length);
  if (q === 2) {
    if (((quantum[1] as number) & 0x0f) !== 0) throw corrupt(src.length - 1);
    out.push((((quantum[0] as number) << 2) | ((quantum[1] as number) >> 4)) & 0xff);
  } else if (q === 3) {
    if (((quantum[2] as number) & 0x03) !== 0) throw corrupt(src.length - 1);
    const n = ((quantum[0] as number) << 12) | ((quantum[1] as number) << 6) | (quantum[2] as number);
    out.push((n >> 10) & 0xff, (n >> 2) & 0xff);
  }
  return new Uint8Array(out);
}

const base64Decode: OpFn = (cx, ins) => {
  const f = ins.field;
  if (!f || f.version > cx.version)
    throw new AvmError(`invalid base64_decode encoding Base64Encoding(${ins.imm[0]})`);
  const s = cx.stack;
  const src = s[s.length - 1] as Uint8Array;
  s[s.length - 1] = base64DecodeStrict(src, MAPS[f.code] as Int16Array, padded(src));
};

export const ENCODING_OPS: Readonly<Record<string, OpFn>> = {
  base64_decode: base64Decode,
};
