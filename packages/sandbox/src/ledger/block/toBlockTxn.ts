import algosdk from 'algosdk';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';

/**
 * A transaction as algod stores it in a block: genesis id dropped and `hgi` set when it matched,
 * genesis hash always dropped (the protocol requires it, so `hgh` stays false), plus apply data.
 */
export function toBlockTxn(p: PreparedTxn, ad: ApplyDataDraft): algosdk.SignedTxnInBlock {
  const data = p.txn.toEncodingData();
  // algosdk leaves genesisID undefined when a transaction names none.
  const hadGenesisId = (p.txn.genesisID ?? '') !== '';
  data.delete('gen');
  data.delete('gh');
  const stripped = algosdk.Transaction.fromEncodingData(data);
  const stxn = new algosdk.SignedTransaction({
    txn: stripped,
    ...(p.stxn.sig !== undefined && { sig: p.stxn.sig }),
    ...(p.stxn.msig !== undefined && { msig: p.stxn.msig }),
    ...(p.stxn.lsig !== undefined && { lsig: p.stxn.lsig }),
    ...(p.stxn.pqsig !== undefined && { pqsig: p.stxn.pqsig }),
    ...(p.stxn.sgnr !== undefined && { sgnr: p.stxn.sgnr }),
  });
  return new algosdk.SignedTxnInBlock({
    signedTxn: new algosdk.SignedTxnWithAD({ signedTxn: stxn, applyData: toApplyData(ad) }),
    hasGenesisID: hadGenesisId,
    hasGenesisHash: false,
  });
}

export function toApplyData(ad: ApplyDataDraft): algosdk.ApplyData {
  return new algosdk.ApplyData({
    ...(ad.closingAmount !== undefined && { closingAmount: ad.closingAmount }),
    ...(ad.assetClosingAmount !== undefined && { assetClosingAmount: ad.assetClosingAmount }),
    ...(ad.configAsset !== undefined && { configAsset: ad.configAsset }),
    ...(ad.applicationID !== undefined && { applicationID: ad.applicationID }),
    ...(ad.evalDelta !== undefined && { evalDelta: ad.evalDelta }),
  });
}

/** The full signed transaction back from a block entry: genesis id/hash restored from the header. */
export function fromBlockTxn(
  stib: algosdk.SignedTxnInBlock,
  header: algosdk.BlockHeader,
): algosdk.SignedTransaction {
  const stxn = stib.signedTxn.signedTxn;
  const data = stxn.txn.toEncodingData();
  if (stib.hasGenesisID) data.set('gen', header.genesisID);
  data.set('gh', header.genesisHash);
  return new algosdk.SignedTransaction({
    txn: algosdk.Transaction.fromEncodingData(data),
    ...(stxn.sig !== undefined && { sig: stxn.sig }),
    ...(stxn.msig !== undefined && { msig: stxn.msig }),
    ...(stxn.lsig !== undefined && { lsig: stxn.lsig }),
    ...(stxn.pqsig !== undefined && { pqsig: stxn.pqsig }),
    ...(stxn.sgnr !== undefined && { sgnr: stxn.sgnr }),
  });
}
