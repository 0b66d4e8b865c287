import { SextantError } from '../errors/SextantError';
import type { JsonValue } from './JsonValue';

/** A run of digits long enough to be an integer past 2^53 (16 digits); shorter ones are all safe. */
const LONG_DIGITS = /\d{16}/;

/**
 * JSON.parse that keeps large integers exact: an integer literal outside the safe range becomes a
 * `bigint`, every other number stays a `number`. Algod and the indexer send uint64 values (amounts,
 * asset ids, app state) that do not fit a double. Written here rather than taken from algosdk so the
 * first screen (which only probes the node) does not load the SDK. Text with no run of 16 digits
 * holds no such integer and goes to the browser's own JSON.parse, which reads it the same: this
 * parser's first calls in a fresh page run cold (~35 ms for an answer of 60 transactions in Node,
 * against 0.2 ms), and the first screen parses every answer it shows. Text JSON.parse refuses comes
 * here too, for the positioned error.
 */
export function parseJson(text: string): JsonValue {
  if (!LONG_DIGITS.test(text)) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      // The parser below says where.
    }
  }
  const parser = new Parser(text);
  parser.skipSpace();
  const value = parser.value();
  parser.skipSpace();
  if (parser.pos < text.length) parser.fail('unexpected text after the value');
  return value;
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

class Parser {
  pos = 0;
  constructor(private readonly text: string) {}

  fail(what: string): never {
    throw new SextantError('JSON_PARSE', `Invalid JSON: ${what} at position ${this.pos}`, {
      details: { position: this.pos },
    });
  }

  skipSpace(): void {
    const t = this.text;
    while (this.pos < t.length) {
      const c = t.charCodeAt(this.pos);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.pos++;
    }
  }

  value(): JsonValue {
    const c = this.text[this.pos];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    if (this.text.startsWith('true', this.pos)) return this.literal(4, true);
    if (this.text.startsWith('false', this.pos)) return this.literal(5, false);
    if (this.text.startsWith('null', this.pos)) return this.literal(4, null);
    return this.fail(c === undefined ? 'unexpected end' : `unexpected character ${JSON.stringify(c)}`);
  }

  private literal<T extends JsonValue>(length: number, value: T): T {
    this.pos += length;
    return value;
  }

  private object(): { [key: string]: JsonValue } {
    const out: { [key: string]: JsonValue } = {};
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] !== '"') this.fail('expected a key');
      const key = this.string();
      this.skipSpace();
      if (this.text[this.pos] !== ':') this.fail('expected ":"');
      this.pos++;
      this.skipSpace();
      // defineProperty so a "__proto__" key is data, not a prototype change.
      Object.defineProperty(out, key, {
        value: this.value(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === '}') return out;
      if (c !== ',') {
        this.pos--;
        this.fail('expected "," or "}"');
      }
    }
  }

  private array(): JsonValue[] {
    const out: JsonValue[] = [];
    this.pos++;
    this.skipSpace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return out;
    }
    for (;;) {
      this.skipSpace();
      out.push(this.value());
      this.skipSpace();
      const c = this.text[this.pos++];
      if (c === ']') return out;
      if (c !== ',') {
        this.pos--;
        this.fail('expected "," or "]"');
      }
    }
  }

  private string(): string {
    const t = this.text;
    let out = '';
    let start = ++this.pos;
    for (;;) {
      if (this.pos >= t.length) this.fail('unterminated string');
      const c = t.charCodeAt(this.pos);
      if (c === 0x22) {
        out += t.slice(start, this.pos++);
        return out;
      }
      if (c < 0x20) this.fail('control character in string');
      if (c === 0x5c) {
        out += t.slice(start, this.pos);
        const e = t[this.pos + 1] ?? '';
        if (e === 'u') {
          const hex = t.slice(this.pos + 2, this.pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('bad \\u escape');
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 6;
        } else {
          const ch = ESCAPES[e];
          if (ch === undefined) this.fail('bad escape');
          out += ch;
          this.pos += 2;
        }
        start = this.pos;
      } else {
        this.pos++;
      }
    }
  }

  private number(): number | bigint {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.text);
    if (match === null) return this.fail('bad number');
    const literal = match[0];
    this.pos += literal.length;
    const isInteger = match[1] === undefined && match[2] === undefined;
    if (isInteger) {
      const n = Number(literal);
      return Number.isSafeInteger(n) ? n : BigInt(literal);
    }
    return Number(literal);
  }
}
