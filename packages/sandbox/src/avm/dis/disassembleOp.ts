/**
 * Text of one instruction's immediates, as go-algorand's disassembler writes them: field names,
 * decimal numbers, `0x..` byte strings with a guessed readable form, and branch targets as
 * generated labels (label1, label2, ...).
 */
import { encodeAddress } from 'algosdk';
import { goQuote } from '../goStrconv';
import type { OpSpec } from '../opcodes';

/** State shared across one disassembly pass. */
export interface DisState {
  readonly program: Uint8Array;
  /** Start of the instruction being read. */
  pc: number;
  /** Where the next instruction starts, once this one is read. */
  nextpc: number;
  labelCount: number;
  readonly labels: Map<number, string>;
  /** Set when a label is needed at or before the current pc: the text must be produced again. */
  rerun: boolean;
  intc: bigint[];
  bytec: Uint8Array[];
}

export class DisassemblyProblem extends Error {}

function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** The readable form go-algorand appends as a comment: an address, a "string", or 0x hex. */
export function guessByteFormat(b: Uint8Array): string {
  if (b.length === 32) return `addr ${encodeAddress(b)}`;
  if (b.every((x) => x >= 32 && x <= 126)) return goQuote(new TextDecoder().decode(b));
  return `0x${hex(b)}`;
}

/** binary.Uvarint: value and bytes used; used <= 0 when truncated or overflowing. */
export function readUvarint(p: Uint8Array, at: number): [bigint, number] {
  let x = 0n;
  let shift = 0n;
  for (let i = 0; at + i < p.length; i++) {
    if (i === 10) return [0n, -(i + 1)];
    const b = p[at + i] ?? 0;
    if (b < 0x80) {
      if (i === 9 && b > 1) return [0n, -(i + 1)];
      return [x | (BigInt(b) << shift), i + 1];
    }
    x |= BigInt(b & 0x7f) << shift;
    shift += 7n;
  }
  return [0n, 0];
}

function labelFor(dis: DisState, target: number): string {
  const known = dis.labels.get(target);
  if (known !== undefined) return known;
  dis.labelCount++;
  const label = `label${dis.labelCount}`;
  dis.labels.set(target, label);
  if (target <= dis.pc) dis.rerun = true;
  return label;
}

function int16At(p: Uint8Array, at: number): number {
  const v = ((p[at] ?? 0) << 8) | (p[at + 1] ?? 0);
  return v >= 0x8000 ? v - 0x10000 : v;
}

function intList(p: Uint8Array, pos: number): [bigint[], number] {
  const [count, used] = readUvarint(p, pos);
  if (used <= 0) throw new DisassemblyProblem(`could not decode length of int list at pc=${pos}`);
  pos += used;
  if (count > BigInt(p.length)) throw new DisassemblyProblem('const int list with too many items');
  const values: bigint[] = [];
  for (let i = 0; i < Number(count); i++) {
    if (pos >= p.length) throw new DisassemblyProblem('const int list ran past end of program');
    const [v, n] = readUvarint(p, pos);
    if (n <= 0) throw new DisassemblyProblem(`could not decode int const[${i}] at pc=${pos}`);
    values.push(v);
    pos += n;
  }
  return [values, pos];
}

function bytesList(p: Uint8Array, pos: number): [Uint8Array[], number] {
  const [count, used] = readUvarint(p, pos);
  if (used <= 0) throw new DisassemblyProblem(`could not decode length of bytes list at pc=${pos}`);
  pos += used;
  if (count > BigInt(p.length)) throw new DisassemblyProblem('const bytes list with too many items');
  const values: Uint8Array[] = [];
  for (let i = 0; i < Number(count); i++) {
    if (pos >= p.length) throw new DisassemblyProblem('const bytes list ran past end of program');
    const [len, n] = readUvarint(p, pos);
    if (n <= 0) throw new DisassemblyProblem(`could not decode []byte const[${i}] at pc=${pos}`);
    pos += n;
    if (pos >= p.length) throw new DisassemblyProblem('const bytes list ran past end of program');
    const end = BigInt(pos) + len;
    if (end > BigInt(p.length)) throw new DisassemblyProblem('const bytes list ran past end of program');
    values.push(p.slice(pos, Number(end)));
    pos = Number(end);
  }
  return [values, pos];
}

/** The instruction at dis.pc (whose opcode bytes are `opLength` long); sets dis.nextpc. */
export function disassembleOp(dis: DisState, spec: OpSpec, opLength: number): string {
  const p = dis.program;
  let out = spec.name;
  let pc = dis.pc + opLength;
  for (const imm of spec.immediates) {
    out += ' ';
    switch (imm.kind) {
      case 'uint8':
      case 'int8': {
        if (pc + 1 > p.length) {
          throw new DisassemblyProblem(`program end while reading immediate ${imm.name} for ${spec.name}`);
        }
        const b = p[pc] ?? 0;
        if (imm.group) {
          const field = imm.group.byCode(b);
          if (!field) throw new DisassemblyProblem(`invalid immediate ${imm.name} for ${spec.name}: ${b}`);
          out += field.name;
        } else {
          out += imm.kind === 'int8' && b >= 0x80 ? String(b - 0x100) : String(b);
        }
        if (spec.name === 'intc' && b < dis.intc.length) out += ` // ${dis.intc[b]}`;
        if (spec.name === 'bytec' && b < dis.bytec.length)
          out += ` // ${guessByteFormat(dis.bytec[b] as Uint8Array)}`;
        pc++;
        break;
      }
      case 'label': {
        if (pc + 2 > p.length)
          throw new DisassemblyProblem(`program end while reading label for ${spec.name}`);
        out += labelFor(dis, int16At(p, pc) + pc + 2);
        pc += 2;
        break;
      }
      case 'varintLabel': {
        const [z, used] = readUvarint(p, pc);
        if (used <= 0) throw new DisassemblyProblem(`program end while reading label for ${spec.name}`);
        pc += used;
        // zigzag: a non-negative offset counts from the instruction's end, a negative one from its start.
        const n = Number(z & 1n ? -((z + 1n) >> 1n) : z >> 1n);
        out += labelFor(dis, n >= 0 ? pc + n : dis.pc + n);
        break;
      }
      case 'varuint': {
        const [v, used] = readUvarint(p, pc);
        if (used <= 0)
          throw new DisassemblyProblem(`could not decode immediate ${imm.name} for ${spec.name}`);
        out += String(v);
        pc += used;
        break;
      }
      case 'bytes': {
        const [len, used] = readUvarint(p, pc);
        if (used <= 0)
          throw new DisassemblyProblem(`could not decode immediate ${imm.name} for ${spec.name}`);
        pc += used;
        const end = BigInt(pc) + len;
        if (end > BigInt(p.length)) {
          throw new DisassemblyProblem(`could not decode immediate ${imm.name} for ${spec.name}`);
        }
        const constant = p.slice(pc, Number(end));
        out += `0x${hex(constant)} // ${guessByteFormat(constant)}`;
        pc = Number(end);
        break;
      }
      case 'varuints': {
        const [values, next] = intList(p, pc);
        dis.intc = values;
        out += values.join(' ');
        pc = next;
        break;
      }
      case 'bytess': {
        const [values, next] = bytesList(p, pc);
        dis.bytec = values;
        out += values.map((v) => `0x${hex(v)}`).join(' ');
        pc = next;
        break;
      }
      case 'labels': {
        if (pc >= p.length) throw new DisassemblyProblem(`could not decode label count for ${spec.name}`);
        const count = p[pc] ?? 0;
        pc++;
        const end = pc + 2 * count;
        if (end > p.length) throw new DisassemblyProblem(`could not decode labels for ${spec.name}`);
        const labels: string[] = [];
        for (let i = 0; i < count; i++, pc += 2) labels.push(labelFor(dis, end + int16At(p, pc)));
        out += labels.join(' ');
        break;
      }
    }
  }
  const short = /^(intc|bytec)_([0-3])$/.exec(spec.name);
  if (short?.[2] !== undefined) {
    const i = Number(short[2]);
    if (short[1] === 'intc' && i < dis.intc.length) out += ` // ${dis.intc[i]}`;
    if (short[1] === 'bytec' && i < dis.bytec.length)
      out += ` // ${guessByteFormat(dis.bytec[i] as Uint8Array)}`;
  }
  dis.nextpc = pc;
  return out;
}
