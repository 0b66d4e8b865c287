import algosdk from 'algosdk';
import type { PQKey } from '../../pq/PQKey';
import type { GroupSigner } from '../GroupSigner';
import { signPositions } from './signPositions';

/**
 * algosdk 3.8's signers for a Falcon-1024 key, signing with core's det1024 signer, which loads only
 * now (a dynamic import: Falcon stays out of the app until a PQ account signs). `sender` is the
 * account the transactions are sent from when it is not the key's own (a sender rekeyed to it:
 * the signed transaction then names the key's address in `sgnr`).
 */
export function pqSignersOf(key: PQKey, sender?: string) {
  return algosdk.addressWithSignersFromRawFalcon1024Signer(
    {
      falcon1024PublicKey: key.publicKey,
      falcon1024Signer: async (bytes) => {
        const { falcon1024Sign } = await import('../../pq/falcon1024');
        return falcon1024Sign(key.secretKey, bytes);
      },
    },
    sender === undefined || sender === key.address ? undefined : algosdk.Address.fromString(sender),
  );
}

/**
 * A post-quantum (Falcon-1024) account's key as a GroupSigner: it signs, with a `pqsig`, the
 * positions whose signing key is its address — its own transactions and those of accounts rekeyed
 * to it. go: data/transactions/pqsig.go (PQSig), verify/txn.go (the pqsig branch).
 */
export function createPQKeySigner(key: PQKey, label?: string): GroupSigner {
  return {
    kind: 'pqKey',
    label: label ?? `Falcon key · ${key.address.slice(0, 6)}…${key.address.slice(-4)}`,
    addresses: [key.address],
    signGroup: (txns, indexesToSign, options) =>
      signPositions(txns, indexesToSign, options, [key.address], async (txn) => {
        const signers = pqSignersOf(key, txn.sender.toString());
        const [signed] = await signers.txnSigner([txn], [0]);
        return signed ?? null;
      }),
  };
}
