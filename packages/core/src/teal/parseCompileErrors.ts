import type { TealDiagnostic } from './TealDiagnostic';

/**
 * algod's /v2/teal/compile failure text as diagnostics. go-algorand reports one error as
 * "1 error: 3:4: message" and several as one "line:col: message" per line (the column is left
 * out when it is 0: "3: unknown opcode: foo"). Lines without a position are dropped here; the
 * caller keeps the node's whole text beside them.
 */
export function parseCompileErrors(text: string): TealDiagnostic[] {
  const out: TealDiagnostic[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^\d+ errors?: /, '').trim();
    const m = /^(\d+):(?:(\d+):)? ?(.*)$/.exec(line);
    if (!m) continue;
    const diagnostic: TealDiagnostic = { line: Number(m[1]), message: (m[3] ?? '').trim() };
    if (m[2] !== undefined) diagnostic.column = Number(m[2]);
    out.push(diagnostic);
  }
  return out;
}
