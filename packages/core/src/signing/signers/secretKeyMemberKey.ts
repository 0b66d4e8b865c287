import algosdk from 'algosdk';
import type { MultisigMemberKey } from './MultisigMemberKey';

/** A multisig member whose secret key Sextant holds (a recovery phrase on a test network). */
export function secretKeyMemberKey(secretKey: Uint8Array, label?: string): MultisigMemberKey {
  const address = new algosdk.Address(secretKey.slice(32)).toString();
  return {
    label: label ?? `key · ${address.slice(0, 6)}…${address.slice(-4)}`,
    address,
    signSubsig: (txn) => Promise.resolve(txn.rawSignTxn(secretKey)),
  };
}
