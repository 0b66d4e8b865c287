import type { AbiFormValue } from '../abi/AbiField';
import { emptyFormValue } from '../abi/emptyFormValue';
import { templateLiteral, type TemplateField } from './templateFields';

/** The value a template field holds: what was typed, else the spec's own, else empty. */
export function templateValue(t: TemplateField, typed: Readonly<Record<string, AbiFormValue>>): AbiFormValue {
  return typed[t.name] ?? t.initial ?? emptyFormValue(t.field);
}

/** Each template variable whose value is not usable → its field errors (empty: all good). */
export function templateProblems(
  fields: readonly TemplateField[],
  typed: Readonly<Record<string, AbiFormValue>>,
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const t of fields) {
    const r = templateLiteral(t, templateValue(t, typed));
    if (!r.ok) out[t.name] = r.errors;
  }
  return out;
}

/** Every template variable → its TEAL literal, or undefined when one is not usable. */
export function templateLiterals(
  fields: readonly TemplateField[],
  typed: Readonly<Record<string, AbiFormValue>>,
): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const t of fields) {
    const r = templateLiteral(t, templateValue(t, typed));
    if (!r.ok) return undefined;
    out[t.name] = r.teal;
  }
  return out;
}
