import type { ProgramSourceInfo, SourceInfoEntry } from './ContractSpec';

const INT_CBLOCK = 0x20;
const BYTE_CBLOCK = 0x26;

/**
 * For `pcOffsetMethod: "cblocks"`: where the constant blocks at the top of the program end, as
 * ARC-56's reference code and AlgoKit compute it: the pc of the blocks' last byte, one less than
 * the prose's "first op following the last cblock". Counts and lengths are read as uvarints,
 * which the reference code reads as single bytes (the same below 128).
 */
export function constantBlockOffset(program: Uint8Array): number {
  let pos = 1; // version
  let offset = 0;
  const uvarint = (): number => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const b = program[pos++];
      if (b === undefined) return value;
      value += (b & 0x7f) * 2 ** shift;
      if ((b & 0x80) === 0) return value;
      shift += 7;
    }
  };
  while (pos < program.length && (program[pos] === INT_CBLOCK || program[pos] === BYTE_CBLOCK)) {
    const isBytes = program[pos] === BYTE_CBLOCK;
    pos++;
    const count = uvarint();
    for (let i = 0; i < count; i++) {
      const n = uvarint(); // read before moving past the element (pos is updated by uvarint)
      if (isBytes) pos += n;
    }
    offset = pos - 1;
  }
  return offset;
}

/**
 * The ARC-56 error message for a failing pc (from the node's "pc=N"), from the program's source
 * info; `program` is the approval (or clear) program bytes, needed when pcs are cblock-relative.
 */
export function errorMessageForPc(
  info: ProgramSourceInfo | undefined,
  pc: number,
  program?: Uint8Array,
): string | undefined {
  return sourceInfoAt(info, pc, program, (e) => e.errorMessage !== undefined)?.errorMessage;
}

/**
 * The source-info entry for a program pc (the first one `wanted` accepts): the same pc for
 * `pcOffsetMethod: "none"`, shifted by the constant blocks for "cblocks".
 */
export function sourceInfoAt(
  info: ProgramSourceInfo | undefined,
  pc: number,
  program: Uint8Array | undefined,
  wanted: (entry: SourceInfoEntry) => boolean = () => true,
): SourceInfoEntry | undefined {
  if (info === undefined) return undefined;
  const at = (target: number) => info.sourceInfo.find((e) => e.pc.includes(target) && wanted(e));
  if (info.pcOffsetMethod === 'none') return at(pc);
  if (program === undefined) return undefined;
  const offset = constantBlockOffset(program);
  // Puya's pcs count from the first op after the blocks (the prose): State.arc56's "Deliberate
  // error" is at 169 and the sandbox fails it at pc 195 with blocks ending at byte 25. Specs
  // made to the reference code's offset (one less) are found by the second look-up.
  return at(pc - offset - 1) ?? at(pc - offset);
}

/**
 * How a whole program's source-info pcs sit on its pcs (program pc = entry pc + shift), chosen
 * once: 0 for `pcOffsetMethod: "none"`; for "cblocks" the prose's offset (past the blocks' last
 * byte) or the reference code's (one less), whichever places more entries where `fits` says they
 * belong (an instruction start holding the entry's TEAL opcode, say); the prose's on a tie. One
 * shift per program keeps an entry on one pc: looking both ways per pc labels a neighbouring
 * instruction (the retsub after an assert) with the assert's line and message.
 */
export function sourceInfoShift(
  info: ProgramSourceInfo | undefined,
  program: Uint8Array,
  fits: (entry: SourceInfoEntry, shift: number) => boolean,
): number {
  if (info === undefined || info.pcOffsetMethod === 'none') return 0;
  const prose = constantBlockOffset(program) + 1;
  const score = (shift: number) => info.sourceInfo.filter((e) => fits(e, shift)).length;
  return score(prose - 1) > score(prose) ? prose - 1 : prose;
}

/** The pc in a node's logic error text ("… pc=162 …"), if any. */
export function pcOfLogicError(text: string): number | undefined {
  const m = /pc=(\d+)/.exec(text);
  return m ? Number(m[1]) : undefined;
}
