import algosdk from 'algosdk';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import { SextantError } from '../errors/SextantError';
import { concatBytes } from '../encoding/concatBytes';
import { splitMsgpack } from '../offline/splitMsgpack';
import { bytesToBase64, bytesToBase64Url, decodeBase64 } from '../txn/decodeBytesText';
import { encodeBundle, type MultisigBundle } from './MultisigBundle';
import { checkMultisigParams } from './MultisigParams';
import { verifyTxnSignature } from './verifyTxnSignature';

/**
 * A bundle as a file: the concatenated msgpack multisig SignedTxns goal writes and reads
 * (`goal clerk multisig sign/merge`), so a file from Sextant signs in goal and the other way round.
 */
export function bundleToFile(bundle: MultisigBundle): Uint8Array {
  return concatBytes(encodeBundle(bundle));
}

/** The same bytes for a link's fragment (`#msig=…`): base64url, never sent to a server. */
export function bundleToLink(bundle: MultisigBundle): string {
  return bytesToBase64Url(bundleToFile(bundle));
}

export function bundleFromLink(fragment: string): MultisigBundle {
  const bytes = decodeBase64(fragment.replace(/^#?(msig=)?/, ''));
  if (bytes === undefined) throw new MultisigError('MSIG_BAD_BUNDLE', M.badBundle('the link is not base64'));
  return bundleFromFile(bytes);
}

/**
 * Reads a bundle file. Every transaction must carry the same multisig preimage; each signature is
 * verified, so a damaged or tampered file is refused here rather than by the node.
 */
export function bundleFromFile(bytes: Uint8Array): MultisigBundle {
  let stxns: algosdk.SignedTransaction[];
  try {
    stxns = splitMsgpack(bytes).map((b) => algosdk.decodeSignedTransaction(b));
  } catch (e) {
    throw new MultisigError(
      'MSIG_BAD_BUNDLE',
      M.badBundle(e instanceof SextantError ? e.message.replace(/\.$/, '') : 'not signed transactions'),
    );
  }
  const first = stxns[0]?.msig;
  if (first === undefined)
    throw new MultisigError('MSIG_BAD_BUNDLE', M.badBundle('it holds no multisig transaction'));
  const addrs = first.subsig.map((s) => new algosdk.Address(s.pk).toString());
  const params = { version: first.v, threshold: first.thr, addrs };
  checkMultisigParams(params);
  const bundle: MultisigBundle = { params, txns: [], signatures: [] };
  stxns.forEach((stxn, i) => {
    const m = stxn.msig;
    const same =
      m !== undefined &&
      m.v === first.v &&
      m.thr === first.thr &&
      m.subsig.length === addrs.length &&
      m.subsig.every((s, j) => new algosdk.Address(s.pk).toString() === addrs[j]);
    if (!same)
      throw new MultisigError(
        'MSIG_BAD_BUNDLE',
        M.badBundle(`transaction ${i + 1} is not signed by the same multisig account`),
      );
    const sigs: Record<string, string> = {};
    m.subsig.forEach((s, j) => {
      const signer = addrs[j] as string;
      if (s.s === undefined) return;
      if (!verifyTxnSignature(stxn.txn, s.s, signer)) {
        throw new MultisigError('MSIG_BAD_BUNDLE', M.badSignature(i + 1, signer), {
          position: i + 1,
          signer,
        });
      }
      sigs[signer] = bytesToBase64(s.s);
    });
    bundle.txns.push(bytesToBase64(algosdk.encodeUnsignedTransaction(stxn.txn)));
    bundle.signatures.push(sigs);
  });
  return bundle;
}
