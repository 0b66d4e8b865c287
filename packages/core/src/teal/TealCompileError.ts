import { SextantError } from '../errors/SextantError';
import type { TealDiagnostic } from './TealDiagnostic';
import { TEAL_MESSAGES as M } from './tealMessages';

export type TealCompileErrorCode = 'teal-empty' | 'teal-invalid' | 'teal-node-failed';

/**
 * Why a program did not compile. `teal-invalid`: the assembler refused it, `diagnostics` place
 * each error at its line; `teal-node-failed`: the node did not answer usefully (down, endpoint
 * disabled). `nodeText` keeps the node's own words either way.
 */
export class TealCompileError extends SextantError<TealCompileErrorCode> {
  override name = 'TealCompileError';
  readonly diagnostics: readonly TealDiagnostic[];
  readonly nodeText: string;

  constructor(code: TealCompileErrorCode, nodeText: string, diagnostics: readonly TealDiagnostic[] = []) {
    const message =
      code === 'teal-empty'
        ? M.empty
        : code === 'teal-invalid'
          ? M.compileFailed(Math.max(1, diagnostics.length))
          : M.compileUnavailable(nodeText);
    super(code, message, { details: { nodeText } });
    this.diagnostics = diagnostics;
    this.nodeText = nodeText;
  }
}
