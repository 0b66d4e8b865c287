import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';
import type { MultisigBundle } from './MultisigBundle';

/**
 * Merges signatures collected separately on the same transactions. Anything but the same
 * transactions under the same multisig parameters is refused, naming the first part that differs
 * (version, threshold, addresses, then the transactions by position).
 */
export function mergeBundles(a: MultisigBundle, b: MultisigBundle): MultisigBundle {
  if (a.params.version !== b.params.version) {
    throw new MultisigError('MSIG_MERGE_VERSION', M.mergeVersion(a.params.version, b.params.version), {
      part: 'version',
    });
  }
  if (a.params.threshold !== b.params.threshold) {
    throw new MultisigError(
      'MSIG_MERGE_THRESHOLD',
      M.mergeThreshold(a.params.threshold, b.params.threshold),
      { part: 'threshold' },
    );
  }
  const sameAddrs =
    a.params.addrs.length === b.params.addrs.length &&
    a.params.addrs.every((x, i) => x === b.params.addrs[i]);
  if (!sameAddrs) throw new MultisigError('MSIG_MERGE_ADDRESSES', M.mergeAddresses, { part: 'addresses' });
  if (a.txns.length !== b.txns.length) {
    throw new MultisigError('MSIG_MERGE_COUNT', M.mergeCount(a.txns.length, b.txns.length), {
      part: 'transaction',
    });
  }
  const differs = a.txns.findIndex((t, i) => t !== b.txns[i]);
  if (differs >= 0) {
    throw new MultisigError('MSIG_MERGE_TRANSACTION', M.mergeTransaction(differs + 1), {
      part: 'transaction',
      position: differs + 1,
    });
  }
  const signatures = a.signatures.map((sa, i) => {
    const sb = b.signatures[i] ?? {};
    for (const [signer, sig] of Object.entries(sb)) {
      // ed25519 signatures are deterministic: one signer, one transaction, one signature.
      if (sa[signer] !== undefined && sa[signer] !== sig) {
        throw new MultisigError('MSIG_MERGE_SIGNATURES', M.mergeSignatures(i + 1, signer), {
          part: 'signatures',
          position: i + 1,
          signer,
        });
      }
    }
    return { ...sa, ...sb };
  });
  return { params: a.params, txns: a.txns, signatures };
}
