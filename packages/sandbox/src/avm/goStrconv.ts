/**
 * The few pieces of Go's strconv the assembler's behaviour depends on: ParseUint/ParseInt
 * (base 0 accepts 0x, 0o, 0b, leading-0 octal and underscores) and Quote, which go-algorand
 * uses (via %#v) in its error texts and disassembly comments.
 */

export type ParseResult = { ok: true; value: bigint } | { ok: false; error: 'syntax' | 'range' };

const SYNTAX = { ok: false, error: 'syntax' } as const;
const RANGE = { ok: false, error: 'range' } as const;

/** Go's underscoreOK: underscores only between digits, or right after a base prefix. */
function underscoreOK(s: string): boolean {
  let saw = '^';
  let i = 0;
  if (s.length >= 1 && (s[0] === '-' || s[0] === '+')) s = s.slice(1);
  let hex = false;
  if (s.length >= 2 && s[0] === '0' && /[bBoOxX]/.test(s[1] ?? '')) {
    i = 2;
    saw = '0';
    hex = s[1] === 'x' || s[1] === 'X';
  }
  for (; i < s.length; i++) {
    const c = s[i] ?? '';
    if (/[0-9]/.test(c) || (hex && /[a-fA-F]/.test(c))) {
      saw = '0';
      continue;
    }
    if (c === '_') {
      if (saw !== '0') return false;
      saw = '_';
      continue;
    }
    if (saw === '_') return false;
    saw = '!';
  }
  return saw !== '_';
}

function digitValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 97 + 10;
  if (code >= 65 && code <= 90) return code - 65 + 10;
  return 99;
}

/** strconv.ParseUint(s, base, bitSize). */
export function parseGoUint(s: string, base: number, bitSize: number): ParseResult {
  if (s === '') return SYNTAX;
  const base0 = base === 0;
  let digits = s;
  if (base === 0) {
    base = 10;
    if (s[0] === '0') {
      const p = s[1]?.toLowerCase();
      if (s.length >= 3 && (p === 'b' || p === 'o' || p === 'x')) {
        base = p === 'b' ? 2 : p === 'o' ? 8 : 16;
        digits = s.slice(2);
      } else {
        base = 8;
        digits = s.slice(1);
      }
    }
  }
  const max = (1n << BigInt(bitSize)) - 1n;
  let n = 0n;
  let underscores = false;
  for (const c of digits) {
    if (c === '_' && base0) {
      underscores = true;
      continue;
    }
    const d = digitValue(c);
    if (d >= base) return SYNTAX;
    n = n * BigInt(base) + BigInt(d);
    if (n > max) {
      // Go keeps scanning for syntax errors only until overflow, then reports range.
      return RANGE;
    }
  }
  if (underscores && !underscoreOK(s)) return SYNTAX;
  return { ok: true, value: n };
}

/** strconv.ParseInt(s, base, bitSize). */
export function parseGoInt(s: string, base: number, bitSize: number): ParseResult {
  if (s === '') return SYNTAX;
  let neg = false;
  let body = s;
  if (s[0] === '+' || s[0] === '-') {
    neg = s[0] === '-';
    body = s.slice(1);
  }
  const u = parseGoUint(body, base, bitSize);
  if (!u.ok) return u;
  const cutoff = 1n << BigInt(bitSize - 1);
  if (!neg && u.value >= cutoff) return RANGE;
  if (neg && u.value > cutoff) return RANGE;
  return { ok: true, value: neg ? -u.value : u.value };
}

/** The message Go's strconv errors print: `strconv.ParseUint: parsing "x": invalid syntax`. */
export function strconvErrorText(
  fn: 'ParseUint' | 'ParseInt',
  input: string,
  error: 'syntax' | 'range',
): string {
  return `strconv.${fn}: parsing ${goQuote(input)}: ${error === 'syntax' ? 'invalid syntax' : 'value out of range'}`;
}

const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0');
}

/** strconv.Quote: a double-quoted Go string literal (what `%#v` prints for a string). */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    switch (ch) {
      case '"':
        out += '\\"';
        continue;
      case '\\':
        out += '\\\\';
        continue;
      case '\x07':
        out += '\\a';
        continue;
      case '\b':
        out += '\\b';
        continue;
      case '\f':
        out += '\\f';
        continue;
      case '\n':
        out += '\\n';
        continue;
      case '\r':
        out += '\\r';
        continue;
      case '\t':
        out += '\\t';
        continue;
      case '\v':
        out += '\\v';
        continue;
    }
    if (PRINTABLE.test(ch)) out += ch;
    else if (cp < 0x80) out += `\\x${hex(cp, 2)}`;
    else if (cp < 0x10000) out += `\\u${hex(cp, 4)}`;
    else out += `\\U${hex(cp, 8)}`;
  }
  return out + '"';
}

/** Go's %#U for a single byte read as a rune: "U+0067 'g'". */
export function goRuneU(byte: number): string {
  const ch = String.fromCodePoint(byte);
  const code = `U+${hex(byte, 4).toUpperCase()}`;
  return PRINTABLE.test(ch) ? `${code} '${ch}'` : code;
}

/** strconv.ParseBool. */
export function parseGoBool(s: string): boolean | undefined {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
  return undefined;
}
