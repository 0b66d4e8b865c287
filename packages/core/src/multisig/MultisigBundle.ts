import algosdk from 'algosdk';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { checkMultisigParams, type MultisigParams } from './MultisigParams';
import { verifyTxnSignature } from './verifyTxnSignature';

/**
 * A group (or one transaction) being signed by a multisig account in turns. Every transaction in it
 * is authorised by this account (sent by it, or by an account rekeyed to it). Signatures are kept
 * per position, by signer address, as base64.
 */
export interface MultisigBundle {
  params: MultisigParams;
  /** Unsigned transactions, msgpack, base64, in group order. */
  txns: string[];
  signatures: Record<string, string>[];
}

export function createBundle(params: MultisigParams, txns: readonly algosdk.Transaction[]): MultisigBundle {
  checkMultisigParams(params);
  return {
    params: { ...params, addrs: [...params.addrs] },
    txns: txns.map((t) => bytesToBase64(algosdk.encodeUnsignedTransaction(t))),
    signatures: txns.map(() => ({})),
  };
}

export function bundleTransactions(bundle: MultisigBundle): algosdk.Transaction[] {
  return bundle.txns.map((b) => algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(b)));
}

/** Adds one signer's signature to one position (from a wallet that signs raw transaction bytes). */
export function addSignature(
  bundle: MultisigBundle,
  position: number,
  signer: string,
  signature: Uint8Array,
): MultisigBundle {
  if (!bundle.params.addrs.includes(signer))
    throw new MultisigError('MSIG_NOT_A_SIGNER', M.notASigner(signer), { signer });
  const txn = bundleTransactions(bundle)[position];
  if (txn === undefined || signature.length !== 64)
    throw new MultisigError('MSIG_BAD_BUNDLE', M.badSignature(position + 1, signer));
  if (!verifyTxnSignature(txn, signature, signer)) {
    throw new MultisigError('MSIG_BAD_BUNDLE', M.badSignature(position + 1, signer));
  }
  const signatures = bundle.signatures.map((s, i) =>
    i === position ? { ...s, [signer]: bytesToBase64(signature) } : s,
  );
  return { ...bundle, signatures };
}

/** Signs every transaction of the bundle with one member's secret key. */
export function signBundle(bundle: MultisigBundle, secretKey: Uint8Array): MultisigBundle {
  const signer = new algosdk.Address(secretKey.slice(32)).toString();
  if (!bundle.params.addrs.includes(signer))
    throw new MultisigError('MSIG_NOT_A_SIGNER', M.notASigner(signer), { signer });
  const txns = bundleTransactions(bundle);
  return {
    ...bundle,
    signatures: bundle.signatures.map((s, i) => ({
      ...s,
      [signer]: bytesToBase64((txns[i] as algosdk.Transaction).rawSignTxn(secretKey)),
    })),
  };
}

export interface ThresholdStatus {
  position: number;
  have: number;
  need: number;
  met: boolean;
}

/** How many distinct members signed each transaction, against the threshold. */
export function thresholdStatus(bundle: MultisigBundle): ThresholdStatus[] {
  return bundle.signatures.map((s, i) => {
    // Counted per position in the address list, as algod counts subsignatures: an address listed
    // twice signs twice with one signature.
    const have = bundle.params.addrs.filter((a) => s[a] !== undefined).length;
    return { position: i + 1, have, need: bundle.params.threshold, met: have >= bundle.params.threshold };
  });
}

/** The signed transactions to send; refused while any transaction lacks signatures. */
export function bundleToSignedTransactions(bundle: MultisigBundle): Uint8Array[] {
  const short = thresholdStatus(bundle).find((t) => !t.met);
  if (short)
    throw new MultisigError(
      'MSIG_THRESHOLD_NOT_MET',
      M.thresholdNotMet(short.position, short.have, short.need),
      { ...short },
    );
  return encodeBundle(bundle);
}

/**
 * Each transaction as a (possibly partly) signed multisig SignedTxn, the form goal and algosdk
 * exchange. A signature is placed at every position its signer holds in the address list.
 */
export function encodeBundle(bundle: MultisigBundle): Uint8Array[] {
  const { version, threshold, addrs } = bundle.params;
  const msigAddress = algosdk.multisigAddress(bundle.params);
  return bundleTransactions(bundle).map((txn, i) => {
    const sigs = bundle.signatures[i] ?? {};
    const subsig = addrs.map((a) => {
      const pk = algosdk.decodeAddress(a).publicKey;
      const s = sigs[a];
      return s === undefined ? { pk } : { pk, s: algosdk.base64ToBytes(s) };
    });
    const stxn = new algosdk.SignedTransaction({
      txn,
      msig: { v: version, thr: threshold, subsig },
      ...(txn.sender.equals(msigAddress) ? {} : { sgnr: msigAddress }),
    });
    return algosdk.encodeMsgpack(stxn);
  });
}
