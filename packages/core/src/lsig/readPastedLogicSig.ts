import { bytesToBase64, decodeBase64 } from '../txn/decodeBytesText';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { decodeLsigFile } from './lsigFile';
import type { HandedLogicSig } from './studioHandoff';

/**
 * A logic sig pasted for one use (the studio's one-off path): a `.lsig` as base64 (goal's or
 * algosdk's, delegated or not) or, as the studio always took, a bare compiled program as base64
 * (an escrow). goal's file delegated by one account does not name that account: it is the one of
 * `signers` (the accounts whose keys sign the group: senders, or their auth addresses) whose key
 * made the signature. A `.lsig`'s own refusal (legacy msig, a bad signature) is kept, not hidden
 * behind the fallback.
 */
export function readPastedLogicSig(
  text: string,
  name = 'pasted',
  signers: readonly string[] = [],
): HandedLogicSig {
  const trimmed = text.trim();
  try {
    const c = decodeLsigFile(trimmed, signers);
    return {
      name,
      program: bytesToBase64(c.program),
      args: c.args,
      ...(c.delegation && { delegation: c.delegation }),
    };
  } catch (e) {
    if (!(e instanceof LogicSigError) || e.code !== 'lsig-bad-file') throw e;
  }
  const bytes = decodeBase64(trimmed.replace(/\s+/g, ''));
  if (bytes === undefined || bytes.length === 0) throw new LogicSigError('lsig-bad-file', M.pasteNotLsig);
  return { name, program: bytesToBase64(bytes), args: [] };
}
