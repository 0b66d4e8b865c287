import algosdk from 'algosdk';
import { bytesToHex } from '../txn/decodeBytesText';
import { loadContractSpec } from './loadContractSpec';

/** A method as a transaction list names it. */
export interface MethodName {
  name: string;
  /** `name(types)return`. */
  signature: string;
}

/**
 * A spec's methods by their ARC-4 selector (hex), for naming app calls in transaction lists;
 * empty when the text does not read as a spec with methods.
 */
export function methodNamesOf(specText: string): Record<string, MethodName> {
  let methods: { name: string; signature: string }[];
  try {
    methods = loadContractSpec(specText).methods;
  } catch {
    return {};
  }
  const out: Record<string, MethodName> = {};
  for (const { name, signature } of methods) {
    try {
      out[bytesToHex(algosdk.ABIMethod.fromSignature(signature).getSelector())] = { name, signature };
    } catch {
      // a signature algosdk cannot parse names nothing
    }
  }
  return out;
}
