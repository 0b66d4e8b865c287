/**
 * `#pragma version N`, `#pragma typetrack true|false`, `#pragma autosalt true|false` and `#define NAME BODY...` (macros), and
 * macro expansion when a line is split into statements, following go-algorand.
 */
import { goQuote, parseGoBool, parseGoUint } from '../goStrconv';
import { MAX_AVM_VERSION, opTable } from '../opcodes';
import { ON_COMPLETION_CONSTANTS, TXN_TYPE_CONSTANTS } from './namedConstants';
import { NO_VERSION, type OpStream } from './OpStream';
import { errorAt, type SourceError, type Token } from './Token';

const PSEUDO_OP_NAMES = new Set([
  'int',
  'byte',
  'addr',
  'method',
  'txn',
  'gtxn',
  'gtxns',
  'extract',
  'replace',
]);
const OTHER_ALLOWED = new Set([...'+-*/^%&|~!><=?_']);

function isLetter(ch: string): boolean {
  return /^\p{L}$/u.test(ch);
}
function isDigit(ch: string): boolean {
  return /^\p{Nd}$/u.test(ch);
}

/** Why `name` cannot be a macro name at `version` (NO_VERSION skips the opcode and field checks). */
export function macroNameError(
  name: string,
  version: number,
  labels: ReadonlyMap<string, number>,
): string | undefined {
  const chars = [...name];
  for (const ch of chars) {
    if (!isLetter(ch) && !isDigit(ch) && !OTHER_ALLOWED.has(ch))
      return `${ch} character not allowed in macro name`;
  }
  const [first = '', second = ''] = chars;
  if (isDigit(first)) return `Cannot begin macro name with number: ${name}`;
  if (chars.length > 1 && (first === '-' || first === '+') && isDigit(second)) {
    return `Cannot begin macro name with number: ${name}`;
  }
  if (name === 'b64' || name === 'base64' || name === 'b32' || name === 'base32') {
    return `Cannot use ${name} as macro name`;
  }
  if (TXN_TYPE_CONSTANTS.has(name) || ON_COMPLETION_CONSTANTS.has(name)) {
    return `Named constants cannot be used as macro names: ${name}`;
  }
  if (PSEUDO_OP_NAMES.has(name)) return `Macro names cannot be pseudo-ops: ${name}`;
  if (version !== NO_VERSION) {
    const table = opTable(version);
    if (table.byName.has(name)) return `Macro names cannot be opcodes: ${name}`;
    if (table.fieldNames.has(name)) return `Macro names cannot be field names: ${name}`;
  }
  if (labels.has(name)) return `Labels cannot be used as macro names: ${name}`;
  return undefined;
}

/** Once the version is known, macros defined before it may turn out to shadow its opcodes or fields. */
export function recheckMacroNames(ops: OpStream): boolean {
  let ok = true;
  for (const [name, body] of [...ops.macros]) {
    const err = macroNameError(name, ops.version, ops.labels);
    if (err !== undefined) {
      ops.record(errorAt(body[0] as Token, err));
      ops.macros.delete(name);
      ok = false;
    }
  }
  return ok;
}

/** A macro expansion cycle starting at `macro`, as the chain of names, if there is one. */
function cycle(ops: OpStream, macro: string, previous: string[]): string[] | undefined {
  const body = ops.macros.get(macro);
  if (!body) return undefined;
  if (previous.length > 0 && macro === previous[0]) return [...previous, macro];
  for (const t of body.slice(1)) {
    const found = cycle(ops, t.str, [...previous, macro]);
    if (found) return found;
  }
  return undefined;
}

function define(ops: OpStream, tokens: readonly Token[]): SourceError | undefined {
  const nameTok = tokens[1];
  if (tokens.length < 3 || !nameTok) {
    return errorAt(tokens[tokens.length - 1] as Token, 'define directive requires a name and body');
  }
  const err = macroNameError(nameTok.str, ops.version, ops.labels);
  if (err !== undefined) return errorAt(nameTok, err);
  const saved = ops.macros.get(nameTok.str);
  // The body keeps the name token in front (as go-algorand stores it).
  ops.macros.set(nameTok.str, tokens.slice(1));
  const found = cycle(ops, nameTok.str, []);
  if (found) {
    if (saved) ops.macros.set(nameTok.str, saved);
    else ops.macros.delete(nameTok.str);
    return errorAt(nameTok, `macro expansion cycle discovered: ${found.join(' -> ')}`);
  }
  return undefined;
}

function extraTokens(tokens: readonly Token[]): string {
  return tokens
    .slice(3)
    .map((t) => ` ${t.str}`)
    .join('');
}

function pragma(ops: OpStream, tokens: readonly Token[]): SourceError | undefined {
  const directive = tokens[0] as Token;
  const key = tokens[1];
  if (!key) return errorAt(directive, 'empty pragma');
  const value = tokens[2];
  switch (key.str) {
    case 'version': {
      if (!value) return errorAt(key, 'no version value');
      if (tokens.length > 3)
        return errorAt(tokens[3] as Token, `unexpected extra tokens:${extraTokens(tokens)}`);
      if (ops.written > 0) return errorAt(directive, '#pragma version is only allowed before instructions');
      const ver = parseGoUint(value.str, 0, 64);
      if (!ver.ok) return errorAt(value, `bad #pragma version: ${goQuote(value.str)}`);
      if (ver.value > BigInt(MAX_AVM_VERSION)) return errorAt(value, `unsupported version: ${ver.value}`);
      const v = Number(ver.value);
      if (ops.version === NO_VERSION) {
        ops.version = v;
        if (!recheckMacroNames(ops)) return errorAt(value, 'version is incompatible with defined macros');
        return undefined;
      }
      if (ops.version !== v)
        return errorAt(value, `version mismatch: assembling v${v} with v${ops.version} assembler`);
      return undefined;
    }
    case 'typetrack': {
      if (!value) return errorAt(key, 'no typetrack value');
      if (tokens.length > 3)
        return errorAt(tokens[3] as Token, `unexpected extra tokens:${extraTokens(tokens)}`);
      const on = parseGoBool(value.str);
      if (on === undefined) return errorAt(value, `bad #pragma typetrack: ${goQuote(value.str)}`);
      if (!ops.typeTracking && on) ops.known.reset();
      ops.typeTracking = on;
      return undefined;
    }
    case 'autosalt': {
      // go: data/transactions/logic/assembler.go pragma, case "autosalt".
      if (!value) return errorAt(key, 'no autosalt value');
      if (tokens.length > 3)
        return errorAt(tokens[3] as Token, `unexpected extra tokens:${extraTokens(tokens)}`);
      if (ops.written > 0) return errorAt(directive, '#pragma autosalt is only allowed before instructions');
      const on = parseGoBool(value.str);
      if (on === undefined) return errorAt(value, `bad #pragma autosalt: ${goQuote(value.str)}`);
      ops.autoSalt = on;
      ops.autoSaltToken = directive;
      return undefined;
    }
    default:
      return errorAt(directive, `unsupported pragma directive: ${goQuote(key.str)}`);
  }
}

/** Runs a `#...` line. */
export function directive(ops: OpStream, tokens: readonly Token[]): void {
  const first = tokens[0] as Token;
  const name = first.str.slice(1);
  let err: SourceError | undefined;
  if (name === 'pragma') err = pragma(ops, tokens);
  else if (name === 'define') err = define(ops, tokens);
  else err = errorAt(first, `unknown directive: ${name}`);
  if (err) ops.record(err);
}

/**
 * Splits tokens at the first `;`, expanding macros on the way (an expansion is rescanned, so a
 * macro may expand to other macros, and to `;`).
 */
export function nextStatement(ops: OpStream, tokens: Token[]): [Token[], Token[]] {
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    const replacement = ops.macros.get(tok.str);
    if (replacement) {
      tokens = [...tokens.slice(0, i), ...replacement.slice(1), ...tokens.slice(i + 1)];
      i--;
      continue;
    }
    if (tok.str === ';') return [tokens.slice(0, i), tokens.slice(i + 1)];
  }
  return [tokens, []];
}
