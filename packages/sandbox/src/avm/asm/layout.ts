/**
 * Turns chunks into program bytes: sizes every chunk, resolves label references (int16 offsets
 * up to v12; from v13 bnz/bz/b/callsub use zigzag varints, sized by growing them until every
 * offset fits), prepends the version and the gathered intcblock/bytecblock, and salts a v13
 * logic sig whose address would be an Ed25519 key.
 */
import { goQuote } from '../goStrconv';
import { LOGICSIG_OFF_CURVE_VERSION, programHashIsEdwards25519Point } from '../programHashOnCurve';
import { BACK_BRANCH_VERSION } from '../versions';
import { type Chunk, type LabelRef, NO_VERSION, type OpStream, uvarint } from './OpStream';
import { errorAt } from './Token';

export interface SourceLocation {
  /** 0-based, like go-algorand's OffsetToSource. */
  readonly line: number;
  readonly column: number;
}

export interface Layout {
  readonly program: Uint8Array;
  /** Instruction start pc → where it came from. */
  readonly pcToSource: Map<number, SourceLocation>;
}

function chunkSize(c: Chunk): number {
  switch (c.kind) {
    case 'raw':
      return c.bytes.length;
    case 'int':
      return c.singleton ? 1 + uvarint(c.value).length : c.index < 4 ? 1 : 2;
    case 'byte':
      return c.singleton ? 1 + uvarint(BigInt(c.value.length)).length + c.value.length : c.index < 4 ? 1 : 2;
    case 'offset':
      return c.size;
  }
}

function positions(chunks: readonly Chunk[]): number[] {
  const pos = [0];
  let at = 0;
  for (const c of chunks) {
    at += chunkSize(c);
    pos.push(at);
  }
  return pos;
}

function zigzag(n: number): bigint {
  const b = BigInt(n);
  return b >= 0n ? b << 1n : (-b << 1n) - 1n;
}

/** The signed offset a varint branch encodes: from the instruction's end forward, from its start backward. */
function varintOffset(pos: number[], ref: LabelRef, dest: number): number {
  const start = pos[ref.start] ?? 0;
  return dest >= start ? dest - (pos[ref.end] ?? 0) : dest - start;
}

/**
 * Grows varint offset slots until each holds its offset. An offset counts the bytes between the
 * branch and its target, never the branch's own size, so offsets only grow as slots grow: the
 * loop ends, and every slot ends up exactly the size of its offset's minimal varint.
 */
function sizeVarintSlots(ops: OpStream): void {
  const refs = ops.labelRefs.filter((r) => (ops.chunks[r.slot] as Extract<Chunk, { kind: 'offset' }>).varint);
  for (let changed = refs.length > 0; changed;) {
    changed = false;
    const pos = positions(ops.chunks);
    for (const ref of refs) {
      const destMark = ops.labels.get(ref.label.str);
      if (destMark === undefined) continue;
      const slot = ops.chunks[ref.slot] as Extract<Chunk, { kind: 'offset' }>;
      const need = uvarint(zigzag(varintOffset(pos, ref, pos[destMark] ?? 0))).length;
      if (need > slot.size) {
        slot.size = need;
        changed = true;
      }
    }
  }
}

/** Fills each offset slot, recording go-algorand's label errors. Returns slot index → bytes. */
function resolveLabels(ops: OpStream, pos: number[]): Map<number, number[]> {
  const filled = new Map<number, number[]>();
  const reported = new Set<string>();
  const total = pos[pos.length - 1] ?? 0;
  const early = ops.version !== NO_VERSION && ops.version <= 1;
  const noBackJumps = ops.version !== NO_VERSION && ops.version < BACK_BRANCH_VERSION;
  for (const ref of ops.labelRefs) {
    const name = ref.label.str;
    const destMark = ops.labels.get(name);
    if (destMark === undefined) {
      if (!reported.has(name))
        ops.record(errorAt(ref.label, `reference to undefined label ${goQuote(name)}`));
      reported.add(name);
      continue;
    }
    const dest = pos[destMark] ?? 0;
    // v1 may not branch to the very end of the program.
    if (early && dest === total) ops.record(errorAt(ref.label, `label ${goQuote(name)} is too far away`));
    const slot = ops.chunks[ref.slot] as Extract<Chunk, { kind: 'offset' }>;
    if (slot.varint) {
      if (dest === pos[ref.start]) {
        ops.record(
          errorAt(
            ref.label,
            `label ${goQuote(name)} is the start of its own branch, which cannot be encoded`,
          ),
        );
        continue;
      }
      filled.set(ref.slot, uvarint(zigzag(varintOffset(pos, ref, dest))));
      continue;
    }
    const end = pos[ref.end] ?? 0;
    if (noBackJumps && dest < end) {
      ops.record(
        errorAt(
          ref.label,
          `label ${goQuote(name)} is a back reference, back jump support was introduced in v4`,
        ),
      );
      continue;
    }
    const jump = dest - end;
    if (jump > 0x7fff) {
      ops.record(errorAt(ref.label, `label ${goQuote(name)} is too far away`));
      continue;
    }
    // Jumps below -0x8000 are not rejected; they wrap, as go-algorand's uint8 conversions do.
    filled.set(ref.slot, [(jump >> 8) & 0xff, jump & 0xff]);
  }
  return filled;
}

/** push(...src) without the argument-count limit of spreading a long array. */
function pushAll(out: number[], src: ArrayLike<number>): void {
  for (let i = 0; i < src.length; i++) out.push(src[i] ?? 0);
}

function header(ops: OpStream, intc: readonly bigint[]): number[] {
  // With no instruction and no #pragma version, go-algorand writes its "no version" marker.
  const out = uvarint(ops.version === NO_VERSION ? (1n << 64n) - 1n : BigInt(ops.version));
  if (intc.length > 0 && ops.cntIntcBlock === 0) {
    out.push(0x20, ...uvarint(BigInt(intc.length)));
    for (const v of intc) out.push(...uvarint(v));
  }
  if (ops.bytec.length > 0 && ops.cntBytecBlock === 0) {
    out.push(0x26, ...uvarint(BigInt(ops.bytec.length)));
    for (const b of ops.bytec) pushAll(out, [...uvarint(BigInt(b.length)), ...b]);
  }
  return out;
}

/** go: assemblerSaltSearchLimit, the salts that fit a one-byte varint. */
const SALT_SEARCH_LIMIT = 128;

/** go's assemblerNoVersion is 2^64-1, which counts as "v13 or later". */
const versionAtLeast = (ops: OpStream, v: number) => ops.version === NO_VERSION || ops.version >= v;

/**
 * go: data/transactions/logic/assembler.go shouldAutoSalt, with its two warnings. `#pragma
 * autosalt` forces salting on or off; unset, a v13+ program with no app-only op is salted.
 */
function shouldAutoSalt(ops: OpStream, program: Uint8Array): boolean {
  const token = ops.autoSaltToken;
  if (ops.autoSalt === false) {
    if (token && !ops.hasStatefulOps && programHashIsEdwards25519Point(program))
      ops.warn(token, '#pragma autosalt false leaves program hash on curve');
    return false;
  }
  if (ops.autoSalt === true) {
    if (token && ops.hasStatefulOps) ops.warn(token, '#pragma autosalt true used with stateful opcodes');
    return programHashIsEdwards25519Point(program);
  }
  return (
    versionAtLeast(ops, LOGICSIG_OFF_CURVE_VERSION) &&
    !ops.hasStatefulOps &&
    programHashIsEdwards25519Point(program)
  );
}

/**
 * go: data/transactions/logic/assembler.go finalizeProgram. A program whose hash is an Ed25519
 * point (when salting applies) gets the first salt 0..127 that moves it off the curve: appended to
 * the automatic intcblock when the program has one, otherwise as a trailing `intcblock 1 <salt>`.
 * Returns the header (version and constant blocks) and the program.
 */
function finalizeProgram(ops: OpStream, body: number[]): { head: number[]; program: Uint8Array } {
  const build = (intc: readonly bigint[], suffix: readonly number[] = []) => {
    const head = header(ops, intc);
    const out = [...head];
    pushAll(out, body);
    pushAll(out, suffix);
    return { head, program: Uint8Array.from(out) };
  };
  const plain = build(ops.intc);
  // go finalizes (and salts) only a program that assembled without errors.
  if (ops.errors.length > 0 || !shouldAutoSalt(ops, plain.program)) return plain;
  const auto = ops.intc.length > 0 && ops.cntIntcBlock === 0;
  for (let salt = 0; salt < SALT_SEARCH_LIMIT; salt++) {
    const candidate = auto ? build([...ops.intc, BigInt(salt)]) : build(ops.intc, [0x20, 1, salt]);
    if (!programHashIsEdwards25519Point(candidate.program)) return candidate;
  }
  const where = auto ? 'an automatic' : 'a trailing';
  ops.record({
    line: ops.sourceLine,
    column: 0,
    message: `could not find ${where} intcblock salt that yields an off-curve program`,
  });
  return plain;
}

function chunkBytes(c: Chunk, slot: number[] | undefined): number[] {
  switch (c.kind) {
    case 'raw':
      return c.bytes;
    case 'int':
      if (c.singleton) return [0x81, ...uvarint(c.value)];
      return c.index < 4 ? [0x22 + c.index] : [0x21, c.index];
    case 'byte':
      if (c.singleton) return [0x80, ...uvarint(BigInt(c.value.length)), ...c.value];
      return c.index < 4 ? [0x28 + c.index] : [0x27, c.index];
    case 'offset':
      return slot ?? new Array<number>(c.size).fill(0);
  }
}

export function layout(ops: OpStream): Layout {
  sizeVarintSlots(ops);
  const pos = positions(ops.chunks);
  const filled = resolveLabels(ops, pos);
  const body: number[] = [];
  ops.chunks.forEach((c, i) => pushAll(body, chunkBytes(c, filled.get(i))));
  // go finalizes (and salts) only a program that assembled without errors.
  const { head, program } = finalizeProgram(ops, body);
  const pcToSource = new Map<number, SourceLocation>();
  for (const m of ops.sourceMarks) {
    pcToSource.set(head.length + (pos[m.mark] ?? 0), { line: m.line, column: m.column });
  }
  return { program, pcToSource };
}
