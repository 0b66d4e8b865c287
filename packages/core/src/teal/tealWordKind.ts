import { TEAL_FIELDS, TEAL_OPCODES } from './tealLanguageData';

/** Assembler words that are not opcodes in the specs but that every TEAL source uses. */
export const TEAL_PSEUDO_OPS: ReadonlySet<string> = new Set([
  'int',
  'byte',
  'addr',
  'method',
  'pushint',
  'pushbytes',
  'pushints',
  'pushbytess',
]);

/** Named constants the assembler accepts where a uint64 goes (`int pay`, `int NoOp`). */
export const TEAL_NAMED_INTS: ReadonlySet<string> = new Set([
  'unknown',
  'pay',
  'keyreg',
  'acfg',
  'axfer',
  'afrz',
  'appl',
  'stpf',
  'hb',
  'NoOp',
  'OptIn',
  'CloseOut',
  'ClearState',
  'UpdateApplication',
  'DeleteApplication',
]);

export type TealWordKind = 'opcode' | 'pseudo' | 'field' | 'namedInt' | 'tooNew' | 'unknown';

/**
 * How the editor colours a word at a given program version: an opcode or field the version
 * has, an assembler pseudo-op, a named constant, one that only a later version has (`tooNew`,
 * shown as a problem before the node says so), or nothing it knows.
 */
export function tealWordKind(word: string, version: number): TealWordKind {
  const op = TEAL_OPCODES[word];
  if (op) return op[0] <= version ? 'opcode' : TEAL_PSEUDO_OPS.has(word) ? 'pseudo' : 'tooNew';
  if (TEAL_PSEUDO_OPS.has(word)) return 'pseudo';
  const field = TEAL_FIELDS[word];
  if (field !== undefined) return field <= version ? 'field' : 'tooNew';
  if (TEAL_NAMED_INTS.has(word)) return 'namedInt';
  return 'unknown';
}
