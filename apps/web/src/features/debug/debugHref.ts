import { groupFragment } from '@sextant/core/debug/groupFragment';
import type algosdk from 'algosdk';

/**
 * The one way other screens open a group in the debugger: `/:net/debug#group=…` with every
 * transaction (signed ones as their msgpack bytes, unsigned ones as transactions). The group
 * travels in the fragment, which never reaches a server.
 */
export function debugHref(networkId: string, group: readonly (algosdk.Transaction | Uint8Array)[]): string {
  return `/${networkId}/debug${groupFragment(group)}`;
}
