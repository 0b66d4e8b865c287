import type algosdk from 'algosdk';
import { FALCON_PUBLIC_KEY_SIZE, falcon1024VerifyError } from '../../crypto/falcon1024';
import { pqAddress } from '../../crypto/pqAddress';
import { addressString } from '../../util/addressString';
import { bytesEqual } from '../../util/bytesEqual';

type PQSig = NonNullable<algosdk.SignedTransaction['pqsig']>;

/** The schemes the registry knows (go: crypto/pq_scheme.go LookupPQScheme), all enabled in consensus v42. */
const FALCON1024 = 'f1';

/**
 * What go's `PQSig.Verify` (data/transactions/pqsig.go) says is wrong with a post-quantum proof of
 * `message` (the signed bytes, tag included) for `authorizer`, or undefined when it verifies: the
 * scheme must be one the registry knows and consensus enables (v42: Falcon-1024 `f1`), the address
 * derived from (scheme, salt, public key) must be the authorizer, the signature non-empty and valid
 * (crypto/falconWrapper.go VerifyFalcon1024).
 */
export function pqSigError(pqsig: PQSig, message: Uint8Array, authorizer: Uint8Array): string | undefined {
  const envelope = pqEnvelopeError(pqsig, authorizer);
  if (envelope !== undefined) return envelope;
  if (pqsig.sig.length === 0) return 'pq signature is empty';
  if (pqsig.pk.length !== FALCON_PUBLIC_KEY_SIZE) {
    return `invalid falcon-1024 signature: public key size ${pqsig.pk.length}, want ${FALCON_PUBLIC_KEY_SIZE}`;
  }
  const err = falcon1024VerifyError(pqsig.pk, message, pqsig.sig);
  return err === undefined ? undefined : `invalid falcon-1024 signature: ${err}`;
}

/**
 * go's `PQSig.ValidateEnvelope` (or `ValidateScheme` alone without `authorizer`): a scheme the
 * registry knows and consensus enables, and the derived address equal to the authorizer.
 */
export function pqEnvelopeError(pqsig: PQSig, authorizer: Uint8Array | undefined): string | undefined {
  const scheme = new TextDecoder().decode(pqsig.sch);
  if (scheme !== FALCON1024) return 'pq signature scheme not supported';
  if (authorizer === undefined) return undefined;
  const derived = pqAddress(pqsig.sch, pqsig.slt, pqsig.pk);
  if (!bytesEqual(derived, authorizer)) {
    return `pq signature authorizer mismatch: derived ${addressString(derived)}, expected ${addressString(authorizer)}`;
  }
  return undefined;
}

/** go: config/consensus.go PQSchemeFeeContribution — the extra min fees (in micros of one) a scheme's proof costs. */
export function pqSchemeFeeContribution(pqsig: PQSig | undefined): bigint {
  return pqsig !== undefined && new TextDecoder().decode(pqsig.sch) === FALCON1024 ? 2_000_000n : 0n;
}
