/**
 * Whether a logic sig's program carries the v13 assembler's salt. go-algorand v5.0.0
 * data/transactions/logic/assembler.go finalizeProgram: a stateless program whose hash
 * (SHA-512/256 of "Program" ‖ bytes) is an Edwards25519 point gets a salt so its address is off the
 * curve (no ed25519 key can own it): either one more constant at the end of the automatic
 * `intcblock` (finalizeProgramWithAutoIntcSalt) or a trailing `intcblock <salt>`
 * (finalizeProgramWithTrailingIntcSalt). The salt is found by removing it again: the program it
 * was added to hashes on the curve.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512_256 } from '@noble/hashes/sha2.js';

export interface LogicSigSalt {
  /** The program's AVM version (its first varuint). */
  version: number;
  /** Its hash is not an Edwards25519 point (go: logic.ProgramHashIsEdwards25519Point is false). */
  offCurve: boolean;
  /** The assembler's salt, when removing it puts the hash back on the curve. */
  salt?: { where: 'trailing' | 'intcblock'; value: bigint };
}

const PROGRAM = new TextEncoder().encode('Program');
const INTCBLOCK = 0x20;

/** go: crypto.IsEdwards25519Point, as ZIP-215 decoding (non-canonical y accepted, no subgroup check). */
function isCurvePoint(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes, true);
    return true;
  } catch {
    return false;
  }
}

export function programHashOnCurve(program: Uint8Array): boolean {
  const pre = new Uint8Array(PROGRAM.length + program.length);
  pre.set(PROGRAM);
  pre.set(program, PROGRAM.length);
  return isCurvePoint(sha512_256(pre));
}

/** A uvarint at `at`: its value and the offset after it (undefined past the end). */
function uvarint(bytes: Uint8Array, at: number): { value: bigint; next: number } | undefined {
  let value = 0n;
  let shift = 0n;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i] as number;
    value |= BigInt(b & 0x7f) << shift;
    if ((b & 0x80) === 0) return { value, next: i + 1 };
    shift += 7n;
  }
  return undefined;
}

function encodeUvarint(value: bigint): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80n) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

/** The program without the last constant of its leading intcblock, when it has one right after the version. */
function withoutLastIntc(
  program: Uint8Array,
  afterVersion: number,
): { rest: Uint8Array; value: bigint } | undefined {
  if (program[afterVersion] !== INTCBLOCK) return undefined;
  const count = uvarint(program, afterVersion + 1);
  if (count === undefined || count.value === 0n) return undefined;
  let at = count.next;
  let last: { value: bigint; start: number; next: number } | undefined;
  for (let i = 0n; i < count.value; i++) {
    const c = uvarint(program, at);
    if (c === undefined) return undefined;
    last = { value: c.value, start: at, next: c.next };
    at = c.next;
  }
  if (last === undefined) return undefined;
  const head = [...program.subarray(0, afterVersion), INTCBLOCK, ...encodeUvarint(count.value - 1n)];
  const constants = program.subarray(count.next, last.start);
  const rest = Uint8Array.from([...head, ...constants, ...program.subarray(last.next)]);
  return { rest, value: last.value };
}

/** What the explorer can tell about a logic sig program's salt (undefined: not a program). */
export function logicSigSaltOf(program: Uint8Array): LogicSigSalt | undefined {
  const version = uvarint(program, 0);
  if (version === undefined) return undefined;
  const view: LogicSigSalt = { version: Number(version.value), offCurve: !programHashOnCurve(program) };
  if (!view.offCurve) return view;
  const n = program.length;
  if (n >= version.next + 3 && program[n - 3] === INTCBLOCK && program[n - 2] === 1) {
    const salt = program[n - 1] as number;
    if (salt < 0x80 && programHashOnCurve(program.subarray(0, n - 3))) {
      view.salt = { where: 'trailing', value: BigInt(salt) };
      return view;
    }
  }
  const auto = withoutLastIntc(program, version.next);
  if (auto !== undefined && programHashOnCurve(auto.rest))
    view.salt = { where: 'intcblock', value: auto.value };
  return view;
}
