import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { b64, b64OmitZero } from './encode';

function renderMerkleProof(p: algosdk.MerkleArrayProof): JsonObject {
  return {
    'hash-factory': { 'hash-type': p.hashFactory.hashType },
    path: p.path.map((x) => b64(x)),
    'tree-depth': p.treeDepth,
  };
}

/** `state-proof-transaction`, reveals in ascending position order as the indexer sorts them. */
export function renderStateProof(f: algosdk.StateProofTransactionFields): JsonObject {
  const sp = f.stateProof;
  const msg = f.message;
  return {
    message:
      msg === undefined
        ? undefined
        : {
            'block-headers-commitment': b64(msg.blockHeadersCommitment),
            'first-attested-round': msg.firstAttestedRound,
            'latest-attested-round': msg.lastAttestedRound,
            'ln-proven-weight': msg.lnProvenWeight,
            'voters-commitment': b64(msg.votersCommitment),
          },
    'state-proof':
      sp === undefined
        ? undefined
        : {
            'part-proofs': renderMerkleProof(sp.partProofs),
            'positions-to-reveal': sp.positionsToReveal.map((x) => x),
            reveals: [...sp.reveals.entries()]
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([position, r]) => ({
                participant: {
                  verifier: {
                    commitment: b64(r.participant.pk.commitment),
                    'key-lifetime': r.participant.pk.keyLifetime,
                  },
                  weight: r.participant.weight,
                },
                position,
                'sig-slot': {
                  'lower-sig-weight': r.sigslot.l,
                  signature: {
                    'falcon-signature': b64(r.sigslot.sig.signature),
                    'merkle-array-index': r.sigslot.sig.vectorCommitmentIndex,
                    proof: renderMerkleProof(r.sigslot.sig.proof),
                    'verifying-key': b64(r.sigslot.sig.verifyingKey.publicKey),
                  },
                },
              })),
            'salt-version': sp.merkleSignatureSaltVersion,
            'sig-commit': b64OmitZero(sp.sigCommit),
            'sig-proofs': renderMerkleProof(sp.sigProofs),
            'signed-weight': sp.signedWeight,
          },
    'state-proof-type': f.stateProofType,
  };
}
