import algosdk from 'algosdk';
import { isValidAddress } from '../address/isValidAddress';
import { MULTISIG_MESSAGES as M } from '../catalogue/catalogueMessages';
import { MultisigError } from '../catalogue/MultisigError';

/** A multisig account's preimage: its address is the hash of exactly these, in this order. */
export interface MultisigParams {
  version: number;
  threshold: number;
  addrs: string[];
}

export const MAX_MULTISIG_ADDRESSES = 255;

/** Checks the parameters and returns the multisig account's address. */
export function multisigAccount(params: MultisigParams): string {
  checkMultisigParams(params);
  return algosdk.multisigAddress(params).toString();
}

export function checkMultisigParams(p: MultisigParams): void {
  if (p.version !== 1) throw new MultisigError('MSIG_BAD_PARAMS', M.badVersion, { part: 'version' });
  if (p.addrs.length === 0) throw new MultisigError('MSIG_BAD_PARAMS', M.noAddresses, { part: 'addresses' });
  if (p.addrs.length > MAX_MULTISIG_ADDRESSES)
    throw new MultisigError('MSIG_BAD_PARAMS', M.tooManyAddresses, { part: 'addresses' });
  const bad = p.addrs.findIndex((a) => !isValidAddress(a));
  if (bad >= 0)
    throw new MultisigError('MSIG_BAD_PARAMS', M.badAddress(bad + 1), {
      part: 'addresses',
      position: bad + 1,
    });
  if (!Number.isInteger(p.threshold) || p.threshold < 1 || p.threshold > p.addrs.length) {
    throw new MultisigError('MSIG_BAD_PARAMS', M.badThreshold(p.addrs.length), { part: 'threshold' });
  }
}
