import type algosdk from 'algosdk';

/** Suggested parameters for building app calls in tests: no node, a fixed genesis, rounds 10–1010. */
export const LAB_PARAMS: algosdk.SuggestedParams = {
  fee: 0n,
  minFee: 1000n,
  firstValid: 10n,
  lastValid: 1010n,
  genesisHash: new Uint8Array(32).fill(7),
  genesisID: 'sandnet-v1',
};
