/**
 * Per-version AVM opcode tables, built at module load from the generated langspec tables:
 * look ops up by name or by opcode byte, with their immediates, stack types, cost, modes and
 * field enums. Shared by the assembler, the disassembler and the evaluator.
 */
import { FIELDS, LANGSPEC_MAX_VERSION, OPS } from './generated/langspec';
import type { GenImmediate, GenOp } from './generated/GenTypes';
import { parseOpCost, type OpCost } from './opCost';
import { STACK_NONE, stackTypeFromSpec, type StackType } from './StackType';

/** The newest AVM version the tables describe (go-algorand's LogicVersion). */
export const MAX_AVM_VERSION = LANGSPEC_MAX_VERSION;

/** How an immediate is encoded after the opcode byte. */
export type ImmediateKind =
  | 'uint8'
  | 'int8'
  /** int16 big-endian branch offset (v1–v12). */
  | 'label'
  /** zigzag varint branch offset (v13+). */
  | 'varintLabel'
  | 'varuint'
  | 'bytes'
  | 'varuints'
  | 'bytess'
  /** uint8 count, then int16 offsets (switch, match). */
  | 'labels';

/** Run modes as a bit set: 1 = logic signature, 2 = application. */
export const MODE_SIG = 1;
export const MODE_APP = 2;

export interface FieldSpec {
  readonly name: string;
  /** The byte that encodes the field. */
  readonly code: number;
  /** What the op pushes for this field; `none` for fields that are not values (curves, encodings). */
  readonly type: StackType;
  /** First AVM version with the field, 0 for fields of v1 (for itxn_field: the first version that may set it). */
  readonly version: number;
  readonly modes: number;
}

export interface FieldGroup {
  /** The langspec reference name, e.g. "txn Fields". */
  readonly name: string;
  readonly fields: readonly FieldSpec[];
  byName(name: string): FieldSpec | undefined;
  byCode(code: number): FieldSpec | undefined;
}

export interface ImmediateSpec {
  /** go-algorand's (lower-case) immediate name; its error texts use it. */
  readonly name: string;
  readonly kind: ImmediateKind;
  readonly group?: FieldGroup;
}

export interface OpSpec {
  readonly name: string;
  readonly opcode: number;
  /** Second opcode byte of a two-byte opcode. */
  readonly sub?: number;
  /** Encoded size, or 0 when it depends on the immediates. */
  readonly size: number;
  readonly immediates: readonly ImmediateSpec[];
  readonly args: readonly StackType[];
  readonly returns: readonly StackType[];
  readonly cost: OpCost;
  /** The langspec's human-readable cost text. */
  readonly docCost: string;
  readonly introduced: number;
  readonly modes: number;
  readonly groups: readonly string[];
}

export interface OpTable {
  readonly version: number;
  readonly byName: ReadonlyMap<string, OpSpec>;
  /** The op encoded by `opcode` (and `sub` for a two-byte opcode). */
  byOpcode(opcode: number, sub?: number): OpSpec | undefined;
  /** Whether `opcode` is the first byte of two-byte opcodes. */
  isPrefix(opcode: number): boolean;
  /** Every field name of every field group used by an op of this version (macro names may not shadow them). */
  readonly fieldNames: ReadonlySet<string>;
}

const groups = new Map<string, FieldGroup>();
for (const [name, list] of Object.entries(FIELDS)) {
  const fields: FieldSpec[] = list.map((f) => ({
    name: f.name,
    code: f.code,
    type: f.type === undefined ? STACK_NONE : stackTypeFromSpec(f.type),
    version: f.version,
    modes: f.modes ?? MODE_SIG | MODE_APP,
  }));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const byCode = new Map(fields.map((f) => [f.code, f]));
  groups.set(name, {
    name,
    fields,
    byName: (n) => byName.get(n),
    byCode: (c) => byCode.get(c),
  });
}

/** A field group by its langspec reference name ("txn Fields", "global Fields", ...). */
export function fieldGroup(name: string): FieldGroup {
  const g = groups.get(name);
  if (!g) throw new TypeError(`no field group ${name}`);
  return g;
}

function immediateKind(encoding: string): ImmediateKind {
  switch (encoding) {
    case 'uint8':
      return 'uint8';
    case 'int8':
      return 'int8';
    case 'int16 (big-endian)':
      return 'label';
    case 'varint (zigzag)':
      return 'varintLabel';
    case 'varuint':
      return 'varuint';
    case 'varuint length, bytes':
      return 'bytes';
    case 'varuint count, [varuint ...]':
      return 'varuints';
    case 'varuint count, [varuint length, bytes ...]':
      return 'bytess';
    case 'varuint count, [int16 (big-endian) ...]':
      return 'labels';
    default:
      throw new TypeError(`unknown immediate encoding ${encoding}`);
  }
}

function immediateSpec(imm: GenImmediate): ImmediateSpec {
  const base = { name: imm.name.toLowerCase(), kind: immediateKind(imm.encoding) };
  return imm.fields === undefined ? base : { ...base, group: fieldGroup(imm.fields) };
}

function opSpec(op: GenOp): OpSpec {
  const spec = {
    name: op.name,
    opcode: op.opcode,
    size: op.size,
    immediates: op.immediates.map(immediateSpec),
    args: op.args.map(stackTypeFromSpec),
    returns: op.returns.map(stackTypeFromSpec),
    cost: parseOpCost(op.cost, op.args.length),
    docCost: op.cost,
    introduced: op.introduced,
    modes: op.modes,
    groups: op.groups,
  };
  return op.sub === undefined ? spec : { ...spec, sub: op.sub };
}

function buildTable(version: number): OpTable {
  const byName = new Map<string, OpSpec>();
  const single = new Map<number, OpSpec>();
  const double = new Map<number, Map<number, OpSpec>>();
  const fieldNames = new Set<string>();
  for (const op of OPS) {
    if (op.from > version || op.to < version) continue;
    const spec = opSpec(op);
    byName.set(spec.name, spec);
    if (spec.sub === undefined) {
      single.set(spec.opcode, spec);
    } else {
      const subs = double.get(spec.opcode) ?? new Map<number, OpSpec>();
      subs.set(spec.sub, spec);
      double.set(spec.opcode, subs);
    }
    for (const imm of spec.immediates) for (const f of imm.group?.fields ?? []) fieldNames.add(f.name);
  }
  return {
    version,
    byName,
    byOpcode: (opcode, sub) => (sub === undefined ? single.get(opcode) : double.get(opcode)?.get(sub)),
    isPrefix: (opcode) => double.has(opcode),
    fieldNames,
  };
}

const tables: OpTable[] = [];
for (let v = 1; v <= MAX_AVM_VERSION; v++) tables[v] = buildTable(v);

/**
 * The ops of AVM `version`. Version 0 is an alias of v1, as in go-algorand (v1 accepted
 * programs that declared version 0). Throws a TypeError for versions the tables do not cover.
 */
export function opTable(version: number): OpTable {
  const t = tables[version === 0 ? 1 : version];
  if (!t) throw new TypeError(`no opcode table for AVM version ${version}`);
  return t;
}

/** The spec of `name` at `version`, if the op exists there. */
export function opSpecByName(version: number, name: string): OpSpec | undefined {
  return opTable(version).byName.get(name);
}
