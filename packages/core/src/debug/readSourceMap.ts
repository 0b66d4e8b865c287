import { decode } from '@jridgewell/sourcemap-codec';

/**
 * pc → source line (0-based) from algod's compile source map (version 3): each generated "line"
 * of `mappings` is one byte offset of the program, so the n-th group's first segment names the
 * source line of the instruction starting at pc n. Undefined when the map is not version 3.
 */
export function readSourceMap(sourcemap: unknown): Map<number, number> | undefined {
  const map = asRecord(sourcemap);
  if (map === undefined) return undefined;
  if (Number(map['version']) !== 3 || typeof map['mappings'] !== 'string') return undefined;
  const out = new Map<number, number>();
  decode(map['mappings']).forEach((segments, pc) => {
    const line = segments[0]?.[2];
    if (line !== undefined) out.set(pc, line);
  });
  return out;
}

/** The map as a plain object (algosdk hands it over as an UntypedValue holding a Map). */
function asRecord(v: unknown): Record<string, unknown> | undefined {
  if (v instanceof Map) return Object.fromEntries(v as Map<string, unknown>);
  if (typeof v === 'object' && v !== null) {
    const data = (v as { data?: unknown }).data;
    if (data !== undefined && !(v as Record<string, unknown>)['mappings']) return asRecord(data);
    return v as Record<string, unknown>;
  }
  return undefined;
}
