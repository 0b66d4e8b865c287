import type algosdk from 'algosdk';
import { b64 } from '../render/encode';
import { sigTypeOf } from '../render/renderSignature';
import { addressText } from '../render/addressText';

/**
 * One row per transaction, inner ones included, in the order algorand/indexer numbers them: a
 * top-level transaction, then its inner transactions depth-first, each taking the next intra-round
 * offset. Searches match rows and return their roots, like the indexer's txn table.
 */
export interface TxnRow {
  /** Index in the store's row list; rows are in (round, intra) order. */
  pos: number;
  /** The top-level transaction this row belongs to (itself for a root). */
  rootPos: number;
  /** Last position of this row's subtree (a root's last inner transaction, or itself). */
  endPos: number;
  round: number;
  intra: number;
  /** Where the transaction sits in its block: the payset index of its root ... */
  paysetIndex: number;
  /** ... then, for an inner transaction, its index at each level down (`IndexStore.stxn` reads it). */
  innerPath: readonly number[] | undefined;
  type: string;
  sigType: 'sig' | 'msig' | 'lsig' | undefined;
  sender: string;
  receiver: string | undefined;
  closeTo: string | undefined;
  assetSender: string | undefined;
  assetCloseTo: string | undefined;
  freezeTarget: string | undefined;
  /** Addresses the indexer's txn_participation lists for this row (without its inner rows). */
  participants: string[];
  /** The indexer's `asset` column: asset or app id configured, transferred, frozen, called or created. */
  creatable: bigint;
  /** `amt` when the msgpack carries it (non-zero): currency filters skip rows without it, as the indexer's SQL does. */
  algoAmount: bigint | undefined;
  /** `aamt` likewise. */
  assetAmount: bigint | undefined;
  note: Uint8Array;
  group: string | undefined;
  rekey: boolean;
  /** Roots only: the transaction id, and the created asset/app id when apply data lacks it. */
  txid: string | undefined;
  createdIndex: bigint | undefined;
  /** Roots only: the genesis fields the block left out of the transaction. */
  genesisId: string | undefined;
  genesisHash: Uint8Array | undefined;
}

function addrStr(a: algosdk.Address | undefined): string | undefined {
  if (a === undefined) return undefined;
  for (const b of a.publicKey) if (b !== 0) return addressText(a);
  return undefined;
}

/** Where a new row goes; identity fields (txid, genesis) are filled in for roots afterwards. */
export interface RowPlacement {
  pos: number;
  rootPos: number;
  round: number;
  intra: number;
  paysetIndex: number;
  innerPath: readonly number[] | undefined;
}

const NO_NOTE = new Uint8Array(0);

/**
 * A row with the attributes searches filter on. Built as one object literal so every row shares
 * one shape (100k rows: spreading partial objects cost more than all the rest of ingest).
 */
export function makeRow(stxn: algosdk.SignedTxnWithAD, at: RowPlacement): TxnRow {
  const txn = stxn.signedTxn.txn;
  const ad = stxn.applyData;
  const sender = addressText(txn.sender);
  let receiver: string | undefined;
  let closeTo: string | undefined;
  let assetSender: string | undefined;
  let assetCloseTo: string | undefined;
  let freezeTarget: string | undefined;
  let creatable = 0n;
  let algoAmount: bigint | undefined;
  let assetAmount: bigint | undefined;
  const participants = [sender];
  const add = (a: string | undefined): void => {
    if (a !== undefined && !participants.includes(a)) participants.push(a);
  };
  if (txn.payment !== undefined) {
    receiver = addrStr(txn.payment.receiver);
    closeTo = addrStr(txn.payment.closeRemainderTo);
    if (txn.payment.amount !== 0n) algoAmount = txn.payment.amount;
    add(receiver);
    add(closeTo);
  } else if (txn.assetTransfer !== undefined) {
    const t = txn.assetTransfer;
    receiver = addrStr(t.receiver);
    assetSender = addrStr(t.assetSender);
    assetCloseTo = addrStr(t.closeRemainderTo);
    creatable = t.assetIndex;
    if (t.amount !== 0n) assetAmount = t.amount;
    add(assetSender);
    add(receiver);
    add(assetCloseTo);
  } else if (txn.assetFreeze !== undefined) {
    freezeTarget = addrStr(txn.assetFreeze.freezeAccount);
    creatable = txn.assetFreeze.assetIndex;
    add(freezeTarget);
  } else if (txn.assetConfig !== undefined) {
    creatable = txn.assetConfig.assetIndex === 0n ? (ad.configAsset ?? 0n) : txn.assetConfig.assetIndex;
  } else if (txn.applicationCall !== undefined) {
    const a = txn.applicationCall;
    creatable = a.appIndex === 0n ? (ad.applicationID ?? 0n) : a.appIndex;
    for (const acct of a.accounts) add(addrStr(acct));
  }
  return {
    pos: at.pos,
    rootPos: at.rootPos,
    endPos: at.pos,
    round: at.round,
    intra: at.intra,
    paysetIndex: at.paysetIndex,
    innerPath: at.innerPath,
    type: txn.type,
    sigType: sigTypeOf(stxn.signedTxn),
    sender,
    receiver,
    closeTo,
    assetSender,
    assetCloseTo,
    freezeTarget,
    participants,
    creatable,
    algoAmount,
    assetAmount,
    // Copied: the decoded note may be a view of the whole block or request it came from.
    note: txn.note.length === 0 ? NO_NOTE : txn.note.slice(),
    group: txn.group === undefined || txn.group.every((b) => b === 0) ? undefined : b64(txn.group),
    rekey: addrStr(txn.rekeyTo) !== undefined,
    txid: undefined,
    createdIndex: undefined,
    genesisId: undefined,
    genesisHash: undefined,
  };
}
