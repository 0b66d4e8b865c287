import { groupFragment, type FragmentOptions } from '@sextant/core/debug/groupFragment';
import type algosdk from 'algosdk';

/**
 * The one way other screens open a group in the debugger: `/:net/debug#group=…` with every
 * transaction (signed ones as their msgpack bytes, unsigned ones as transactions). The group
 * travels in the fragment, which never reaches a server. `run` simulates on arrival (a failure
 * opens at its failing line); `handoff` names stored sources (see `debugHandoffStore`).
 */
export function debugHref(
  networkId: string,
  group: readonly (algosdk.Transaction | Uint8Array)[],
  options: FragmentOptions = {},
): string {
  return `/${networkId}/debug${groupFragment(group, options)}`;
}
