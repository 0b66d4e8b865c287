import { assemble, type AssembleOptions } from '../assemble';
import { AssembleError } from '../AssembleError';

/** The AssembleError `source` must produce; throws (failing the test) when it assembles. */
export function assembleFailure(source: string, options?: AssembleOptions): AssembleError {
  try {
    assemble(source, options);
  } catch (e) {
    if (e instanceof AssembleError) return e;
    throw e;
  }
  throw new Error(`expected an assembly error for:\n${source}`);
}

/** The errors of a failed assembly as go-algorand prints them, one per entry. */
export function assembleErrorLines(source: string, options?: AssembleOptions): string[] {
  return assembleFailure(source, options).report.trimEnd().split('\n');
}
