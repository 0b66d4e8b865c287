/**
 * What the TEAL editor offers while typing and on hover, from go-algorand's langspecs (v1…v13,
 * tealLanguageData) and the assembler's directives (data/transactions/logic/assembler.go pragma):
 * `#pragma version N`, `#pragma typetrack true|false`, and v13's `#pragma autosalt true|false`
 * (finalizeProgram: salt a stateless program off the ed25519 curve, on by default from v13).
 */
import { TEAL_FIELDS, TEAL_MAX_VERSION, TEAL_OPCODES } from './tealLanguageData';
import { TEAL_PSEUDO_OPS } from './tealWordKind';

export interface TealSuggestion {
  label: string;
  kind: 'opcode' | 'pseudo' | 'field' | 'pragma';
  /** One line: what it does, and the AVM version that brought it. */
  detail: string;
}

/** go: assembler.go pragma — every directive `#pragma` takes, with what it does. */
export const TEAL_PRAGMAS: Readonly<Record<string, string>> = {
  version: `the program's AVM version, 1 to ${TEAL_MAX_VERSION}; before any instruction`,
  typetrack: 'true or false: whether the assembler checks stack types',
  autosalt:
    'true or false: salt a stateless program whose hash is an ed25519 point (default from v13); before any instruction',
};

const PSEUDO_DOCS: Readonly<Record<string, string>> = {
  int: 'push a uint64 (assembled into intcblock / intc or pushint)',
  byte: 'push a byte string (assembled into bytecblock / bytec or pushbytes)',
  addr: 'push an address’s 32 bytes',
  method: 'push an ARC-4 method selector (4 bytes)',
};

function since(version: number): string {
  return `AVM v${version}+`;
}

/** The word at hand's documentation at the program's version, or undefined for a word the specs do not know. */
export function tealHover(word: string, version: number): TealSuggestion | undefined {
  const op = TEAL_OPCODES[word];
  if (op !== undefined) {
    const tooNew = op[0] > version ? ` — not in v${version}: needs #pragma version ${op[0]}` : '';
    return { label: word, kind: 'opcode', detail: `${op[1]} (${since(op[0])})${tooNew}` };
  }
  if (TEAL_PSEUDO_OPS.has(word))
    return { label: word, kind: 'pseudo', detail: PSEUDO_DOCS[word] ?? 'assembler pseudo-op' };
  const field = TEAL_FIELDS[word];
  if (field !== undefined) {
    const tooNew = field > version ? ` — not in v${version}` : '';
    return { label: word, kind: 'field', detail: `field (${since(field)})${tooNew}` };
  }
  const pragma = TEAL_PRAGMAS[word];
  if (pragma !== undefined) return { label: word, kind: 'pragma', detail: `#pragma ${word}: ${pragma}` };
  return undefined;
}

/**
 * What may complete the word before the cursor, given the line up to it and the program's version:
 * a directive after `#pragma`, an opcode or pseudo-op first on a line, a field after it. Only what
 * the version has.
 */
export function tealCompletions(lineBefore: string, version: number): TealSuggestion[] {
  const pragma = /^\s*#pragma\s+(\w*)$/.exec(lineBefore);
  if (pragma !== null) {
    const typed = pragma[1] ?? '';
    return Object.entries(TEAL_PRAGMAS)
      .filter(([k]) => k.startsWith(typed))
      .map(([k, doc]) => ({ label: k, kind: 'pragma', detail: doc }));
  }
  const words = lineBefore
    .replace(/\/\/.*$/, '')
    .trimStart()
    .split(/\s+/);
  const typed = words[words.length - 1] ?? '';
  const first = words.length === 1;
  const out: TealSuggestion[] = [];
  if (first) {
    for (const [name, [v, doc]] of Object.entries(TEAL_OPCODES))
      if (v <= version && name.startsWith(typed))
        out.push({ label: name, kind: 'opcode', detail: `${doc} (${since(v)})` });
    for (const name of TEAL_PSEUDO_OPS)
      if (name.startsWith(typed) && TEAL_OPCODES[name] === undefined)
        out.push({ label: name, kind: 'pseudo', detail: PSEUDO_DOCS[name] ?? 'assembler pseudo-op' });
  } else {
    for (const [name, v] of Object.entries(TEAL_FIELDS))
      if (v <= version && name.startsWith(typed))
        out.push({ label: name, kind: 'field', detail: `field (${since(v)})` });
  }
  return out.sort((a, b) => a.label.localeCompare(b.label));
}
