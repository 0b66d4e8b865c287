import type algosdk from 'algosdk';
import { parseJson } from '../json/parseJson';
import { SextantError } from '../errors/SextantError';
import { FIELD_MESSAGES as F } from './fieldMessages';
import type { FieldReader } from './FieldReader';
import { decodeBase64 } from './decodeBytesText';
import type { CommonDraftFields } from './TxnDraft';

export const MAX_NOTE_BYTES = 1024;
export const MAX_VALID_SPAN = 1000n;
const ALGO_DECIMALS = 6;

export interface CommonParams {
  sender: string;
  note?: Uint8Array;
  lease?: Uint8Array;
  rekeyTo?: string;
  suggestedParams: algosdk.SuggestedParams;
}

/** The fields every transaction type has. */
export function readCommonFields(
  r: FieldReader,
  d: CommonDraftFields,
  suggested: algosdk.SuggestedParams,
): CommonParams | undefined {
  const sender = r.address('sender', d.sender, true);
  const rekeyTo = r.address('rekeyTo', d.rekeyTo, false);
  const note = readNote(r, d);
  const lease = r.fixedBytes('lease', d.lease, 32, false);
  const rounds = readRounds(r, d, suggested);
  const fee = d.feeMode === 'flat' ? r.amount('flatFee', d.flatFee, ALGO_DECIMALS) : BigInt(suggested.fee);
  if (sender === undefined || rounds === undefined || fee === undefined || !r.ok) return undefined;
  const suggestedParams: algosdk.SuggestedParams = {
    ...suggested,
    ...rounds,
    fee,
    flatFee: d.feeMode === 'flat',
  };
  const out: CommonParams = { sender, suggestedParams };
  if (note !== undefined && note.length > 0) out.note = note;
  if (lease !== undefined) out.lease = lease;
  if (rekeyTo !== undefined) out.rekeyTo = rekeyTo;
  return out;
}

function readNote(r: FieldReader, d: CommonDraftFields): Uint8Array | undefined {
  let bytes: Uint8Array | undefined;
  if (d.noteEncoding === 'base64') {
    bytes = decodeBase64(d.note);
    if (bytes === undefined) return r.fail('note', F.noteBase64);
  } else if (d.noteEncoding === 'json' && d.note.trim() !== '') {
    try {
      parseJson(d.note);
    } catch (e) {
      const why = e instanceof SextantError ? e.message.replace(/^Invalid JSON: /, '') : 'unreadable';
      return r.fail('note', F.noteJson(why));
    }
    bytes = new TextEncoder().encode(d.note.trim());
  } else {
    bytes = new TextEncoder().encode(d.note);
  }
  return bytes.length > MAX_NOTE_BYTES ? r.fail('note', F.noteTooLong(bytes.length)) : bytes;
}

function readRounds(
  r: FieldReader,
  d: CommonDraftFields,
  s: algosdk.SuggestedParams,
): { firstValid: bigint; lastValid: bigint } | undefined {
  const typedFirst = r.uint64('firstValid', d.firstValid, false);
  const typedLast = r.uint64('lastValid', d.lastValid, false);
  if (
    (d.firstValid.trim() !== '' && typedFirst === undefined) ||
    (d.lastValid.trim() !== '' && typedLast === undefined)
  ) {
    return undefined;
  }
  const suggestedFirst = BigInt(s.firstValid);
  const suggestedSpan = BigInt(s.lastValid) - suggestedFirst;
  const firstValid = typedFirst ?? suggestedFirst;
  // Only the first typed: keep the node's suggested window length from there.
  const lastValid =
    typedLast ?? firstValid + (suggestedSpan > MAX_VALID_SPAN ? MAX_VALID_SPAN : suggestedSpan);
  if (lastValid < firstValid) return r.fail('lastValid', F.lastBeforeFirst);
  if (lastValid - firstValid > MAX_VALID_SPAN)
    return r.fail('lastValid', F.windowTooLong(lastValid - firstValid));
  return { firstValid, lastValid };
}
