import type { AbiField, AbiFormValue } from '../abi/AbiField';
import { encodeAbiValue } from '../abi/encodeAbiValue';
import { parseAbiField } from '../abi/parseAbiField';
import { readAbiValue } from '../abi/readAbiValue';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import type { ContractSpec } from './ContractSpec';

/**
 * A template variable as a typed field. `int` values go into the TEAL as decimal integers, the
 * others as 0x bytes: AVMBytes / AVMString raw, ABI types ABI-encoded. TMPL_UPDATABLE and
 * TMPL_DELETABLE are toggles (1 or 0), as AlgoKit deploys them.
 */
export interface TemplateField {
  name: string;
  field: AbiField;
  as: 'int' | 'abi' | 'raw';
  toggle: boolean;
  /** The value the spec already gives, as form input. */
  initial?: AbiFormValue;
}

const TOGGLES = ['UPDATABLE', 'DELETABLE'];

export function templateFields(spec: Pick<ContractSpec, 'templateVariables' | 'structs'>): TemplateField[] {
  return Object.entries(spec.templateVariables).map(([name, tv]): TemplateField => {
    const toggle = TOGGLES.includes(name);
    if (toggle) return { name, field: parseAbiField('bool'), as: 'int', toggle };
    if (tv.type === 'AVMUint64') return { name, field: parseAbiField('uint64'), as: 'int', toggle };
    if (tv.type === 'AVMBytes') return { name, field: parseAbiField('byte[]'), as: 'raw', toggle };
    if (tv.type === 'AVMString') return { name, field: parseAbiField('string'), as: 'raw', toggle };
    const field = parseAbiField(
      tv.type,
      spec.structs,
      Object.hasOwn(spec.structs, tv.type) ? tv.type : undefined,
    );
    const small = (field.kind === 'uint' && field.bits <= 64) || field.kind === 'bool';
    return { name, field, as: small ? 'int' : 'abi', toggle };
  });
}

/** A template field's input → the literal placed in the TEAL, or the problem (keyed like readAbiValue). */
export function templateLiteral(
  t: TemplateField,
  value: AbiFormValue,
): { ok: true; teal: string } | { ok: false; errors: Record<string, string> } {
  const r = readAbiValue(t.field, value);
  if (!r.ok) return r;
  if (t.as === 'int')
    return {
      ok: true,
      teal: typeof r.value === 'boolean' ? (r.value ? '1' : '0') : String(r.value as bigint),
    };
  if (t.as === 'raw') {
    const bytes = r.value instanceof Uint8Array ? r.value : new TextEncoder().encode(String(r.value));
    return { ok: true, teal: `0x${bytesToHex(bytes)}` };
  }
  return { ok: true, teal: `0x${bytesToHex(encodeAbiValue(t.field, r.value))}` };
}

/** base64 TEAL → text with every TMPL_NAME replaced by its literal (whole tokens only). */
export function substituteTemplates(base64Teal: string, literals: Readonly<Record<string, string>>): string {
  const teal = new TextDecoder().decode(decodeBase64(base64Teal) ?? new Uint8Array());
  return teal.replace(/\bTMPL_([A-Za-z0-9_]+)\b/g, (whole, name: string) => literals[name] ?? whole);
}
