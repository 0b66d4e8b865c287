import type { TealDiagnostic } from '../teal/TealDiagnostic';
import { CompileError } from './compilePrograms';

type Which = 'approval' | 'clear';

/** Where the node refused the TEAL a person gave, kept with the text it refused. */
export type ProgramMarks = Partial<Record<Which, { text: string; diagnostics: readonly TealDiagnostic[] }>>;

/** The marks a failed deploy leaves on the given TEAL (none when it failed for another reason). */
export function programMarksOf(error: unknown, teal: Readonly<Record<Which, string>>): ProgramMarks {
  if (!(error instanceof CompileError) || error.program === undefined || error.diagnostics.length === 0)
    return {};
  return { [error.program]: { text: teal[error.program], diagnostics: error.diagnostics } };
}

/** The marks of one program while its text is the one refused; an edit clears them. */
export function marksFor(marks: ProgramMarks, which: Which, text: string): readonly TealDiagnostic[] {
  const m = marks[which];
  return m !== undefined && m.text === text ? m.diagnostics : [];
}
