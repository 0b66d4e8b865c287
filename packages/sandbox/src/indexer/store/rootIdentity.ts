import algosdk from 'algosdk';
import { base32 } from '../../util/base32';
import { sha512_256 } from '../../util/sha512_256';

export interface RootIdentity {
  txid: string;
  /** The genesis id/hash the transaction was signed with, which the block stored without. */
  genesisId: string | undefined;
  genesisHash: Uint8Array | undefined;
}

const TX = new TextEncoder().encode('TX');

/**
 * A block stores its transactions without genesis id/hash; the txid and the indexer's
 * `genesis-id`/`genesis-hash` need them back. As go-algorand's DecodeSignedTxn: the id when the
 * flag says it was there, the hash always (every protocol since 2019 requires it, so algod drops it
 * without setting the flag). The txid is hashed from the restored encoding directly, without
 * building a new algosdk Transaction (that costs more than the rest of indexing a row).
 */
export function rootIdentity(
  stib: algosdk.SignedTxnInBlock,
  header: algosdk.BlockHeader,
  knownTxid?: string,
): RootIdentity {
  const txn = stib.signedTxn.signedTxn.txn;
  const genesisId = txn.genesisID || (stib.hasGenesisID ? header.genesisID : undefined);
  const genesisHash = txn.genesisHash ?? header.genesisHash;
  if (knownTxid !== undefined) return { txid: knownTxid, genesisId, genesisHash };
  const data = txn.toEncodingData();
  if (genesisId !== undefined) data.set('gen', genesisId);
  data.set('gh', genesisHash);
  const bytes = algosdk.msgpackRawEncode(txn.getEncodingSchema().prepareMsgpack(data));
  return { txid: base32(sha512_256(TX, bytes)), genesisId, genesisHash };
}
