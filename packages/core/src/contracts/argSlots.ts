import type { AbiField, ReferenceKind, TxnArgKind } from '../abi/AbiField';
import { REFERENCE_KINDS, TXN_ARG_KINDS } from '../abi/AbiField';
import { parseAbiField, type StructDefs } from '../abi/parseAbiField';
import type { MethodArg, SpecMethod } from './ContractSpec';

/** What the form draws for one method argument: a typed value, a reference, or a transaction. */
export type ArgSlot =
  | { kind: 'value'; arg: MethodArg; field: AbiField }
  | { kind: 'reference'; arg: MethodArg; ref: ReferenceKind }
  | { kind: 'txn'; arg: MethodArg; txnType: TxnArgKind };

export function argSlot(arg: MethodArg, spec: { structs: StructDefs }): ArgSlot {
  if (REFERENCE_KINDS.includes(arg.type)) return { kind: 'reference', arg, ref: arg.type as ReferenceKind };
  if (TXN_ARG_KINDS.includes(arg.type)) return { kind: 'txn', arg, txnType: arg.type as TxnArgKind };
  return { kind: 'value', arg, field: parseAbiField(arg.type, spec.structs, arg.struct) };
}

/** One slot per argument of the method, in order (the spec was checked on load, so this does not throw). */
export function argSlots(method: SpecMethod, spec: { structs: StructDefs }): ArgSlot[] {
  return method.args.map((a) => argSlot(a, spec));
}

/** The return value's form model, or undefined for void. */
export function returnField(method: SpecMethod, spec: { structs: StructDefs }): AbiField | undefined {
  if (method.returns.type === 'void') return undefined;
  return parseAbiField(method.returns.type, spec.structs, method.returns.struct);
}

/**
 * The field an argument's default resolves as: its own for a value; for a reference, what the
 * reference names (an account's address, an asset's or app's uint64 id), as ARC-56 clients read it.
 */
export function defaultFieldOf(slot: ArgSlot): AbiField | undefined {
  if (slot.kind === 'value') return slot.field;
  if (slot.kind === 'reference') return parseAbiField(slot.ref === 'account' ? 'address' : 'uint64');
  return undefined;
}
