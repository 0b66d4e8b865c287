import { ABI_MESSAGES } from '../abi/abiMessages';
import { AbiTypeError } from '../abi/AbiTypeError';
import { REFERENCE_KINDS, TXN_ARG_KINDS } from '../abi/AbiField';
import { parseAbiField, type StructDefs } from '../abi/parseAbiField';
import { decodeBase64 } from '../txn/decodeBytesText';
import { SPEC_MESSAGES as M } from './contractMessages';
import { ContractSpecError } from './ContractSpecError';

export type Json = Record<string, unknown>;

const describe = (v: unknown): string =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'a list'
      : typeof v === 'object'
        ? 'an object'
        : `${typeof v} ${JSON.stringify(v)}`;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a JSON spec field by field, remembering where it is, so a refusal says what is wrong and
 * where: `methods[2].args[0].type: "uint7": the width must be 8 to 512 in steps of 8.`
 */
export class SpecReader {
  constructor(readonly path: string) {}

  at(key: string | number): SpecReader {
    return new SpecReader(
      typeof key === 'number' ? `${this.path}[${key}]` : this.path === '' ? key : `${this.path}.${key}`,
    );
  }

  fail(problem: string): never {
    const where = this.path === '' ? '(top level)' : this.path;
    throw new ContractSpecError('invalid', M.at(where, problem), { details: { path: where } });
  }

  object(v: unknown): Json {
    return isObject(v) ? v : this.fail(M.expected('an object', describe(v)));
  }

  list(v: unknown): unknown[] {
    return Array.isArray(v) ? v : this.fail(M.expected('a list', describe(v)));
  }

  string(v: unknown): string {
    return typeof v === 'string' ? v : this.fail(M.expected('text', describe(v)));
  }

  optString(v: unknown): string | undefined {
    return v === undefined || v === null ? undefined : this.string(v);
  }

  /** A `struct` field: a name the spec's structs define, refused at this field (not at `.type`). */
  structName(v: unknown, structs: StructDefs): string | undefined {
    const name = this.optString(v);
    if (name !== undefined && name !== '' && !Object.hasOwn(structs, name))
      return this.fail(ABI_MESSAGES.unknownStruct(name));
    return name;
  }

  number(v: unknown): number {
    return typeof v === 'number' && Number.isInteger(v) && v >= 0
      ? v
      : this.fail(M.expected('a whole number', describe(v)));
  }

  base64(v: unknown): string {
    const s = this.string(v);
    return decodeBase64(s) === undefined ? this.fail(M.notBase64) : s;
  }

  /** An ABI type (or struct name); with `topLevel`, also reference and transaction types and void. */
  abiType(
    v: unknown,
    structs: StructDefs,
    opts: { struct?: string | undefined; topLevel?: 'arg' | 'return' } = {},
  ): string {
    const type = this.string(v);
    if (opts.topLevel === 'arg' && (REFERENCE_KINDS.includes(type) || TXN_ARG_KINDS.includes(type)))
      return type;
    if (opts.topLevel === 'return' && type === 'void') return type;
    try {
      parseAbiField(type, structs, opts.struct);
    } catch (e) {
      if (e instanceof AbiTypeError) return this.fail(M.badType(e.message));
      throw e;
    }
    return type;
  }
}
