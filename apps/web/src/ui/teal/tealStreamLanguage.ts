import { StreamLanguage, type StreamParser } from '@codemirror/language';
import { tags } from '@lezer/highlight';
import { TEAL_PRAGMAS } from '@sextant/core/teal/tealAssist';
import { tealWordKind } from '@sextant/core/teal/tealWordKind';

interface TealState {
  /** The program's `#pragma version`, read as the parser passes it (1 until then, as the assembler). */
  version: number;
  /** Words seen on this line so far: the first is the opcode, the rest its immediates. */
  word: number;
  /** The line's opcode, so `b label` colours the label. */
  op: string;
}

const BRANCHES = new Set(['b', 'bz', 'bnz', 'callsub', 'switch', 'match']);

const parser: StreamParser<TealState> = {
  name: 'teal',
  startState: () => ({ version: 1, word: 0, op: '' }),
  copyState: (s) => ({ ...s }),
  token(stream, state) {
    if (stream.sol()) {
      state.word = 0;
      state.op = '';
    }
    if (stream.eatSpace()) return null;
    if (stream.match('//')) {
      stream.skipToEnd();
      return 'comment';
    }
    if (stream.match(/^#pragma\b/)) {
      const rest = stream.string.slice(stream.pos);
      const version = /^\s+version\s+(\d+)/.exec(rest);
      if (version) state.version = Number(version[1]);
      // go: assembler.go pragma knows version, typetrack and (v13) autosalt; any other is refused.
      const key = /^\s+(\w+)/.exec(rest)?.[1];
      stream.skipToEnd();
      return key === undefined || TEAL_PRAGMAS[key] !== undefined ? 'meta' : 'invalid';
    }
    if (stream.peek() === '"') {
      stream.next();
      let escaped = false;
      for (let ch = stream.next(); ch !== undefined; ch = stream.next()) {
        if (ch === '"' && !escaped) break;
        escaped = ch === '\\' && !escaped;
      }
      state.word++;
      return 'string';
    }
    const word = stream.match(/^[^\s;]+/) as RegExpMatchArray | null;
    if (!word) {
      stream.next();
      return null;
    }
    const text = word[0];
    const position = state.word++;
    if (position === 0 && text.endsWith(':')) return 'labelName';
    if (/^(0x[0-9a-fA-F]*|\d+)$/.test(text)) return 'number';
    if (position === 0) {
      state.op = text;
      const kind = tealWordKind(text, state.version);
      return kind === 'opcode' || kind === 'pseudo'
        ? 'keyword'
        : kind === 'tooNew'
          ? 'invalid'
          : 'variableName';
    }
    if (BRANCHES.has(state.op)) return 'labelName';
    const kind = tealWordKind(text, state.version);
    if (kind === 'field') return 'propertyName';
    if (kind === 'namedInt') return 'atom';
    if (kind === 'tooNew') return 'invalid';
    if (/^(base64|b64|base32|b32)$/.test(text)) return 'typeName';
    return 'string';
  },
  tokenTable: {
    labelName: tags.labelName,
    propertyName: tags.propertyName,
    typeName: tags.typeName,
    invalid: tags.invalid,
  },
};

/** TEAL for CodeMirror: opcodes, fields, labels, pragmas and constants of the program's own version. */
export const tealLanguage = StreamLanguage.define(parser);
