/**
 * Decoders that behave like Go's encoding/base64 (StdEncoding), encoding/base32 (StdEncoding,
 * with and without padding) and encoding/hex: the assembler accepts and rejects exactly the byte
 * literals go-algorand does, and reports the same "illegal ... data at input byte N" positions.
 */
import { goRuneU } from './goStrconv';

export type DecodeResult =
  { ok: true; bytes: Uint8Array } | { ok: false; message: string; position?: number };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeMap(alphabet: string): Int16Array {
  const m = new Int16Array(256).fill(-1);
  for (let i = 0; i < alphabet.length; i++) m[alphabet.charCodeAt(i)] = i;
  return m;
}
const B64_MAP = decodeMap(B64);
const B32_MAP = decodeMap(B32);

function corrupt(kind: 'base64' | 'base32', position: number): DecodeResult {
  return { ok: false, message: `illegal ${kind} data at input byte ${position}`, position };
}

function utf8Bytes(s: string): number[] {
  // Go decodes the UTF-8 bytes of the token; non-ASCII bytes are never valid symbols anyway.
  return [...new TextEncoder().encode(s)];
}

/** base64.StdEncoding.DecodeString (padding required; CR/LF skipped; trailing bits not checked). */
export function decodeBase64Std(text: string): DecodeResult {
  const src = utf8Bytes(text);
  const out: number[] = [];
  let si = 0;
  const isNL = (c: number | undefined) => c === 10 || c === 13;
  while (si < src.length) {
    const dbuf = [0, 0, 0, 0];
    let dlen = 4;
    let trailing: number | undefined;
    let j = 0;
    for (; j < 4; j++) {
      if (si === src.length) {
        if (j === 0) return { ok: true, bytes: Uint8Array.from(out) };
        return corrupt('base64', si - j);
      }
      const c = src[si] ?? 0;
      si++;
      const v = B64_MAP[c] ?? -1;
      if (v >= 0) {
        dbuf[j] = v;
        continue;
      }
      if (isNL(c)) {
        j--;
        continue;
      }
      if (c !== 0x3d) return corrupt('base64', si - 1);
      // Padding: only after two or three symbols, "==" after two.
      if (j === 0 || j === 1) return corrupt('base64', si - 1);
      if (j === 2) {
        while (si < src.length && isNL(src[si])) si++;
        if (si === src.length) return corrupt('base64', src.length);
        if (src[si] !== 0x3d) return corrupt('base64', si - 1);
        si++;
      }
      while (si < src.length && isNL(src[si])) si++;
      if (si < src.length) trailing = si;
      dlen = j;
      break;
    }
    const val = ((dbuf[0] ?? 0) << 18) | ((dbuf[1] ?? 0) << 12) | ((dbuf[2] ?? 0) << 6) | (dbuf[3] ?? 0);
    const bytes = [(val >> 16) & 0xff, (val >> 8) & 0xff, val & 0xff];
    out.push(...bytes.slice(0, dlen - 1));
    if (trailing !== undefined) return corrupt('base64', trailing);
    if (dlen < 4) break;
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

/** Bytes a (final) quantum of n symbols yields in Go: 1, 3 and 6 symbols yield none. */
const BASE32_QUANTUM_BYTES: Record<number, number> = { 2: 1, 4: 2, 5: 3, 7: 4, 8: 5 };

function packBase32(symbols: number[]): number[] {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const s of symbols) {
    buffer = ((buffer << 5) | s) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return out;
}

/** base32.StdEncoding.WithPadding(NoPadding).DecodeString: any '=' is an illegal symbol. */
function decodeBase32NoPad(src: number[]): DecodeResult {
  const symbols: number[] = [];
  for (let i = 0; i < src.length; i++) {
    const v = B32_MAP[src[i] ?? 0] ?? -1;
    if (v < 0) return corrupt('base32', i);
    symbols.push(v);
  }
  const out: number[] = [];
  for (let q = 0; q < symbols.length; q += 8) {
    const chunk = symbols.slice(q, q + 8);
    out.push(...packBase32(chunk).slice(0, BASE32_QUANTUM_BYTES[chunk.length] ?? 0));
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

/** base32.StdEncoding.DecodeString: 8-symbol quanta, '=' padding to a multiple of 8. */
function decodeBase32Padded(src: number[]): DecodeResult {
  const olen = src.length;
  const out: number[] = [];
  let pos = 0;
  while (pos < olen) {
    const symbols: number[] = [];
    let end = false;
    for (let j = 0; j < 8;) {
      if (pos === olen) return corrupt('base32', olen - (olen - pos) - j);
      const c = src[pos] ?? 0;
      pos++;
      const rest = olen - pos;
      if (c === 0x3d && j >= 2 && rest < 8) {
        if (rest + j < 7) return corrupt('base32', olen);
        for (let k = 0; k < 7 - j; k++) {
          if (rest > k && src[pos + k] !== 0x3d) return corrupt('base32', pos + k - 1);
        }
        if (j === 1 || j === 3 || j === 6) return corrupt('base32', pos - 1);
        end = true;
        break;
      }
      const v = B32_MAP[c] ?? -1;
      if (v < 0) return corrupt('base32', pos - 1);
      symbols.push(v);
      j++;
    }
    out.push(...packBase32(symbols).slice(0, BASE32_QUANTUM_BYTES[symbols.length] ?? 0));
    if (end) break;
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}

/** base32.StdEncoding.WithPadding(NoPadding).DecodeString, as Algorand addresses are decoded. */
export function decodeBase32NoPadding(text: string): DecodeResult {
  return decodeBase32NoPad(utf8Bytes(text).filter((c) => c !== 10 && c !== 13));
}

/**
 * go-algorand's base32DecodeAnyPadding: try without padding, then with standard padding; when
 * both fail, the first (no-padding) error is the one reported.
 */
export function decodeBase32AnyPadding(text: string): DecodeResult {
  const src = utf8Bytes(text).filter((c) => c !== 10 && c !== 13);
  const first = decodeBase32NoPad(src);
  if (first.ok) return first;
  const second = decodeBase32Padded(src);
  return second.ok ? second : first;
}

/** hex.DecodeString, with Go's error texts. */
export function decodeHex(text: string): DecodeResult {
  const src = utf8Bytes(text);
  const val = (c: number) =>
    c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;
  const invalid = (c: number): DecodeResult => ({
    ok: false,
    message: `encoding/hex: invalid byte: ${goRuneU(c)}`,
  });
  const out: number[] = [];
  let j = 1;
  for (; j < src.length; j += 2) {
    const p = src[j - 1] ?? 0;
    const q = src[j] ?? 0;
    if (val(p) < 0) return invalid(p);
    if (val(q) < 0) return invalid(q);
    out.push((val(p) << 4) | val(q));
  }
  if (src.length % 2 === 1) {
    const last = src[j - 1] ?? 0;
    if (val(last) < 0) return invalid(last);
    return { ok: false, message: 'encoding/hex: odd length hex string' };
  }
  return { ok: true, bytes: Uint8Array.from(out) };
}
