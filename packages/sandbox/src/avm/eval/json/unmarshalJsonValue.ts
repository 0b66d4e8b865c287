/**
 * json_ref's second step: Go's encoding/json `json.Unmarshal(raw, &target)` for the three targets
 * json_ref uses (string, uint64, map[string]json.RawMessage). The raw value passed go-codec, which
 * is laxer than encoding/json, so Unmarshal's own syntax check (`checkValid`, scanner.go) runs
 * first with its texts, then literalStore's type errors (decode.go UnmarshalTypeError).
 */
import { goQuote } from '../../goStrconv';

export class JsonUnmarshalError extends Error {
  readonly code = 'json_unmarshal' as const;
}

export type JsonTarget = 'string' | 'uint64' | 'map[string]json.RawMessage';

/** scanner.go quoteChar. */
function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  const q = goQuote(String.fromCharCode(c));
  return `'${q.slice(1, -1)}'`;
}

const END = -1;
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/** encoding/json checkValid: a strict RFC 8259 scan with Go's error texts. */
class Scanner {
  private p = 0;

  constructor(private readonly b: Uint8Array) {}

  private at(): number {
    return this.b[this.p] ?? END;
  }

  private err(c: number, context: string): never {
    if (c === END) throw new JsonUnmarshalError('unexpected end of JSON input');
    throw new JsonUnmarshalError(`invalid character ${quoteChar(c)} ${context}`);
  }

  private skipSpace(): number {
    while (isSpace(this.at())) this.p++;
    return this.at();
  }

  check(): void {
    this.value(this.skipSpace());
    const c = this.skipSpace();
    if (c !== END) this.err(c, 'after top-level value');
  }

  private value(c: number): void {
    if (c === 0x7b) return this.object();
    if (c === 0x5b) return this.array();
    if (c === 0x22) return this.string();
    if (c === 0x2d || isDigit(c)) return this.number();
    if (c === 0x74) return this.literal('true');
    if (c === 0x66) return this.literal('false');
    if (c === 0x6e) return this.literal('null');
    this.err(c, 'looking for beginning of value');
  }

  private object(): void {
    this.p++;
    let c = this.skipSpace();
    if (c === 0x7d) {
      this.p++;
      return;
    }
    for (;;) {
      if (c !== 0x22) this.err(c, 'looking for beginning of object key string');
      this.string();
      c = this.skipSpace();
      if (c !== 0x3a) this.err(c, 'after object key');
      this.p++;
      this.value(this.skipSpace());
      c = this.skipSpace();
      this.p++;
      if (c === 0x7d) return;
      if (c !== 0x2c) this.err(c, 'after object key:value pair');
      c = this.skipSpace();
    }
  }

  private array(): void {
    this.p++;
    let c = this.skipSpace();
    if (c === 0x5d) {
      this.p++;
      return;
    }
    for (;;) {
      this.value(c);
      c = this.skipSpace();
      this.p++;
      if (c === 0x5d) return;
      if (c !== 0x2c) this.err(c, 'after array element');
      c = this.skipSpace();
    }
  }

  private string(): void {
    this.p++;
    for (;;) {
      const c = this.at();
      this.p++;
      if (c === 0x22) return;
      if (c === END || c < 0x20) this.err(c, 'in string literal');
      if (c !== 0x5c) continue;
      const e = this.at();
      this.p++;
      if (e === 0x75) {
        for (let i = 0; i < 4; i++) {
          const h = this.at();
          if (!isHex(h)) this.err(h, 'in \\u hexadecimal character escape');
          this.p++;
        }
      } else if (!'bfnrt\\/"'.includes(String.fromCharCode(e)) || e === END) {
        this.err(e, 'in string escape code');
      }
    }
  }

  private digits(): void {
    while (isDigit(this.at())) this.p++;
  }

  private number(): void {
    if (this.at() === 0x2d) {
      this.p++;
      if (!isDigit(this.at())) this.err(this.at(), 'in numeric literal');
    }
    if (this.at() === 0x30) this.p++;
    else this.digits();
    if (this.at() === 0x2e) {
      this.p++;
      if (!isDigit(this.at())) this.err(this.at(), 'after decimal point in numeric literal');
      this.digits();
    }
    const e = this.at();
    if (e === 0x65 || e === 0x45) {
      this.p++;
      if (this.at() === 0x2b || this.at() === 0x2d) this.p++;
      if (!isDigit(this.at())) this.err(this.at(), 'in exponent of numeric literal');
      this.digits();
    }
  }

  private literal(word: string): void {
    for (let i = 1; i < word.length; i++) {
      this.p++;
      const c = this.at();
      if (c !== word.charCodeAt(i)) this.err(c, `in literal ${word} (expecting '${word[i]}')`);
    }
    this.p++;
  }
}

/** Go's utf8.DecodeRune: [rune, size], (U+FFFD, 1) for any invalid byte. */
function decodeRune(b: Uint8Array, i: number): [number, number] {
  const b0 = b[i] as number;
  const cont = (k: number, lo = 0x80, hi = 0xbf) => {
    const c = b[i + k];
    return c !== undefined && c >= lo && c <= hi;
  };
  if (b0 >= 0xc2 && b0 <= 0xdf && cont(1)) return [((b0 & 0x1f) << 6) | ((b[i + 1] as number) & 0x3f), 2];
  if (b0 >= 0xe0 && b0 <= 0xef) {
    const lo = b0 === 0xe0 ? 0xa0 : 0x80;
    const hi = b0 === 0xed ? 0x9f : 0xbf;
    if (cont(1, lo, hi) && cont(2))
      return [((b0 & 0x0f) << 12) | (((b[i + 1] as number) & 0x3f) << 6) | ((b[i + 2] as number) & 0x3f), 3];
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    const lo = b0 === 0xf0 ? 0x90 : 0x80;
    const hi = b0 === 0xf4 ? 0x8f : 0xbf;
    if (cont(1, lo, hi) && cont(2) && cont(3)) return [0x10000, 4]; // only the size matters here
  }
  return [0xfffd, 1];
}

function pushRune(out: number[], r: number): void {
  const s = new TextEncoder().encode(String.fromCodePoint(r));
  for (const c of s) out.push(c);
}

function hex4(b: Uint8Array, at: number): number {
  if (b[at] !== 0x5c || b[at + 1] !== 0x75) return -1;
  const s = String.fromCharCode(...b.subarray(at + 2, at + 6));
  return /^[0-9a-fA-F]{4}$/.test(s) ? parseInt(s, 16) : -1;
}

/** encoding/json unquote of a (valid) string literal: escapes decoded, bad UTF-8 → U+FFFD per byte. */
function unquote(b: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 1;
  const end = b.length - 1;
  while (i < end) {
    const c = b[i] as number;
    if (c === 0x5c) {
      const e = b[i + 1] as number;
      if (e === 0x75) {
        let r = hex4(b, i);
        i += 6;
        if (r >= 0xd800 && r < 0xe000) {
          const r2 = hex4(b, i);
          if (r < 0xdc00 && r2 >= 0xdc00 && r2 < 0xe000) {
            r = 0x10000 + ((r - 0xd800) << 10) + (r2 - 0xdc00);
            i += 6;
          } else r = 0xfffd;
        }
        pushRune(out, r);
        continue;
      }
      const simple: Record<number, number> = { 0x62: 8, 0x66: 12, 0x6e: 10, 0x72: 13, 0x74: 9 };
      out.push(simple[e] ?? e);
      i += 2;
      continue;
    }
    if (c < 0x80) {
      out.push(c);
      i++;
      continue;
    }
    const [r, size] = decodeRune(b, i);
    if (r === 0xfffd && size === 1) pushRune(out, 0xfffd);
    else for (let k = 0; k < size; k++) out.push(b[i + k] as number);
    i += size;
  }
  return new Uint8Array(out);
}

function kindOf(c: number): string {
  if (c === 0x22) return 'string';
  if (c === 0x7b) return 'object';
  if (c === 0x5b) return 'array';
  if (c === 0x74 || c === 0x66) return 'bool';
  return 'number';
}

/** Unmarshal's result: bytes for string and map targets (the raw object), a bigint for uint64. */
export function unmarshalJsonValue(raw: Uint8Array, target: JsonTarget): Uint8Array | bigint {
  new Scanner(raw).check();
  let start = 0;
  while (isSpace(raw[start] as number)) start++;
  let end = raw.length;
  while (end > start && isSpace(raw[end - 1] as number)) end--;
  const v = raw.subarray(start, end);
  const c = v[0] as number;
  const typeError = (value: string) =>
    new JsonUnmarshalError(`json: cannot unmarshal ${value} into Go value of type ${target}`);
  if (c === 0x6e) return target === 'uint64' ? 0n : target === 'string' ? new Uint8Array() : raw;
  const kind = kindOf(c);
  switch (target) {
    case 'string':
      if (kind !== 'string') throw typeError(kind);
      return unquote(v);
    case 'uint64': {
      if (kind !== 'number') throw typeError(kind);
      const lit = String.fromCharCode(...v);
      if (!/^\d+$/.test(lit) || BigInt(lit) > 0xffff_ffff_ffff_ffffn) throw typeError(`number ${lit}`);
      return BigInt(lit);
    }
    default:
      if (kind !== 'object') throw typeError(kind);
      return raw;
  }
}
