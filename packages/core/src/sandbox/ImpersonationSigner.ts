import algosdk from 'algosdk';
import type { GroupSigner } from '../signing/GroupSigner';
import { signPositions } from '../signing/signers/signPositions';

/** What an impersonation signer needs of the sandbox's admin API (`SandboxControlClient`). */
export interface ImpersonationControl {
  unlock(address: string): Promise<string[]>;
  lock(address?: string): Promise<string[]>;
}

/**
 * "Act as" an address on the sandbox (its admin API's impersonation): a GroupSigner that holds no
 * key and signs nothing. For each position whose signing key is the impersonated address (the
 * sender, or the auth address of a rekeyed sender), it hands back the transaction with no
 * signature (naming the address in `sgnr` when it is the auth address); the sandbox commits it
 * because the address is unlocked. Only the Sandbox and Browser networks accept it.
 */
export interface ImpersonationSigner extends GroupSigner {
  readonly kind: 'impersonation';
  /** The address acted as. */
  readonly impersonated: string;
  /** Ends the impersonation (locks the address again). */
  stop(): Promise<void>;
}

/** Unlocks `address` on the sandbox and returns its impersonation signer. */
export async function createImpersonationSigner(
  control: ImpersonationControl,
  address: string,
): Promise<ImpersonationSigner> {
  if (!algosdk.isValidAddress(address)) throw new Error(`${address} is not an Algorand address`);
  await control.unlock(address);
  return impersonationSigner(control, address);
}

/**
 * The impersonation signer of an address the sandbox already lists as unlocked (its `/unlocked`),
 * without asking it again: what a screen offers for each unlocked address it shows.
 */
export function impersonationSigner(control: ImpersonationControl, address: string): ImpersonationSigner {
  return {
    kind: 'impersonation',
    label: impersonationLabel(address),
    addresses: [address],
    impersonated: address,
    signGroup: (txns, indexesToSign, options) =>
      signPositions(txns, indexesToSign, options, [address], (txn, key) =>
        Promise.resolve(unsignedAs(txn, key)),
      ),
    stop: async () => {
      await control.lock(address);
    },
  };
}

/** How an impersonated address is named wherever it signs: "act as · ABCDEF…WXYZ". */
export function impersonationLabel(address: string): string {
  return `act as · ${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** `txn` with no signature; `sgnr` names `key` when it is not the sender (a rekeyed sender). */
export function unsignedAs(txn: algosdk.Transaction, key: string): Uint8Array {
  const rekeyed = key !== txn.sender.toString();
  return algosdk.encodeMsgpack(
    new algosdk.SignedTransaction({ txn, ...(rekeyed && { sgnr: algosdk.Address.fromString(key) }) }),
  );
}
