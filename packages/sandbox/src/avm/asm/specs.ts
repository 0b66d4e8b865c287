/**
 * Which AsmSpec a mnemonic assembles with: the op of the program's version, or a pseudo-op
 * (`int`, `byte`, `addr`, `method`, and `txn`/`gtxn`/`gtxns`/`extract`/`replace`, which pick an
 * op by their number of immediates), with go-algorand's errors for unknown or too-new opcodes.
 */
import { MAX_AVM_VERSION, opTable, type OpSpec } from '../opcodes';
import { STACK_ANY, STACK_BYTES, STACK_UINT64, sameStackType, type StackType } from '../StackType';
import { asmDefault, joinIntsOnOr } from './asmDefault';
import {
  asmAddr,
  asmByteC,
  asmByteCBlock,
  asmIntC,
  asmIntCBlock,
  asmMethod,
  asmPushBytes,
  asmPushBytess,
  asmPushInt,
  asmPushInts,
  makeAsmByte,
  makeAsmInt,
  type SpecLookup,
} from './asmConstants';
import {
  asmBranch,
  asmItxnField,
  asmSubstring,
  asmSwitch,
  makeAsmArg,
  makeAsmGitxn,
  makeAsmItxn,
} from './asmControl';
import type { AsmFunc, AsmSpec, OpStream } from './OpStream';
import { REFINERS, typeByte, typePushInt } from './refiners';
import { errorAt, type Token } from './Token';

const lookup: SpecLookup = (version, name) => asmSpec(version, name);

const ASM: ReadonlyMap<string, AsmFunc> = new Map<string, AsmFunc>([
  ['intcblock', asmIntCBlock],
  ['bytecblock', asmByteCBlock],
  ['intc', asmIntC],
  ['bytec', asmByteC],
  ['arg', makeAsmArg(lookup)],
  ['pushint', asmPushInt],
  ['pushbytes', asmPushBytes],
  ['pushints', asmPushInts],
  ['pushbytess', asmPushBytess],
  ['bnz', asmBranch],
  ['bz', asmBranch],
  ['b', asmBranch],
  ['callsub', asmBranch],
  ['switch', asmSwitch],
  ['match', asmSwitch],
  ['substring', asmSubstring],
  ['itxn', makeAsmItxn(lookup)],
  ['gitxn', makeAsmGitxn(lookup)],
  ['itxn_field', asmItxnField],
]);

const cache = new Map<number, Map<string, AsmSpec>>();

function asmSpecOf(op: OpSpec, version: number): AsmSpec {
  const refine = REFINERS.get(op.name);
  const spec: AsmSpec = {
    name: op.name,
    op,
    // go-algorand's v0 table is the v1 table with every version set to 0.
    version: version === 0 ? 0 : op.introduced,
    args: op.args,
    returns: op.returns,
    immediates: op.immediates,
    asm: ASM.get(op.name) ?? asmDefault,
  };
  return refine ? { ...spec, refine } : spec;
}

/** The AsmSpec of op `name` at `version`, if it exists there. */
export function asmSpec(version: number, name: string): AsmSpec | undefined {
  let specs = cache.get(version);
  if (!specs) {
    specs = new Map();
    for (const op of opTable(version).byName.values()) specs.set(op.name, asmSpecOf(op, version));
    cache.set(version, specs);
  }
  return specs.get(name);
}

/** Key for pseudo-ops whose assembler checks the immediates itself. */
const ANY_IMMEDIATES = -1;

function constantPseudo(name: string, returns: StackType, asm: AsmFunc, refine?: AsmSpec['refine']): AsmSpec {
  const spec: AsmSpec = { name, version: 0, args: [], returns: [returns], immediates: [], asm };
  return refine ? { ...spec, refine } : spec;
}

const CONSTANT_PSEUDOS: readonly AsmSpec[] = [
  constantPseudo('int', STACK_UINT64, makeAsmInt(lookup), typePushInt),
  constantPseudo('byte', STACK_BYTES, makeAsmByte(lookup), typeByte),
  constantPseudo('addr', STACK_BYTES, asmAddr),
  constantPseudo('method', STACK_BYTES, asmMethod),
];

const BY_ARITY: Readonly<Record<string, Readonly<Record<number, string>>>> = {
  txn: { 1: 'txn', 2: 'txna' },
  gtxn: { 2: 'gtxn', 3: 'gtxna' },
  gtxns: { 1: 'gtxns', 2: 'gtxnsa' },
  extract: { 0: 'extract3', 2: 'extract' },
  replace: { 0: 'replace3', 1: 'replace2' },
};

/** The pseudo-op table of a version; ops newer than the version come from the newest table. */
export function pseudoOpsFor(version: number): ReadonlyMap<string, ReadonlyMap<number, AsmSpec>> {
  const table = new Map<string, Map<number, AsmSpec>>();
  for (const spec of CONSTANT_PSEUDOS) table.set(spec.name, new Map([[ANY_IMMEDIATES, spec]]));
  for (const [name, arities] of Object.entries(BY_ARITY)) {
    const m = new Map<number, AsmSpec>();
    for (const [count, opName] of Object.entries(arities)) {
      const spec = asmSpec(version, opName) ?? asmSpec(MAX_AVM_VERSION, opName);
      if (spec) m.set(Number(count), spec);
    }
    table.set(name, m);
  }
  return table;
}

/** A stand-in prototype for a pseudo-op given the wrong number of immediates, so type tracking goes on. */
function mergeProtos(
  specs: ReadonlyMap<number, AsmSpec>,
): { args: StackType[]; returns: StackType[]; version: number } | undefined {
  let merged: { args: StackType[]; returns: StackType[]; version: number } | undefined;
  for (const spec of specs.values()) {
    if (!merged) {
      merged = { args: [...spec.args], returns: [...spec.returns], version: spec.version };
      continue;
    }
    merged.version = Math.min(merged.version, spec.version);
    if (merged.args.length !== spec.args.length || merged.returns.length !== spec.returns.length)
      return undefined;
    merged.args = merged.args.map((t, j) => (sameStackType(t, spec.args[j] ?? t) ? t : STACK_ANY));
    merged.returns = merged.returns.map((t, j) => (sameStackType(t, spec.returns[j] ?? t) ? t : STACK_ANY));
  }
  return merged;
}

function unknownOpcodeMessage(name: string, version: number): string {
  let first = -1;
  let last = -1;
  for (let v = 1; v <= MAX_AVM_VERSION; v++) {
    if (opTable(v).byName.has(name)) {
      if (first === -1) first = v;
      last = v;
    }
  }
  if (first > version) return `${name} opcode was introduced in v${first}`;
  if (last !== -1 && last < version) return `${name} opcode was removed in v${last + 1}`;
  return `unknown opcode: ${name}`;
}

const noAsm: AsmFunc = () => undefined;

/**
 * The spec for `mnemonic` with `argCount` immediates, and the name type errors should use
 * ("extract without immediates"). Errors go to `ops`; undefined means nothing can be assembled.
 */
export function getSpec(
  ops: OpStream,
  mnemonic: Token,
  argCount: number,
): { spec: AsmSpec; expanded: string } | undefined {
  const name = mnemonic.str;
  const pseudos = ops.pseudoOps?.get(name);
  if (pseudos) {
    let pseudo = pseudos.get(argCount) ?? pseudos.get(ANY_IMMEDIATES);
    if (!pseudo) {
      ops.record(
        errorAt(mnemonic, `${name} expects ${joinIntsOnOr('immediate argument', [...pseudos.keys()])}`),
      );
      const merged = mergeProtos(pseudos);
      if (!merged) return undefined;
      pseudo = {
        name,
        version: merged.version,
        args: merged.args,
        returns: merged.returns,
        immediates: [],
        asm: noAsm,
      };
    }
    pseudo = { ...pseudo, name };
    if (pseudo.version > ops.version) {
      ops.record(
        errorAt(
          mnemonic,
          `${name} opcode with ${joinIntsOnOr('immediate', [argCount])} was introduced in v${pseudo.version}`,
        ),
      );
    }
    return { spec: pseudo, expanded: argCount === 0 ? `${name} without immediates` : name };
  }
  const spec = asmSpec(ops.version, name);
  if (!spec) {
    ops.record(errorAt(mnemonic, unknownOpcodeMessage(name, ops.version)));
    return undefined;
  }
  return { spec, expanded: spec.name };
}
