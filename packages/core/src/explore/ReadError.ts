import { SextantError } from '../errors/SextantError';
import type { ServiceKind } from '../network/NetworkProfile';

export type ReadErrorCode =
  | 'READ_NOT_FOUND'
  | 'READ_UNREACHABLE'
  | 'READ_BAD_TOKEN'
  | 'READ_BAD_REQUEST'
  | 'READ_HTTP_STATUS'
  | 'READ_BAD_RESPONSE'
  | 'READ_NO_INDEXER';

export interface ReadErrorDetails {
  service: ServiceKind;
  /** The API path asked for (no host, no token). */
  path: string;
  status?: number;
  /** The service's own error text, when it sent one. */
  nodeMessage?: string;
  reason?: string;
}

/** Why a read from algod or the indexer gave no usable answer. Screens branch on `code`. */
export class ReadError extends SextantError<ReadErrorCode> {
  override name = 'ReadError';
  declare readonly details: Readonly<ReadErrorDetails>;

  constructor(code: ReadErrorCode, details: ReadErrorDetails, cause?: unknown) {
    super(code, readMessage(code, details), { details: { ...details }, cause });
  }
}

function readMessage(code: ReadErrorCode, d: ReadErrorDetails): string {
  const what = `${d.service} (GET ${d.path})`;
  const node = d.nodeMessage === undefined ? '' : `: ${d.nodeMessage}`;
  switch (code) {
    case 'READ_NOT_FOUND':
      return `Not found on the ${d.service}${node}.`;
    case 'READ_UNREACHABLE':
      // One pair of parentheses: the request in them, the reason after a colon.
      return `Cannot reach the ${what}${d.reason === undefined ? '' : `: ${d.reason}`}.`;
    case 'READ_BAD_TOKEN':
      return `The ${d.service} refused the token (HTTP ${d.status ?? 401}).`;
    case 'READ_BAD_REQUEST':
      return `The ${d.service} refused the request${node}.`;
    case 'READ_HTTP_STATUS':
      return `The ${what} answered HTTP ${d.status ?? '?'}${node}.`;
    case 'READ_BAD_RESPONSE':
      return `The ${what} sent an answer Sextant cannot read: ${d.reason ?? 'unexpected shape'}.`;
    case 'READ_NO_INDEXER':
      return 'This network has no indexer configured; this needs one.';
  }
}

/** True when an error is a ReadError with one of the given codes. */
export function isReadError(error: unknown, ...codes: ReadErrorCode[]): error is ReadError {
  return error instanceof ReadError && (codes.length === 0 || codes.includes(error.code));
}
