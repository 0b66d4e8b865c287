import algosdk from 'algosdk';

/**
 * A block stores its transactions without genesis id/hash (flags say which were there); the txid and
 * the indexer's `genesis-id`/`genesis-hash` fields need them back, so rebuild the transaction with them.
 */
export function restoreGenesis(stib: algosdk.SignedTxnInBlock, header: algosdk.BlockHeader): algosdk.SignedTxnWithAD {
  const withAd = stib.signedTxn;
  const stxn = withAd.signedTxn;
  const txn = stxn.txn;
  const needId = stib.hasGenesisID && !txn.genesisID;
  const needHash = stib.hasGenesisHash && txn.genesisHash === undefined;
  if (!needId && !needHash) return withAd;
  const data = txn.toEncodingData();
  if (needId) data.set('gen', header.genesisID);
  if (needHash) data.set('gh', header.genesisHash);
  const restored = algosdk.Transaction.fromEncodingData(data);
  const signed = new algosdk.SignedTransaction({
    txn: restored,
    ...(stxn.sig !== undefined && { sig: stxn.sig }),
    ...(stxn.msig !== undefined && { msig: stxn.msig }),
    ...(stxn.lsig !== undefined && { lsig: stxn.lsig }),
    ...(stxn.pqsig !== undefined && { pqsig: stxn.pqsig }),
    ...(stxn.sgnr !== undefined && { sgnr: stxn.sgnr }),
  });
  return new algosdk.SignedTxnWithAD({ signedTxn: signed, applyData: withAd.applyData });
}
