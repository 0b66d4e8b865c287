import type { Schema } from './ContractSpec';

/** The create's state schema as typed: four whole numbers (an ARC-4 JSON declares none). */
export interface SchemaFields {
  globalInts: string;
  globalBytes: string;
  localInts: string;
  localBytes: string;
}

export const SCHEMA_MESSAGES = {
  whole: 'A whole number.',
  globalMax: 'Global state holds at most 64 keys in all.',
  localMax: 'Local state holds at most 16 keys in all.',
} as const;

export function schemaFieldsOf(s: Schema): SchemaFields {
  return {
    globalInts: String(s.global.ints),
    globalBytes: String(s.global.bytes),
    localInts: String(s.local.ints),
    localBytes: String(s.local.bytes),
  };
}

/** Typed schema → the schema, or each field's problem (the protocol's limits: 64 global, 16 local). */
export function readSchemaFields(
  f: SchemaFields,
): { ok: true; schema: Schema } | { ok: false; errors: Partial<Record<keyof SchemaFields, string>> } {
  const errors: Partial<Record<keyof SchemaFields, string>> = {};
  const n = (k: keyof SchemaFields): number => {
    const t = f[k].trim();
    if (!/^\d{1,3}$/.test(t)) {
      errors[k] = SCHEMA_MESSAGES.whole;
      return 0;
    }
    return Number(t);
  };
  const schema: Schema = {
    global: { ints: n('globalInts'), bytes: n('globalBytes') },
    local: { ints: n('localInts'), bytes: n('localBytes') },
  };
  if (
    errors.globalInts === undefined &&
    errors.globalBytes === undefined &&
    schema.global.ints + schema.global.bytes > 64
  )
    errors.globalBytes = SCHEMA_MESSAGES.globalMax;
  if (
    errors.localInts === undefined &&
    errors.localBytes === undefined &&
    schema.local.ints + schema.local.bytes > 16
  )
    errors.localBytes = SCHEMA_MESSAGES.localMax;
  return Object.keys(errors).length === 0 ? { ok: true, schema } : { ok: false, errors };
}
