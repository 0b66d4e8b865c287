import { SextantError, type SextantErrorOptions } from '../errors/SextantError';

export type DebugErrorCode =
  | 'DEBUG_EMPTY_GROUP'
  | 'DEBUG_BAD_FRAGMENT'
  | 'DEBUG_TXID'
  | 'DEBUG_TXID_NOT_FOUND'
  | 'DEBUG_NO_INDEXER'
  | 'DEBUG_DISASSEMBLE'
  | 'DEBUG_SOURCE_MAP'
  | 'DEBUG_SOURCE_MISMATCH'
  | 'DEBUG_NODE_READ'
  | 'DEBUG_DRYRUN_UNAVAILABLE'
  | 'DEBUG_DRYRUN_FAILED'
  | 'DEBUG_BAD_TRACE'
  | 'DEBUG_BAD_HANDOFF'
  | 'DEBUG_PUYA_MAP';

/** What the debugger could not do, with a stable code the screen branches on. */
export class DebugError extends SextantError<DebugErrorCode> {
  override name = 'DebugError';
  constructor(code: DebugErrorCode, message: string, options: SextantErrorOptions = {}) {
    super(code, message, options);
  }
}
