/**
 * Decodes AVM bytecode into `Instr` records, once per program. Instructions are found by walking
 * from the header; a branch into the middle of an instruction (possible for app programs, which
 * go-algorand does not pre-check) decodes lazily from that pc, exactly as go's step loop would.
 */
import { readUvarint } from '../dis/disassembleOp';
import { MODE_APP, MODE_SIG, opTable, type OpTable } from '../opcodes';
import { AvmError } from './AvmError';
import { KIND_ANY, KIND_BYTES, KIND_UINT, type DecodedProgram, type Instr, type OpFn } from './Machine';
import { opImplementation } from './registry';
import { fromBig, type Uint } from './values';

export type { DecodedProgram } from './Machine';

export const pad3 = (n: number): string => String(n).padStart(3, ' ');
const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/**
 * go v5.0: data/transactions/logic/eval.go getOpSpecError, for bytes no op decodes: a two-byte
 * opcode's prefix without (or with an unknown) second byte, else an illegal opcode.
 */
export function opSpecError(p: Uint8Array, pc: number, table: OpTable): string {
  const opcode = p[pc] as number;
  if (!table.isPrefix(opcode)) return `illegal opcode 0x${hex2(opcode)}`;
  const sub = p[pc + 1];
  if (sub === undefined) return `prefix opcode 0x${hex2(opcode)} missing sub-opcode`;
  return `prefix opcode 0x${hex2(opcode)} with improper sub-opcode 0x${hex2(sub)}`;
}

import { programVersion } from './programVersion';

export { programVersion };

const illegal: OpFn = () => {
  throw new AvmError('unreachable: illegal op executed');
};

function kindOf(avm: string): number {
  if (avm === 'uint64') return KIND_UINT;
  if (avm === '[]byte') return KIND_BYTES;
  return KIND_ANY;
}

type Mutable = { -readonly [K in keyof Instr]: Instr[K] };

function readIntList(p: Uint8Array, pos: number): [Uint[], number] {
  const [count, used] = readUvarint(p, pos);
  if (used <= 0) throw new AvmError(`could not decode length of int list at pc=${pos}`);
  pos += used;
  if (count > BigInt(p.length)) throw new AvmError('const int list with too many items');
  const values: Uint[] = [];
  for (let i = 0; i < Number(count); i++) {
    if (pos >= p.length) throw new AvmError('const int list ran past end of program');
    const [v, n] = readUvarint(p, pos);
    if (n <= 0) throw new AvmError(`could not decode int const[${i}] at pc=${pos}`);
    values.push(fromBig(v));
    pos += n;
  }
  return [values, pos];
}

function readBytesList(p: Uint8Array, pos: number): [Uint8Array[], number] {
  const [count, used] = readUvarint(p, pos);
  if (used <= 0) throw new AvmError(`could not decode length of bytes list at pc=${pos}`);
  pos += used;
  if (count > BigInt(p.length)) throw new AvmError('const bytes list with too many items');
  const values: Uint8Array[] = [];
  for (let i = 0; i < Number(count); i++) {
    if (pos >= p.length) throw new AvmError('const bytes list ran past end of program');
    const [len, n] = readUvarint(p, pos);
    if (n <= 0) throw new AvmError(`could not decode []byte const[${i}] at pc=${pos}`);
    pos += n;
    if (pos >= p.length) throw new AvmError('const bytes list ran past end of program');
    const end = BigInt(pos) + len;
    if (end > BigInt(p.length)) throw new AvmError('const bytes list ran past end of program');
    values.push(p.subarray(pos, Number(end)));
    pos = Number(end);
  }
  return [values, pos];
}

function int16At(p: Uint8Array, at: number): number {
  const v = ((p[at] ?? 0) << 8) | (p[at + 1] ?? 0);
  return v >= 0x8000 ? v - 0x10000 : v;
}

/** Decodes the instruction at `pc` (which must be < program length). */
export function decodeAt(
  p: Uint8Array,
  pc: number,
  version: number,
  table: OpTable = opTable(version),
): Instr {
  const opcode = p[pc] as number;
  const prefixed = table.isPrefix(opcode);
  const spec = prefixed ? table.byOpcode(opcode, p[pc + 1] ?? -1) : table.byOpcode(opcode);
  const ins: Mutable = {
    pc,
    opcode,
    spec,
    name: spec?.name ?? `0x${hex2(opcode)}`,
    exec: illegal,
    next: pc + 1,
    modes: MODE_SIG | MODE_APP,
    argc: 0,
    argKinds: [],
    checkReturns: false,
    cost: 1,
    dynCost: undefined,
    decodeError: undefined,
    short: false,
    imm: [],
    field: undefined,
    target: -1,
    targetError: undefined,
    targets: [],
    ints: [],
    bytes: [],
  };
  if (!spec) return ins;
  const impl = opImplementation(spec.name);
  ins.exec = impl.fn;
  ins.modes = spec.modes;
  ins.argc = spec.args.length;
  ins.argKinds = spec.args.map((a) => kindOf(a.avm));
  ins.checkReturns = !impl.trusted && spec.returns.some((r) => r.avm !== 'uint64');
  const opLen = prefixed ? 2 : 1;
  if (spec.size !== 0 && pc + spec.size > p.length) {
    ins.short = true;
    ins.next = p.length;
    return ins;
  }
  let pos = pc + opLen;
  const imm: number[] = [];
  try {
    for (const im of spec.immediates) {
      switch (im.kind) {
        case 'uint8':
          imm.push(p[pos] as number);
          if (im.group) ins.field = im.group.byCode(p[pos] as number);
          pos++;
          break;
        case 'int8': {
          const b = p[pos] as number;
          imm.push(b >= 0x80 ? b - 0x100 : b);
          pos++;
          break;
        }
        case 'label': {
          const offset = int16At(p, pos);
          pos += 2;
          ins.target = pos + offset;
          if (offset < 0 && version < 4) ins.targetError = `negative branch offset ${offset.toString(16)}`;
          else if (
            version >= 2 ? ins.target > p.length || ins.target < 0 : ins.target >= p.length || ins.target < 0
          )
            ins.targetError = `branch target ${ins.target} outside of program`;
          break;
        }
        case 'varintLabel': {
          const [z, used] = readUvarint(p, pos);
          if (used <= 0) throw new AvmError(`could not decode branch offset at pc=${pos}`);
          pos += used;
          const n = Number(z & 1n ? -((z + 1n) >> 1n) : z >> 1n);
          ins.target = n >= 0 ? pos + n : pc + n;
          if (ins.target > p.length || ins.target < 0)
            ins.targetError = `branch target ${ins.target} outside of program`;
          break;
        }
        case 'varuint': {
          const [v, used] = readUvarint(p, pos);
          if (used <= 0) throw new AvmError(`could not decode int at program[${pos}]`);
          ins.ints = [fromBig(v)];
          pos += used;
          break;
        }
        case 'bytes': {
          const [len, used] = readUvarint(p, pos);
          if (used <= 0) throw new AvmError(`could not decode length at program[${pos}]`);
          pos += used;
          const end = BigInt(pos) + len;
          if (end > BigInt(p.length)) throw new AvmError(`pushbytes too long at program[${pos}]`);
          ins.bytes = [p.subarray(pos, Number(end))];
          pos = Number(end);
          break;
        }
        case 'varuints':
          [ins.ints, pos] = readIntList(p, pos);
          break;
        case 'bytess':
          [ins.bytes, pos] = readBytesList(p, pos);
          break;
        case 'labels': {
          if (pos >= p.length) throw new AvmError(`bare ${spec.name} opcode at end of program`);
          const count = p[pos] as number;
          const eoi = pos + 1 + 2 * count;
          if (eoi > p.length) throw new AvmError(`${spec.name} opcode claims to extend beyond program`);
          const targets: number[] = [];
          for (let i = 0; i < count; i++) targets.push(eoi + int16At(p, pos + 1 + 2 * i));
          ins.targets = targets;
          pos = eoi;
          break;
        }
      }
    }
  } catch (e) {
    if (!(e instanceof AvmError)) throw e;
    ins.decodeError = e.message;
    pos = p.length;
  }
  ins.imm = imm;
  ins.next = pos;
  const cost = spec.cost;
  if (cost.kind === 'linear') {
    if (cost.cost.perChunk === 0) ins.cost = cost.cost.base;
    else {
      ins.cost = -1;
      ins.dynCost = cost.cost;
    }
  } else {
    const c = ins.field ? cost.costs.get(ins.field.name) : undefined;
    if (c === undefined) ins.cost = 0;
    else if (c.perChunk === 0) ins.cost = c.base;
    else {
      ins.cost = -1;
      ins.dynCost = c;
    }
  }
  return ins;
}

/** Decodes a whole program; throws AvmError for a bad version header. */
export function decodeProgram(bytes: Uint8Array): DecodedProgram {
  const [version, start] = programVersion(bytes);
  const instrs: (Instr | undefined)[] = new Array<Instr | undefined>(bytes.length).fill(undefined);
  if (version <= 13) {
    const table = opTable(version);
    for (let pc = start; pc < bytes.length;) {
      const ins = decodeAt(bytes, pc, version, table);
      instrs[pc] = ins;
      if (!ins.spec) break; // go's step stops at an illegal opcode; nothing after it is reachable linearly
      pc = ins.next;
    }
  }
  return { bytes, version, start, instrs };
}

export { hex2 };
