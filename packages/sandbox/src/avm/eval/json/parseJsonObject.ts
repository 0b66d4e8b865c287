/**
 * json_ref's first step, go-algorand's parseJSON (data/transactions/logic/eval.go): the text is
 * decoded by go-codec's JsonHandle (github.com/algorand/go-codec/codec json.go, decode.go) into
 * `map[any]json.RawMessage`, and the decoder's quirks are the grammar:
 * - whitespace is space, tab, CR and LF only; a text that does not start with `{` is "only json
 *   object" (a top-level `null` decodes to an empty map); nothing after the object is read;
 * - a number is any run of `0-9 e E . + -` that is an integer or Go's ParseFloat accepts (so
 *   `-`, `+1`, `.5`, `01` pass here, to fail later in encoding/json);
 * - strings take raw control bytes and `\'`; a `\u` needs 4 more bytes before the next quote and a
 *   surrogate escape 0 or at least 6 (exactly 5 panics); bad hex becomes U+FFFD;
 * - keys may be any scalar (a non-string key fails after parsing), a key seen twice fails unless
 *   its later value is `null`, and a `null` value is kept as no bytes;
 * - containers nest at most 1023 deep (MaxDepth 1024, the top object counting one).
 */
export class JsonTextError extends Error {
  readonly code = 'json_text' as const;
}

/** Decoded key identity (`s` + latin1 bytes for strings) → raw value bytes (undefined for null). */
export interface ParsedJsonObject {
  readonly entries: Map<string, Uint8Array | undefined>;
  /** The text was `null`: go-codec decoded it to an empty map. */
  readonly isNull: boolean;
}

const MAX_DEPTH = 1024;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const REPLACEMENT = 0xfffd;

const isWs = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isNumChar = (c: number) =>
  (c >= 0x30 && c <= 0x39) || c === 0x65 || c === 0x45 || c === 0x2e || c === 0x2b || c === 0x2d;
const hexVal = (c: number | undefined): number => {
  if (c === undefined) return -1;
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
};
const latin1 = (b: readonly number[] | Uint8Array): string => {
  let s = '';
  for (const c of b) s += String.fromCharCode(c);
  return s;
};

function pushUtf8(out: number[], r: number): void {
  if (r < 0x80) out.push(r);
  else if (r < 0x800) out.push(0xc0 | (r >> 6), 0x80 | (r & 0x3f));
  else out.push(0xe0 | (r >> 12), 0x80 | ((r >> 6) & 0x3f), 0x80 | (r & 0x3f));
}

/** Go's strconv.ParseFloat on the characters a number run can hold: syntax and float64 range. */
function goFloatOk(s: string): boolean {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s) && Number.isFinite(Number(s));
}

/** go-codec's nakedNum: the number's identity as a map key, or undefined if it does not parse. */
function nakedNumber(s: string): string | undefined {
  const m = /^([+-]?)(\d*)$/.exec(s);
  if (m) {
    const n = BigInt(m[2] || '0');
    if (n <= 0xffff_ffff_ffff_ffffn) {
      if (m[1] === '-' && n <= 1n << 63n) return `i${-n}`;
      if (m[1] !== '-') return `u${n}`;
    }
  }
  if (!goFloatOk(s)) return undefined;
  const f = Number(s);
  return `f${f === 0 ? 0 : f}`;
}

class Decoder {
  private p = 0;
  private depth = 0;

  constructor(private readonly b: Uint8Array) {}

  fail(): never {
    throw new JsonTextError('invalid json text');
  }

  /** The next non-whitespace byte (not consumed); EOF fails as go-codec's reader does. */
  peek(): number {
    while (this.p < this.b.length && isWs(this.b[this.p] as number)) this.p++;
    const c = this.b[this.p];
    if (c === undefined) this.fail();
    return c;
  }

  expect(c: number): void {
    if (this.peek() !== c) this.fail();
    this.p++;
  }

  literal(rest: string): void {
    const start = this.p + 1;
    if (start + rest.length > this.b.length) this.fail();
    for (let i = 0; i < rest.length; i++) if (this.b[start + i] !== rest.charCodeAt(i)) this.fail();
    this.p = start + rest.length;
  }

  enter(): void {
    if (++this.depth >= MAX_DEPTH) this.fail();
  }

  numberRun(): string {
    const start = this.p;
    while (this.p < this.b.length && isNumChar(this.b[this.p] as number)) this.p++;
    return latin1(this.b.subarray(start, this.p));
  }

  /** go-codec appendStringAsBytes (p at the opening quote): the decoded bytes. */
  string(): number[] {
    const b = this.b;
    const out: number[] = [];
    let p = this.p + 1;
    for (;;) {
      const c = b[p];
      if (c === undefined) this.fail();
      if (c === QUOTE) break;
      if (c !== BACKSLASH) {
        out.push(c);
        p++;
        continue;
      }
      p++;
      const e = b[p];
      switch (e) {
        case 0x22:
        case 0x5c:
        case 0x2f:
        case 0x27:
          out.push(e);
          break;
        case 0x62:
          out.push(8);
          break;
        case 0x66:
          out.push(12);
          break;
        case 0x6e:
          out.push(10);
          break;
        case 0x72:
          out.push(13);
          break;
        case 0x74:
          out.push(9);
          break;
        case 0x75:
          p = this.unicodeEscape(p, out);
          break;
        default:
          this.fail();
      }
      p++;
    }
    this.p = p + 1;
    return out;
  }

  /** A `\u` escape with `u` at p: appends the rune, returns the index of its last consumed byte. */
  private unicodeEscape(p: number, out: number[]): number {
    // go-codec reads the string in chunks that end at a quote: the escape must fit its chunk.
    const q = this.b.indexOf(QUOTE, p + 1);
    if (q < 0 || q < p + 4) this.fail();
    let r = this.hex4(p + 1);
    p += 4;
    if (r >= 0xd800 && r <= 0xdfff) {
      if (q - p === 5) this.fail();
      if (q - p >= 6 && this.b[p + 1] === BACKSLASH && this.b[p + 2] === 0x75) {
        // go-codec decodes the pair with a zero low half: always U+FFFD, both escapes consumed.
        p += 6;
      }
      r = REPLACEMENT;
    }
    pushUtf8(out, r < 0 ? REPLACEMENT : r);
    return p;
  }

  private hex4(at: number): number {
    let r = 0;
    for (let i = 0; i < 4; i++) {
      const h = hexVal(this.b[at + i]);
      if (h < 0) return -1;
      r = r * 16 + h;
    }
    return r;
  }

  /** go-codec DecodeNaked for a scalar that is not null or a string. */
  scalar(): string {
    const c = this.peek();
    if (c === 0x74) {
      this.literal('rue');
      return 'btrue';
    }
    if (c === 0x66) {
      this.literal('alse');
      return 'bfalse';
    }
    const run = this.numberRun();
    const id = run.length === 0 ? undefined : nakedNumber(run);
    if (id === undefined) this.fail();
    return id;
  }

  /** go-codec's swallow: consume one value of any kind. */
  swallow(): void {
    const c = this.peek();
    if (c === 0x6e) return this.literal('ull');
    if (c === 0x7b || c === 0x5b) {
      const close = c === 0x7b ? 0x7d : 0x5d;
      this.p++;
      this.enter();
      for (let first = true; ; first = false) {
        const n = this.peek();
        if (n === 0x7d || n === 0x5d) break;
        if (!first) this.expect(0x2c);
        this.swallow();
        if (close === 0x7d) {
          this.expect(0x3a);
          this.swallow();
        }
      }
      this.expect(close);
      this.depth--;
      return;
    }
    if (c === QUOTE) this.string();
    else this.scalar();
  }

  /** A key of map[any]: its identity, or undefined for a container (unhashable: fails). */
  key(): string {
    const c = this.peek();
    if (c === QUOTE) return `s${latin1(this.string())}`;
    if (c === 0x6e) {
      this.literal('ull');
      return 'null';
    }
    if (c === 0x7b || c === 0x5b) this.fail();
    return this.scalar();
  }

  object(): ParsedJsonObject {
    const entries = new Map<string, Uint8Array | undefined>();
    const c = this.peek();
    if (c === 0x6e) {
      this.literal('ull');
      return { entries, isNull: true };
    }
    if (c !== 0x7b) throw new JsonTextError('invalid json text, only json object is allowed');
    this.p++;
    this.enter();
    let stringKeys = true;
    for (let first = true; ; first = false) {
      const n = this.peek();
      if (n === 0x7d || n === 0x5d) break;
      if (!first) this.expect(0x2c);
      const key = this.key();
      if (!key.startsWith('s')) stringKeys = false;
      this.expect(0x3a);
      if (this.peek() === 0x6e) {
        this.literal('ull');
        entries.set(key, undefined);
        continue;
      }
      if (entries.has(key)) throw new JsonTextError('invalid json text, duplicate keys not allowed');
      const start = this.p;
      this.swallow();
      entries.set(key, this.b.slice(start, this.p));
    }
    this.expect(0x7d);
    if (!stringKeys) this.fail();
    return { entries, isNull: false };
  }
}

/** go-algorand parseJSON; throws JsonTextError with its texts. */
export function parseJsonObject(text: Uint8Array): ParsedJsonObject {
  return new Decoder(text).object();
}

/** The map key a json_ref key names. */
export const jsonKey = (key: Uint8Array): string => `s${latin1(key)}`;
