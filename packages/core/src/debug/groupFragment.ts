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
export function groupFragment(
  group: readonly (algosdk.Transaction | Uint8Array)[],
  options: FragmentOptions = {},
): string {
  const parts = group.map((t) => (t instanceof Uint8Array ? t : algosdk.encodeUnsignedTransaction(t)));
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    joined.set(p, at);
    at += p.length;
  }
  const extra = [
    options.run === true ? `&${RUN_KEY}=1` : '',
    options.handoff !== undefined ? `&${HANDOFF_KEY}=${encodeURIComponent(options.handoff)}` : '',
  ].join('');
  return `#${GROUP_FRAGMENT_KEY}=${bytesToBase64Url(joined)}${extra}`;
}

/** What a link into the debugger asks besides the group. */
export interface FragmentOptions {
  /** Simulate as soon as the page opens (a failure from another screen opens at its failing line). */
  run?: boolean;
  /** The id of a stored hand-off (TEAL sources, contract specs) the sending screen left. */
  handoff?: string;
}

const RUN_KEY = 'run';
const HANDOFF_KEY = 'with';

/** The options after the group in a `#group=…&run=1&with=…` fragment. */
export function readFragmentOptions(hash: string): FragmentOptions {
  if (!hash.startsWith(`#${GROUP_FRAGMENT_KEY}=`)) return {};
  const params = new URLSearchParams(hash.slice(1));
  const handoff = params.get(HANDOFF_KEY);
  return {
    ...(params.get(RUN_KEY) === '1' && { run: true }),
    ...(handoff !== null && handoff !== '' && { handoff }),
  };
}

/** The group a `#group=` fragment holds; undefined when the fragment is about something else. */
export function readGroupFragment(hash: string): DebugTxn[] | undefined {
  const prefix = `#${GROUP_FRAGMENT_KEY}=`;
  if (!hash.startsWith(prefix)) return undefined;
  const value = hash.slice(prefix.length).split('&')[0] ?? '';
  const bytes = decodeBase64(decodeURIComponent(value));
  if (bytes === undefined || bytes.length === 0) throw new DebugError('DEBUG_BAD_FRAGMENT', M.badFragment);
  try {
    return readDebugInput(bytes);
  } catch (cause) {
    throw new DebugError('DEBUG_BAD_FRAGMENT', M.badFragment, { cause });
  }
}
