/**
 * go-algorand's static `check` pass, run on logic sigs before they are evaluated (and available
 * for apps): every instruction decodes, belongs to the version and mode, branch targets land on
 * instruction starts, and before v4 the summed cost fits the budget. Errors read
 * `pc=%3d <problem>` as go's do.
 */
import { MAX_AVM_VERSION, opTable } from '../opcodes';
import { AvmError } from './AvmError';
import { decodeAt, opSpecError, pad3, programVersion } from './decodeProgram';

const BACK_BRANCH_VERSION = 4;

/** Throws AvmError (code 'check') when the program fails the static check. */
export function checkProgram(
  program: Uint8Array,
  mode: number,
  maxCost: number,
  logicSigVersion: number,
): void {
  const fail = (msg: string) => new AvmError(msg, 'check');
  const [version, start] = programVersion(program);
  if (version > MAX_AVM_VERSION)
    throw fail(`program version ${version} greater than max supported version ${MAX_AVM_VERSION}`);
  if (version > logicSigVersion)
    throw fail(`program version ${version} greater than protocol supported version ${logicSigVersion}`);
  const table = opTable(version);
  const branchTargets = new Set<number>();
  const starts = new Set<number>();
  let cost = 0;
  let pc = start;
  while (pc < program.length) {
    starts.add(pc);
    const ins = decodeAt(program, pc, version, table);
    const at = `pc=${pad3(pc)}`;
    if (!ins.spec) throw fail(`${at} ${opSpecError(program, pc, table)}`);
    if ((mode & ins.modes) === 0) throw fail(`${at} ${ins.name} not allowed in current mode`);
    // go v5.0: data/transactions/logic/eval.go checkStep, wrapped as `pc=%3d %w` by check.
    if (ins.short) throw fail(`${at} program ends without immediate value(s)`);
    if (ins.decodeError !== undefined) throw fail(`${at} ${ins.decodeError}`);
    const targets = ins.target >= 0 ? [ins.target] : ins.targets;
    if (ins.target >= 0 && ins.targetError !== undefined) throw fail(`${at} ${ins.targetError}`);
    for (const t of targets) {
      if (ins.target < 0 && (t > program.length || t < 0))
        throw fail(`${at} branch target ${t} outside of program`);
      if (t < ins.next && !starts.has(t))
        throw fail(`${at} back branch target ${t} is not an aligned instruction`);
      branchTargets.add(t);
    }
    // The static cost uses a blank stack (only base costs), as go does.
    cost += ins.cost > 0 ? ins.cost : (ins.dynCost?.base ?? 0);
    const next = ins.next;
    if (version < BACK_BRANCH_VERSION && cost > maxCost)
      throw fail(`pc=${pad3(next)} static cost budget of ${maxCost} exceeded`);
    for (let p = pc + 1; p < next; p++)
      if (branchTargets.has(p))
        throw fail(`pc=${pad3(next)} branch target ${p} is not an aligned instruction`);
    pc = next;
  }
}
