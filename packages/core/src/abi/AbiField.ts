/**
 * The form model of an ABI type: what the contract lab draws one input (or one group of inputs)
 * for. It is built from the type string and, for ARC-56 structs, the spec's struct definitions,
 * so tuples keep their field names. `type` is always the canonical ABI type string, which is what
 * algosdk encodes with.
 */
export type AbiField =
  | { kind: 'uint'; type: string; bits: number }
  | { kind: 'ufixed'; type: string; bits: number; precision: number }
  | { kind: 'byte'; type: 'byte' }
  | { kind: 'bool'; type: 'bool' }
  | { kind: 'address'; type: 'address' }
  | { kind: 'string'; type: 'string' }
  /** byte[] (length undefined) or byte[N]: typed as hex, base64 or text, not as N inputs. */
  | { kind: 'bytes'; type: string; length?: number }
  | { kind: 'array'; type: string; element: AbiField; length?: number }
  | { kind: 'tuple'; type: string; fields: TupleMember[]; struct?: string };

export interface TupleMember {
  /** The struct field's name; undefined in a plain tuple. */
  name?: string;
  field: AbiField;
}

/** A method argument that is not an encoded value: an account, asset or app reference. */
export type ReferenceKind = 'account' | 'asset' | 'application';
/** A method argument that is a transaction placed before the call in the group. */
export type TxnArgKind = 'txn' | 'pay' | 'keyreg' | 'acfg' | 'axfer' | 'afrz' | 'appl';

export const REFERENCE_KINDS: readonly string[] = ['account', 'asset', 'application'];
export const TXN_ARG_KINDS: readonly string[] = ['txn', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl'];

/** How bytes were typed. */
export type BytesFormat = 'hex' | 'base64' | 'text';

export interface BytesInput {
  format: BytesFormat;
  text: string;
}

/**
 * What a person typed for a value, as plain JSON so drafts survive a reload: text for numbers,
 * bytes, addresses, strings and references; a boolean for bool; bytes with their format; a list
 * for arrays and tuples (tuple members in ABI field order).
 */
export type AbiFormValue = string | boolean | BytesInput | AbiFormValue[];
