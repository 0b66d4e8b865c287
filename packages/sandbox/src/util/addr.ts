import type algosdk from 'algosdk';
import { addressString } from './addressString';

/** An algosdk Address as its base32 string, through the cache (see `addressString`). */
export function addr(a: algosdk.Address): string {
  return addressString(a.publicKey);
}

export function optAddr(a: algosdk.Address | undefined): string | undefined {
  return a === undefined ? undefined : addressString(a.publicKey);
}
