import type algosdk from 'algosdk';

/** Suggested params for transactions built in the debugger's tests (no node asked). */
export const SANDNET_PARAMS: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1001n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};
