import algosdk from 'algosdk';
import { SextantError } from '../errors/SextantError';
import { bytesToBase64, decodeBase64, decodeHex } from '../txn/decodeBytesText';
import { OFFLINE_MESSAGES as M } from './offlineMessages';
import type { ReadableTxn, SignatureView } from './ReadableTxn';
import { splitMsgpack } from './splitMsgpack';
import { TXN_TYPE_LABELS } from '../txn/txnTypeLabels';
import { typeFields } from './typeFields';

export type DecodeErrorCode = 'DECODE_EMPTY' | 'DECODE_ENCODING' | 'DECODE_NOT_TRANSACTION';

/**
 * Anything a person pastes or drops: base64 or hex text, or raw bytes, holding one transaction,
 * one signed transaction, or several of either concatenated (a group, as goal writes it).
 */
export function decodeTransactions(input: string | Uint8Array): ReadableTxn[] {
  return decodeItems(input).map((item) => item.readable);
}

/** One item of what was pasted: its own bytes, the transaction, and its readable form. */
export interface DecodedItem {
  /** Exactly the bytes of this item as pasted (a bare transaction or a SignedTxn). */
  bytes: Uint8Array;
  txn: algosdk.Transaction;
  /**
   * Whether the item could be sent as it is: a single signature, a logic sig, or a multisig with
   * at least its threshold of sub-signatures (a partly signed multisig is not).
   */
  signed: boolean;
  readable: ReadableTxn;
}

/** Like decodeTransactions, keeping each item's bytes and transaction for re-export and signing. */
export function decodeItems(input: string | Uint8Array): DecodedItem[] {
  const bytes = typeof input === 'string' ? textToBytes(input) : input;
  if (bytes.length === 0) throw new SextantError<DecodeErrorCode>('DECODE_EMPTY', M.empty);
  let items: Uint8Array[];
  try {
    items = splitMsgpack(bytes);
  } catch (e) {
    throw new SextantError<DecodeErrorCode>('DECODE_NOT_TRANSACTION', M.notTransaction(1, reason(e)), {
      cause: e,
    });
  }
  return items.map((item, i) => decodeOne(item, i + 1));
}

function textToBytes(text: string): Uint8Array {
  const t = text.trim();
  if (t === '') throw new SextantError<DecodeErrorCode>('DECODE_EMPTY', M.empty);
  // Hex first is safe: base64 of a msgpack map (0x80–0x8f) starts with g–j, never a hex digit.
  const bytes = decodeHex(t) ?? decodeBase64(t);
  if (bytes === undefined) throw new SextantError<DecodeErrorCode>('DECODE_ENCODING', M.encoding);
  return bytes;
}

function decodeOne(bytes: Uint8Array, position: number): DecodedItem {
  try {
    // As a Map: state proofs have integer keys, which the object decoder refuses.
    const raw = algosdk.msgpackRawDecodeAsMap(bytes);
    if (!(raw instanceof Map)) throw new Error('not a map');
    if (raw.has('txn')) {
      const stxn = algosdk.decodeSignedTransaction(bytes);
      const signature = signatureView(stxn);
      return {
        bytes,
        txn: stxn.txn,
        signed: isComplete(signature),
        readable: readable(stxn.txn, 'signedTransaction', signature, stxn.sgnr?.toString()),
      };
    }
    const txn = algosdk.decodeUnsignedTransaction(bytes);
    return { bytes, txn, signed: false, readable: readable(txn, 'transaction', { kind: 'none' }) };
  } catch (e) {
    throw new SextantError<DecodeErrorCode>('DECODE_NOT_TRANSACTION', M.notTransaction(position, reason(e)), {
      cause: e,
      details: { position },
    });
  }
}

function isComplete(s: SignatureView): boolean {
  if (s.kind === 'multisig') return s.signedBy.length >= s.threshold;
  return s.kind !== 'none';
}

function signatureView(s: algosdk.SignedTransaction): SignatureView {
  if (s.sig) return { kind: 'single' };
  if (s.msig) {
    const addresses = s.msig.subsig.map((x) => new algosdk.Address(x.pk).toString());
    return {
      kind: 'multisig',
      version: s.msig.v,
      threshold: s.msig.thr,
      addresses,
      signedBy: s.msig.subsig.flatMap((x, i) => (x.s ? [addresses[i] as string] : [])),
    };
  }
  if (s.lsig) {
    return {
      kind: 'logicsig',
      program: bytesToBase64(s.lsig.logic),
      args: s.lsig.args.length,
      delegated: s.lsig.sig !== undefined || s.lsig.msig !== undefined || s.lsig.lmsig !== undefined,
    };
  }
  return { kind: 'none' };
}

function readable(
  t: algosdk.Transaction,
  envelope: ReadableTxn['envelope'],
  signature: SignatureView,
  authAddress?: string,
): ReadableTxn {
  const out: ReadableTxn = {
    envelope,
    txid: t.txID(),
    type: t.type,
    typeLabel: TXN_TYPE_LABELS[t.type] ?? t.type,
    sender: t.sender.toString(),
    fee: t.fee,
    firstValid: t.firstValid,
    lastValid: t.lastValid,
    fields: typeFields(t),
    signature,
  };
  if (t.genesisID) out.genesisID = t.genesisID;
  if (t.genesisHash) out.genesisHash = bytesToBase64(t.genesisHash);
  if (t.group) out.group = bytesToBase64(t.group);
  if (t.lease) out.lease = bytesToBase64(t.lease);
  if (t.rekeyTo) out.rekeyTo = t.rekeyTo.toString();
  if (t.note.length > 0) {
    out.noteBase64 = bytesToBase64(t.note);
    const text = utf8(t.note);
    if (text !== undefined) out.noteText = text;
  }
  if (authAddress) out.authAddress = authAddress;
  return out;
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function reason(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.replace(/\.$/, '').charAt(0).toLowerCase() + m.replace(/\.$/, '').slice(1);
}
