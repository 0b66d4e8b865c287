import algosdk from 'algosdk';
import { bytesToBase64Url, decodeBase64 } from '../txn/decodeBytesText';
import { DebugError } from './DebugError';
import type { DebugTxn } from './DebugTxn';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { readDebugInput } from './readDebugInput';

export const GROUP_FRAGMENT_KEY = 'group';

/**
 * A group as a URL fragment (`#group=<base64url>`): each transaction's msgpack, signed ones as
 * SignedTxn and unsigned ones bare, concatenated as goal writes a group file. The fragment never
 * reaches a server.
 */
export function groupFragment(group: readonly (algosdk.Transaction | Uint8Array)[]): string {
  const parts = group.map((t) => (t instanceof Uint8Array ? t : algosdk.encodeUnsignedTransaction(t)));
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    joined.set(p, at);
    at += p.length;
  }
  return `#${GROUP_FRAGMENT_KEY}=${bytesToBase64Url(joined)}`;
}

/** The group a `#group=` fragment holds; undefined when the fragment is about something else. */
export function readGroupFragment(hash: string): DebugTxn[] | undefined {
  const prefix = `#${GROUP_FRAGMENT_KEY}=`;
  if (!hash.startsWith(prefix)) return undefined;
  const bytes = decodeBase64(decodeURIComponent(hash.slice(prefix.length)));
  if (bytes === undefined || bytes.length === 0) throw new DebugError('DEBUG_BAD_FRAGMENT', M.badFragment);
  try {
    return readDebugInput(bytes);
  } catch (cause) {
    throw new DebugError('DEBUG_BAD_FRAGMENT', M.badFragment, { cause });
  }
}
