import type { AbiFormValue } from '../abi/AbiField';
import type { ArgInput } from './readCallArgs';

function typedValue(v: AbiFormValue): boolean {
  if (typeof v === 'string') return v.trim() !== '';
  if (typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.some(typedValue);
  return v.text.trim() !== '';
}

function typedInput(input: ArgInput | undefined): boolean {
  if (input === undefined) return false;
  if (input.kind === 'value') return input.defaultFrom === undefined && typedValue(input.value);
  if (input.kind === 'ref') return input.defaultFrom === undefined && input.text.trim() !== '';
  const d = input.draft as unknown as Record<string, unknown>;
  return ['amount', 'receiver', 'note'].some((k) => typeof d[k] === 'string' && d[k].trim() !== '');
}

/**
 * Whether a person typed any argument (a default the lab filled in does not count): what loading
 * another spec would drop, so the lab asks first.
 */
export function hasTypedArgs(args: Readonly<Record<string, readonly (ArgInput | undefined)[]>>): boolean {
  return Object.values(args).some((inputs) => inputs.some(typedInput));
}
