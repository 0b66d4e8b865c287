import { NodeRejectionError } from '../catalogue/NodeRejectionError';
import { SextantError } from '../errors/SextantError';
import type { StoredError } from './GroupDraft';

/** Any error as the plain data a GroupDraft keeps (the node's own text stays one click away). */
export function storedErrorOf(error: unknown): StoredError {
  if (error instanceof NodeRejectionError)
    return { code: error.code, message: error.message, nodeMessage: error.nodeMessage };
  if (error instanceof SextantError) return { code: error.code, message: error.message };
  return { code: 'UNEXPECTED', message: error instanceof Error ? error.message : String(error) };
}
