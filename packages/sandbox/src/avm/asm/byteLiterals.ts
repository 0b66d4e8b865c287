/**
 * Byte-literal syntax shared by `byte`, `pushbytes`, `pushbytess` and `bytecblock`:
 * base64/b64 and base32/b32 (as a separate word or in parentheses), 0x hex, and "strings"
 * with \n \r \t \\ \" \xNN escapes. Errors carry the text go-algorand prints.
 */
import { decodeBase32AnyPadding, decodeBase64Std, decodeHex, type DecodeResult } from '../goEncoding';
import { parseGoUint, strconvErrorText } from '../goStrconv';
import type { Token } from './Token';

export type LiteralResult =
  | { ok: true; bytes: Uint8Array; consumed: number }
  /** `consumed` says which argument to blame. */
  | { ok: false; message: string; consumed: number };

const encoder = new TextEncoder();

function fromDecode(r: DecodeResult, consumed: number, positionShift = 0): LiteralResult {
  if (r.ok) return { ok: true, bytes: r.bytes, consumed };
  if (r.position === undefined) return { ok: false, message: r.message, consumed: 0 };
  // Go reports corrupt-input positions relative to the whole argument, "(" included.
  const shifted = r.message.replace(/\d+$/, String(r.position + positionShift));
  return { ok: false, message: shifted, consumed: consumed === 2 ? 1 : 0 };
}

function parenthesized(arg: string, decode: (s: string) => DecodeResult): LiteralResult {
  const open = arg.indexOf('(');
  const close = arg.indexOf(')');
  if (close === -1) return { ok: false, message: `argument ${arg} lacks closing parenthesis`, consumed: 0 };
  if (close !== arg.length - 1) {
    return { ok: false, message: `argument ${arg} must end at first closing parenthesis`, consumed: 0 };
  }
  // The prefix before "(" is ASCII, so string and byte offsets agree.
  return fromDecode(decode(arg.slice(open + 1, close)), 1, open + 1);
}

/** go-algorand's parseBinaryArgs: one literal from the front of `args`. */
export function parseBinaryArgs(args: readonly Token[]): LiteralResult {
  const arg = args[0]?.str ?? '';
  if (arg.startsWith('base32(') || arg.startsWith('b32(')) return parenthesized(arg, decodeBase32AnyPadding);
  if (arg.startsWith('base64(') || arg.startsWith('b64(')) return parenthesized(arg, decodeBase64Std);
  if (arg.startsWith('0x')) return fromDecode(decodeHex(arg.slice(2)), 1);
  if (arg === 'base32' || arg === 'b32' || arg === 'base64' || arg === 'b64') {
    const data = args[1];
    if (data === undefined) return { ok: false, message: `${arg} needs byte literal argument`, consumed: 0 };
    const decode = arg.endsWith('32') ? decodeBase32AnyPadding : decodeBase64Std;
    return fromDecode(decode(data.str), 2);
  }
  if (arg.length > 1 && arg.startsWith('"') && arg.endsWith('"')) {
    const r = parseStringLiteral(arg);
    return r.ok ? { ok: true, bytes: r.bytes, consumed: 1 } : { ok: false, message: r.message, consumed: 0 };
  }
  return { ok: false, message: `arg did not parse: ${arg}`, consumed: 0 };
}

/** A double-quoted TEAL string literal, decoded byte by byte as go-algorand does. */
export function parseStringLiteral(
  text: string,
): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  const input = encoder.encode(text);
  const end = input.length - 1;
  if (input[0] !== 0x22 || input[end] !== 0x22) return { ok: false, message: 'no quotes' };
  const out: number[] = [];
  let escapeSeq = false;
  let hexSeq = false;
  for (let pos = 1; pos < end; pos++) {
    let char = input[pos] ?? 0;
    if (char === 0x5c && !escapeSeq) {
      if (hexSeq) return { ok: false, message: 'escape sequence inside hex number' };
      escapeSeq = true;
      continue;
    }
    if (escapeSeq) {
      escapeSeq = false;
      const escaped = ESCAPES[String.fromCharCode(char)];
      if (escaped === 'hex') {
        hexSeq = true;
        continue;
      }
      if (escaped === undefined) {
        return { ok: false, message: `invalid escape sequence \\${String.fromCharCode(char)}` };
      }
      char = escaped;
    }
    if (hexSeq) {
      hexSeq = false;
      if (pos >= input.length - 2) return { ok: false, message: 'non-terminated hex sequence' };
      const digits = new TextDecoder().decode(input.subarray(pos, pos + 2));
      const n = parseGoUint(digits, 16, 8);
      if (!n.ok) return { ok: false, message: strconvErrorText('ParseUint', digits, n.error) };
      char = Number(n.value);
      pos++;
    }
    out.push(char);
  }
  if (escapeSeq || hexSeq) return { ok: false, message: 'non-terminated escape sequence' };
  return { ok: true, bytes: Uint8Array.from(out) };
}

const ESCAPES: Record<string, number | 'hex'> = {
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  '\\': 0x5c,
  '"': 0x22,
  x: 'hex',
};
