import algosdk from 'algosdk';
import { splitMsgpack } from '../offline/splitMsgpack';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { ComposeAction } from './composeReducer';
import type { BuiltGroup } from './GroupDraft';
import { hasSignature } from '../txn/hasSignature';

export interface ImportedSignatures {
  /** One `signed` action per transaction of the file that belongs to this group. */
  actions: Extract<ComposeAction, { type: 'signed' }>[];
  /** Transactions in the file that are not in this group, or not signed. */
  ignored: number;
}

/**
 * The offline round trip's way back: a file signed elsewhere (`goal clerk sign`, another wallet)
 * holding some or all of the group's transactions, in any order, matched to positions by txid.
 */
export function signaturesFromFile(built: BuiltGroup, bytes: Uint8Array): ImportedSignatures {
  const actions: ImportedSignatures['actions'] = [];
  let ignored = 0;
  for (const part of splitMsgpack(bytes)) {
    let stxn: algosdk.SignedTransaction;
    try {
      stxn = algosdk.decodeSignedTransaction(part);
    } catch {
      ignored++;
      continue;
    }
    const position = built.txids.indexOf(stxn.txn.txID());
    if (position < 0 || !hasSignature(stxn)) ignored++;
    else actions.push({ type: 'signed', position, signedTxn: bytesToBase64(part) });
  }
  return { actions, ignored };
}
