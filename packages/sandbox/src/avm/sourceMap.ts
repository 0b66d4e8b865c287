/**
 * Source maps as algod's /v2/teal/compile?sourcemap=true returns them (go-algorand's
 * GetSourceMap): one `mappings` segment per program byte, empty except where an instruction
 * starts; each segment is [0, 0, Δline, Δcolumn] in base64 VLQ, relative to the previous one.
 */

export interface SourceMap {
  readonly version: 3;
  readonly sources: string[];
  readonly names: string[];
  readonly mappings: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  while (v >= 32) {
    out += B64[32 | (v & 31)];
    v >>= 5;
  }
  return out + B64[v];
}

/** algod names the single source "<body>". */
export function makeSourceMap(
  pcToSource: ReadonlyMap<number, { readonly line: number; readonly column: number }>,
  sources: string[] = ['<body>'],
): SourceMap {
  let maxPc = 0;
  for (const pc of pcToSource.keys()) if (pc > maxPc) maxPc = pc;
  const segments: string[] = [];
  let prevLine = 0;
  let prevColumn = 0;
  for (let pc = 0; pc <= maxPc; pc++) {
    const loc = pcToSource.get(pc);
    if (!loc) {
      segments.push('');
      continue;
    }
    segments.push(vlq(0) + vlq(0) + vlq(loc.line - prevLine) + vlq(loc.column - prevColumn));
    prevLine = loc.line;
    prevColumn = loc.column;
  }
  return { version: 3, sources, names: [], mappings: segments.join(';') };
}
