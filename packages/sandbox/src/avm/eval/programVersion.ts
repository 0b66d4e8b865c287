/** The version header of a program: kept apart so ops can read it without importing the decoder. */
import { readUvarint } from '../dis/disassembleOp';
import { AvmError } from './AvmError';

/** go-algorand's transactions.ProgramVersion errors. */
export function programVersion(program: Uint8Array): [number, number] {
  const [v, used] = readUvarint(program, 0);
  if (used <= 0) throw new AvmError('invalid version');
  if (v > 0xffff_ffffn) throw new AvmError(`program version ${v} greater than max supported version 13`);
  return [Number(v), used];
}
