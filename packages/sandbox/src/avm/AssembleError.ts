/**
 * Why a TEAL program did not assemble. `report` is go-algorand's ReportMultipleErrors text,
 * which algod's /v2/teal/compile returns as its 400 `message`: "1 error: 3:4: ...\n" for a lone
 * error, otherwise one "line:col: message" per line (at most 10 errors, then at most 10 warnings).
 * Columns are 0-based byte offsets and go-algorand omits them when 0 ("3: unknown opcode: foo").
 */
import { formatSourceError, type SourceError } from './asm/Token';

export type AssembleDiagnostic = SourceError;

export function reportProblems(errors: readonly SourceError[], warnings: readonly SourceError[]): string {
  if (errors.length === 1 && warnings.length === 0)
    return `1 error: ${formatSourceError(errors[0] as SourceError)}\n`;
  const lines = [...errors.slice(0, 10), ...warnings.slice(0, 10)].map((e) => `${formatSourceError(e)}\n`);
  return lines.join('');
}

export class AssembleError extends Error {
  readonly code = 'assemble_failed' as const;
  /** 1-based lines, 0-based byte columns, in the order go-algorand reports them. */
  readonly errors: readonly AssembleDiagnostic[];
  readonly warnings: readonly AssembleDiagnostic[];
  /** The exact text algod answers with, trailing newline included. */
  readonly report: string;

  constructor(errors: readonly AssembleDiagnostic[], warnings: readonly AssembleDiagnostic[]) {
    const report = reportProblems(errors, warnings);
    super(report.trimEnd());
    this.name = 'AssembleError';
    this.errors = errors;
    this.warnings = warnings;
    this.report = report;
  }
}
