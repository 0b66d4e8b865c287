import { bytesToBase64Url, decodeBase64 } from '../txn/decodeBytesText';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { readSavedLogicSig } from './readSavedLogicSig';
import type { SavedLogicSig } from './SavedLogicSig';

/** The public parts of a logic sig another screen hands to the studio (never a key). */
export type HandedLogicSig = Pick<SavedLogicSig, 'name' | 'program' | 'args' | 'delegation'>;

/**
 * What "send from it" hands to the studio in the URL fragment (never sent to a server): the logic
 * sig to preselect as the signer and, the first time, the payment to draft from its account.
 */
export interface StudioHandoff {
  lsig: HandedLogicSig;
  payment?: { receiver: string; amount: string; closeRemainderTo: string };
}

const FORMAT = 1;

/** The hand-off as base64url of its JSON, for `#lsig=` / `#signer=`. */
export function encodeStudioHandoff(h: StudioHandoff): string {
  const json = JSON.stringify({ v: FORMAT, ...h });
  return bytesToBase64Url(new TextEncoder().encode(json));
}

/** Reads what `encodeStudioHandoff` wrote, checking the logic sig as a stored one is checked. */
export function decodeStudioHandoff(text: string): StudioHandoff {
  let raw: unknown;
  try {
    const bytes = decodeBase64(text);
    if (bytes === undefined) throw new Error('not base64url');
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch (e) {
    throw new LogicSigError('lsig-bad-link', M.badHandoff, { cause: e });
  }
  if (typeof raw !== 'object' || raw === null || (raw as { v?: unknown }).v !== FORMAT)
    throw new LogicSigError('lsig-bad-link', M.badHandoff);
  const { lsig, payment } = raw as { lsig?: unknown; payment?: unknown };
  // The stored-record reader wants an id and a source; a hand-off carries neither.
  const read = readSavedLogicSig({ id: 'handed', source: '', ...(lsig as object) });
  if (read === undefined) throw new LogicSigError('lsig-bad-link', M.badHandoff);
  const out: StudioHandoff = {
    lsig: {
      name: read.name,
      program: read.program,
      args: read.args,
      ...(read.delegation && { delegation: read.delegation }),
    },
  };
  if (payment !== undefined) {
    const p = payment as Record<string, unknown>;
    const text = (k: string) => (typeof p[k] === 'string' ? p[k] : '');
    out.payment = {
      receiver: text('receiver'),
      amount: text('amount'),
      closeRemainderTo: text('closeRemainderTo'),
    };
  }
  return out;
}
