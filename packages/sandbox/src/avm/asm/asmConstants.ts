/**
 * Constants: the `int`, `byte`, `addr` and `method` pseudo-ops (which gather values into an
 * intcblock/bytecblock the assembler prepends), explicit intcblock/bytecblock, intc/bytec and
 * the push ops.
 */
import { ABIMethod } from 'algosdk';
import { sha512_256 } from '../../util/sha512_256';
import { decodeChecksumAddress } from '../checksumAddress';
import { goQuote, parseGoUint, strconvErrorText } from '../goStrconv';
import { BACK_BRANCH_VERSION } from '../versions';
import { byteImm, checkArgCount, writeOpcode } from './asmDefault';
import { parseBinaryArgs, parseStringLiteral } from './byteLiterals';
import { namedIntConstant } from './namedConstants';
import type { AsmFunc, AsmSpec, OpStream } from './OpStream';
import { errorAfter, errorAt, type SourceError, type Token } from './Token';
import { bytesEqual } from '../../util/bytesEqual';

function hex(b: Uint8Array): string {
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

/** intc_N for N < 4, else intc N; the index must exist in the int constants known so far. */
export function writeIntc(ops: OpStream, index: number): string | undefined {
  if (index < 4) ops.write(0x22 + index);
  else if (index > 0xff) return 'cannot have more than 256 int constants';
  else ops.write(0x21, index);
  return index >= ops.intc.length ? `intc ${index} is not defined` : undefined;
}

export function writeBytec(ops: OpStream, index: number): string | undefined {
  if (index < 4) ops.write(0x28 + index);
  else if (index > 0xff) return 'cannot have more than 256 byte constants';
  else ops.write(0x27, index);
  return index >= ops.bytec.length ? `bytec ${index} is not defined` : undefined;
}

function intLiteral(ops: OpStream, value: bigint): string | undefined {
  ops.hasPseudoInt = true;
  let index = ops.intc.indexOf(value);
  if (index === -1) {
    if (ops.cntIntcBlock > 0) return `value ${value} does not appear in existing intcblock`;
    index = ops.intc.length;
    ops.intc.push(value);
  }
  // Without an explicit intcblock the reference may be rewritten by the optimiser.
  if (ops.cntIntcBlock === 0 && index <= 0xff) {
    ops.push({ kind: 'int', value, index, singleton: false }, index < 4 ? 1 : 2);
    return undefined;
  }
  return writeIntc(ops, index);
}

function byteLiteral(ops: OpStream, value: Uint8Array): string | undefined {
  ops.hasPseudoByte = true;
  let index = ops.bytec.findIndex((b) => bytesEqual(b, value));
  if (index === -1) {
    if (ops.cntBytecBlock > 0) return `value 0x${hex(value)} does not appear in existing bytecblock`;
    index = ops.bytec.length;
    ops.bytec.push(value);
  }
  if (ops.cntBytecBlock === 0 && index <= 0xff) {
    ops.push({ kind: 'byte', value, index, singleton: false }, index < 4 ? 1 : 2);
    return undefined;
  }
  return writeBytec(ops, index);
}

/** Looks up another op's AsmSpec; injected to keep this module free of the spec table. */
export type SpecLookup = (version: number, name: string) => AsmSpec | undefined;

export function makeAsmInt(lookup: SpecLookup): AsmFunc {
  return (ops, spec, mnemonic, args) => {
    const countError = checkArgCount(spec.name, mnemonic, args, 1);
    if (countError) return countError;
    const arg = args[0] as Token;
    // With a manual intcblock and back branches, which block is live is unknowable: push instead.
    if (ops.cntIntcBlock > 0 && ops.version >= BACK_BRANCH_VERSION) {
      ops.warn(arg, `int ${arg.str} used with explicit intcblock. must pushint`);
      return asmPushInt(ops, lookup(ops.version, 'pushint') as AsmSpec, mnemonic, args);
    }
    if (ops.cntIntcBlock > 1) {
      const pushint = lookup(ops.version, 'pushint');
      if (pushint) return asmPushInt(ops, pushint, mnemonic, args);
      return errorAt(mnemonic, `int ${arg.str} used with manual intcblocks. Use intc.`);
    }
    let value = namedIntConstant(arg.str);
    if (value === undefined) {
      const parsed = parseGoUint(arg.str, 0, 64);
      if (!parsed.ok) return errorAt(arg, `unable to parse ${goQuote(arg.str)} as integer`);
      value = parsed.value;
    }
    const err = intLiteral(ops, value);
    return err === undefined ? undefined : errorAt(arg, err);
  };
}

export function makeAsmByte(lookup: SpecLookup): AsmFunc {
  return (ops, spec, mnemonic, args) => {
    const first = args[0];
    if (first === undefined) return errorAfter(mnemonic, `${spec.name} needs byte literal argument`);
    if (ops.cntBytecBlock > 0 && ops.version >= BACK_BRANCH_VERSION) {
      ops.warn(first, `byte ${first.str} used with explicit bytecblock. must pushbytes`);
      return asmPushBytes(ops, lookup(ops.version, 'pushbytes') as AsmSpec, mnemonic, args);
    }
    if (ops.cntBytecBlock > 1) {
      const pushbytes = lookup(ops.version, 'pushbytes');
      if (pushbytes) return asmPushBytes(ops, pushbytes, mnemonic, args);
      return errorAt(first, `byte ${first.str} used with manual bytecblocks. Use bytec.`);
    }
    const lit = parseBinaryArgs(args);
    const blamed = (args[lit.consumed] ?? first) as Token;
    if (!lit.ok) return errorAt(blamed, `${spec.name} ${lit.message}`);
    if (args.length !== lit.consumed) return errorAt(blamed, `${spec.name} with extraneous argument`);
    const err = byteLiteral(ops, lit.bytes);
    return err === undefined ? undefined : errorAt(first, err);
  };
}

export const asmAddr: AsmFunc = (ops, spec, mnemonic, args) => {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const arg = args[0] as Token;
  const addr = decodeChecksumAddress(arg.str);
  if (!addr.ok) return errorAt(arg, addr.message);
  const err = byteLiteral(ops, addr.bytes);
  return err === undefined ? undefined : errorAt(arg, err);
};

/** `method "sig(args)ret"`: the ARC-4 selector, the first 4 bytes of sha512_256(sig). */
export const asmMethod: AsmFunc = (ops, spec, mnemonic, args) => {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const arg = args[0] as Token;
  if (!(arg.str.length > 1 && arg.str.startsWith('"') && arg.str.endsWith('"'))) {
    return errorAt(arg, 'unable to parse method signature');
  }
  const sig = parseStringLiteral(arg.str);
  if (!sig.ok) return errorAt(arg, sig.message);
  try {
    ABIMethod.fromSignature(new TextDecoder('utf-8', { ignoreBOM: true }).decode(sig.bytes));
  } catch (e) {
    // The ABI is not consensus: go-algorand only warns about signatures it cannot parse.
    ops.warn(
      arg,
      `invalid ARC-4 ABI method signature for method op: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  const err = byteLiteral(ops, sha512_256(sig.bytes).slice(0, 4));
  return err === undefined ? undefined : errorAt(arg, err);
};

export const asmIntC: AsmFunc = (ops, spec, mnemonic, args) =>
  asmConstIndex(ops, spec, mnemonic, args, writeIntc);
export const asmByteC: AsmFunc = (ops, spec, mnemonic, args) =>
  asmConstIndex(ops, spec, mnemonic, args, writeBytec);

function asmConstIndex(
  ops: OpStream,
  spec: AsmSpec,
  mnemonic: Token,
  args: readonly Token[],
  write: (ops: OpStream, index: number) => string | undefined,
): SourceError | undefined {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const arg = args[0] as Token;
  const index = byteImm(arg.str, 'constant');
  if (!index.ok) return errorAt(arg, index.message);
  const err = write(ops, index.value);
  return err === undefined ? undefined : errorAt(arg, err);
}

export const asmPushInt: AsmFunc = (ops, spec, mnemonic, args) => {
  const countError = checkArgCount(spec.name, mnemonic, args, 1);
  if (countError) return countError;
  const arg = args[0] as Token;
  const v = parseGoUint(arg.str, 0, 64);
  if (!v.ok) return errorAt(arg, `unable to parse ${goQuote(arg.str)} as integer`);
  writeOpcode(ops, spec);
  ops.writeUvarint(v.value);
  return undefined;
};

/** asmPushBytes also assembles `byte` (with a manual bytecblock), so errors name the mnemonic. */
export const asmPushBytes: AsmFunc = (ops, spec, mnemonic, args) => {
  if (args.length === 0) return errorAfter(mnemonic, `${mnemonic.str} needs byte literal argument`);
  const lit = parseBinaryArgs(args);
  const blamed = (args[lit.consumed] ?? args[0]) as Token;
  if (!lit.ok) return errorAt(blamed, `${mnemonic.str} ${lit.message}`);
  if (args.length !== lit.consumed) return errorAt(blamed, `${mnemonic.str} with extraneous argument`);
  writeOpcode(ops, spec);
  ops.writeBytes(lit.bytes);
  return undefined;
};

/** A count then the values; a bad value is reported but the rest are still read. */
function intImmArgs(ops: OpStream, args: readonly Token[]): bigint[] {
  ops.writeUvarint(BigInt(args.length));
  return args.map((t) => {
    const v = parseGoUint(t.str, 0, 64);
    if (!v.ok) ops.record(errorAt(t, strconvErrorText('ParseUint', t.str, v.error)));
    const value = v.ok ? v.value : v.error === 'range' ? (1n << 64n) - 1n : 0n;
    ops.writeUvarint(value);
    return value;
  });
}

function byteImmArgs(ops: OpStream, spec: AsmSpec, args: readonly Token[]): Uint8Array[] | SourceError {
  const values: Uint8Array[] = [];
  let rest = args;
  while (rest.length > 0) {
    const lit = parseBinaryArgs(rest);
    if (!lit.ok) return errorAt(rest[0] as Token, `${spec.name} ${lit.message}`);
    values.push(lit.bytes);
    rest = rest.slice(lit.consumed);
  }
  ops.writeUvarint(BigInt(values.length));
  for (const v of values) ops.writeBytes(v);
  return values;
}

export const asmPushInts: AsmFunc = (ops, spec, _mnemonic, args) => {
  writeOpcode(ops, spec);
  intImmArgs(ops, args);
  return undefined;
};

export const asmPushBytess: AsmFunc = (ops, spec, _mnemonic, args) => {
  writeOpcode(ops, spec);
  const r = byteImmArgs(ops, spec, args);
  return Array.isArray(r) ? undefined : r;
};

export const asmIntCBlock: AsmFunc = (ops, spec, mnemonic, args) => {
  writeOpcode(ops, spec);
  const values = intImmArgs(ops, args);
  // A block in dead code is data as far as the assembler knows; it does not count.
  if (ops.known.deadcode) return undefined;
  if (ops.hasPseudoInt) return errorAt(mnemonic, 'intcblock following int');
  ops.intc = values;
  ops.cntIntcBlock++;
  return undefined;
};

export const asmByteCBlock: AsmFunc = (ops, spec, mnemonic, args) => {
  writeOpcode(ops, spec);
  const values = byteImmArgs(ops, spec, args);
  if (!Array.isArray(values)) return values;
  if (ops.known.deadcode) return undefined;
  if (ops.hasPseudoByte) return errorAt(mnemonic, 'bytecblock following byte/addr/method');
  ops.bytec = values;
  ops.cntBytecBlock++;
  return undefined;
};
