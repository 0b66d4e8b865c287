/**
 * One decoded instruction: the op spec, its immediates parsed once, branch targets resolved, and
 * the per-step facts the run loop needs (argument kinds, static cost) precomputed, so executing
 * it is a table lookup plus the op's own work.
 */
import type { LinearCost } from '../opCost';
import type { FieldSpec, OpSpec } from '../opcodes';
import type { Machine } from './Machine';
import type { Uint } from './values';

export type OpFn = (cx: Machine, ins: Instr) => void;

/** Argument kinds checked before an op runs: 0 any, 1 uint64, 2 bytes. */
export const KIND_ANY = 0;
export const KIND_UINT = 1;
export const KIND_BYTES = 2;

export interface Instr {
  readonly pc: number;
  readonly opcode: number;
  /** undefined: no op has this opcode at the program's version (fails as `illegal opcode`). */
  readonly spec: OpSpec | undefined;
  readonly name: string;
  readonly exec: OpFn;
  /** Where the next instruction starts (when the op does not branch). */
  readonly next: number;
  readonly modes: number;
  readonly argc: number;
  readonly argKinds: readonly number[];
  /** Return types whose byte length must be checked (≤ 4096) after the op ran. */
  readonly checkReturns: boolean;
  /** Static cost, or -1 when `dynCost` (per-byte of an argument) applies. */
  readonly cost: number;
  readonly dynCost: LinearCost | undefined;
  /** An error the op raises when executed because its immediates could not be decoded. */
  readonly decodeError: string | undefined;
  /** The fixed-size immediates ran past the end of the program. */
  readonly short: boolean;
  /** uint8/int8 immediates in order (int8 already signed). */
  readonly imm: readonly number[];
  /** The field named by the op's field immediate, when it names a known one. */
  readonly field: FieldSpec | undefined;
  /** Branch target pc (b, bz, bnz, callsub), or -1. */
  readonly target: number;
  /** Why taking the branch fails (negative offset before v4, outside the program), if it does. */
  readonly targetError: string | undefined;
  /** switch/match targets; `targets.length` is the label count; fallthrough is `next`. */
  readonly targets: readonly number[];
  /** intcblock / pushints values, pushint's value at [0]. */
  readonly ints: readonly Uint[];
  /** bytecblock / pushbytess values, pushbytes' value at [0]. */
  readonly bytes: readonly Uint8Array[];
}
