import algosdk from 'algosdk';
import type { GroupSigner } from '../GroupSigner';
import { signPositions } from './signPositions';

/**
 * One account's secret key (from a recovery phrase, test networks only) as a GroupSigner. It signs
 * the positions whose signing key is this account, including a rekeyed sender whose auth address
 * it is (the signed transaction then names it in `sgnr`, as the network requires).
 */
export function createSecretKeySigner(secretKey: Uint8Array, label?: string): GroupSigner {
  const address = new algosdk.Address(secretKey.slice(32)).toString();
  return {
    kind: 'secretKey',
    label: label ?? `key · ${address.slice(0, 6)}…${address.slice(-4)}`,
    addresses: [address],
    signGroup: (txns, indexesToSign, options) =>
      signPositions(txns, indexesToSign, options, [address], (txn) =>
        Promise.resolve(txn.signTxn(secretKey)),
      ),
  };
}
