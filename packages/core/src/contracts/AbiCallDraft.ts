import type { AbiFormValue } from '../abi/AbiField';
import type { StructDefs } from '../abi/parseAbiField';
import type { ContractSpec, MethodArg, SpecMethod } from './ContractSpec';

/** A value or reference argument as typed (the lab's `ArgInput` without its transaction kind). */
export type AbiArgInput =
  | { kind: 'value'; value: AbiFormValue; defaultFrom?: string }
  | { kind: 'ref'; text: string; defaultFrom?: string };

/** The method a studio call names: what encoding and the argument form need, plain JSON. */
export interface AbiCallMethod {
  name: string;
  /** `name(types)return`, the ARC-4 signature (its selector is the first app argument). */
  signature: string;
  args: MethodArg[];
  returns: { type: string; struct?: string; desc?: string };
  desc?: string;
}

/**
 * An application call the studio makes as an ABI method call (ARC-4): the method, the spec's
 * structs its types use, and each argument as typed. Transaction arguments have no input here:
 * per ARC-4 they are the group members just before the call, in order.
 */
export interface AbiCallDraft {
  /** Where the spec came from ("stored for app 1002", "Calculator.arc56.json", "pasted"). */
  specLabel: string;
  /** Absent until a method is chosen. */
  method?: AbiCallMethod;
  structs: StructDefs;
  /** By argument index; null for a transaction argument (or not typed yet). */
  inputs: (AbiArgInput | null)[];
  /**
   * A create call's spec as loaded (ARC-56 or ARC-32 JSON): there is no app yet to keep it under,
   * so the draft keeps it, offers its create methods, and attaches it to the app once created.
   */
  specText?: string;
}

/** The part of a spec method the draft keeps (defaults stay: the form offers literal ones). */
export function abiCallMethodOf(m: SpecMethod): AbiCallMethod {
  return {
    name: m.name,
    signature: m.signature,
    args: m.args,
    returns: m.returns,
    ...(m.desc !== undefined && { desc: m.desc }),
  };
}

/** An ABI call before its spec and method are chosen (what picking the kind starts with). */
export const EMPTY_ABI_CALL: AbiCallDraft = { specLabel: '', structs: {}, inputs: [] };

/** A method of a spec → a fresh studio call of it, nothing typed. */
export function newAbiCallDraft(
  spec: Pick<ContractSpec, 'structs'>,
  m: SpecMethod,
  specLabel: string,
): AbiCallDraft {
  return {
    specLabel,
    method: abiCallMethodOf(m),
    structs: spec.structs,
    inputs: m.args.map(() => null),
  };
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isInput(v: unknown): v is AbiArgInput | null {
  if (v === null) return true;
  if (!isObject(v)) return false;
  if (v.kind === 'ref') return typeof v.text === 'string';
  return v.kind === 'value' && 'value' in v;
}

/**
 * A saved call read back (autosave), or undefined when it is not of this shape: a damaged record
 * drops the ABI part and leaves a plain application call.
 */
export function storedAbiCall(v: unknown): AbiCallDraft | undefined {
  if (!isObject(v) || typeof v.specLabel !== 'string' || !isObject(v.structs)) return undefined;
  const m = v.method;
  if (m !== undefined) {
    if (!isObject(m) || typeof m.name !== 'string' || typeof m.signature !== 'string') return undefined;
    if (!Array.isArray(m.args) || !isObject(m.returns) || typeof m.returns.type !== 'string')
      return undefined;
    if (!m.args.every((a) => isObject(a) && typeof a.name === 'string' && typeof a.type === 'string'))
      return undefined;
  }
  if (!Array.isArray(v.inputs) || !v.inputs.every(isInput)) return undefined;
  if (v.specText !== undefined && typeof v.specText !== 'string') return undefined;
  return v as unknown as AbiCallDraft;
}
