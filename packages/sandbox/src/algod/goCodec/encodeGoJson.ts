import { bytesToBase64, encodeAddress } from 'algosdk';
import { canonicalEntries, type GoValue } from './GoValue';

/**
 * go-codec's JSON as algod's API writes it (protocol/codec.go JSONStrictHandle: Canonical, Indent 2,
 * HTMLCharsAsIs, MapKeyAsString): struct fields sorted by name, map keys written as strings in
 * kMapCanonical order, []byte as base64, a Go string's bytes quoted as go-codec's quoteStr does
 * (each byte of invalid UTF-8 is `\ufffd`, U+2028/U+2029 escaped).
 */
export function encodeGoJson(v: GoValue): string {
  const out: string[] = [];
  write(out, v, 0);
  return out.join('');
}

const HEX = '0123456789abcdef';
const SHORT: Record<number, string> = {
  0x22: '\\"',
  0x5c: '\\\\',
  0x0a: '\\n',
  0x0d: '\\r',
  0x08: '\\b',
  0x0c: '\\f',
  0x09: '\\t',
};

/** The length of the valid UTF-8 sequence at `i`, or 0 (Go's utf8.DecodeRune answering RuneError, 1). */
function utf8Length(b: Uint8Array, i: number): number {
  const c = b[i] as number;
  const cont = (j: number) => j < b.length && ((b[j] as number) & 0xc0) === 0x80;
  if (c >= 0xc2 && c <= 0xdf) return cont(i + 1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const d = b[i + 1] ?? 0;
    if ((c === 0xe0 && d < 0xa0) || (c === 0xed && d > 0x9f)) return 0;
    return cont(i + 1) && cont(i + 2) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const d = b[i + 1] ?? 0;
    if ((c === 0xf0 && d < 0x90) || (c === 0xf4 && d > 0x8f)) return 0;
    return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
  }
  return 0;
}

/** go-codec json.go quoteStr over a Go string's bytes (HTMLCharsAsIs: < > & as they are). */
export function quoteGoString(b: Uint8Array): string {
  let s = '"';
  for (let i = 0; i < b.length;) {
    const c = b[i] as number;
    if (c < 0x80) {
      const short = SHORT[c];
      if (short !== undefined) s += short;
      else if (c < 0x20) s += `\\u00${HEX[c >> 4]}${HEX[c & 0xf]}`;
      else s += String.fromCharCode(c);
      i++;
      continue;
    }
    const n = utf8Length(b, i);
    if (n === 0) {
      s += '\\ufffd';
      i++;
      continue;
    }
    const ch = new TextDecoder().decode(b.subarray(i, i + n));
    s += ch === '\u2028' ? '\\u2028' : ch === '\u2029' ? '\\u2029' : ch;
    i += n;
  }
  return `${s}"`;
}

const utf8 = (s: string) => new TextEncoder().encode(s);

function keyText(k: GoValue): string {
  if (k.t === 'uint') return `"${k.v}"`;
  return encodeGoJson(k);
}

function container(
  out: string[],
  level: number,
  open: string,
  close: string,
  items: ReadonlyArray<(out: string[]) => void>,
): void {
  out.push(open);
  items.forEach((item, i) => {
    out.push(i === 0 ? '\n' : ',\n', ' '.repeat(2 * (level + 1)));
    item(out);
  });
  if (items.length > 0) out.push('\n', ' '.repeat(2 * level));
  out.push(close);
}

function write(out: string[], v: GoValue, level: number): void {
  switch (v.t) {
    case 'uint':
      out.push(String(v.v));
      return;
    case 'bool':
      out.push(String(v.v));
      return;
    case 'bin':
      out.push(`"${bytesToBase64(v.v)}"`);
      return;
    case 'str':
      out.push(quoteGoString(v.v));
      return;
    case 'addr':
      out.push(`"${encodeAddress(v.v)}"`);
      return;
    case 'nil':
      out.push('null');
      return;
    case 'struct': {
      const fields = [...v.fields].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      container(
        out,
        level,
        '{',
        '}',
        fields.map(([name, f]) => (o: string[]) => {
          o.push(quoteGoString(utf8(name)), ': ');
          write(o, f, level + 1);
        }),
      );
      return;
    }
    case 'map':
      container(
        out,
        level,
        '{',
        '}',
        canonicalEntries(v.entries, (k) => utf8(keyText(k))).map(([k, x]) => (o: string[]) => {
          o.push(keyText(k), ': ');
          write(o, x, level + 1);
        }),
      );
      return;
    case 'array':
      container(
        out,
        level,
        '[',
        ']',
        v.items.map((x) => (o: string[]) => write(o, x, level + 1)),
      );
      return;
    case 'encoded':
      writeJson(out, v.json, level);
      return;
  }
}

/** A JSON tree from elsewhere (bigints for integers), its object keys sorted as go's struct fields. */
function writeJson(out: string[], v: unknown, level: number): void {
  if (v === null || v === undefined) out.push('null');
  else if (typeof v === 'bigint' || typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
  else if (typeof v === 'string') out.push(quoteGoString(utf8(v)));
  else if (Array.isArray(v))
    container(
      out,
      level,
      '[',
      ']',
      v.map((x) => (o: string[]) => writeJson(o, x, level + 1)),
    );
  else {
    const entries = Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    container(
      out,
      level,
      '{',
      '}',
      entries.map(([k, x]) => (o: string[]) => {
        o.push(quoteGoString(utf8(k)), ': ');
        writeJson(o, x, level + 1);
      }),
    );
  }
}
