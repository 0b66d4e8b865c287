import algosdk from 'algosdk';
import type { GenesisKey } from '../../src/genesis/GenesisKeys';
import type { Ledger } from '../../src/ledger/Ledger';
import { fastSign } from './fastSign';

/** A signed group of `size` payments `from` → `to` (amounts `base`, `base + 1`, …), as a POST body. */
export function paymentGroupBody(
  ledger: Ledger,
  from: GenesisKey,
  to: GenesisKey,
  size: number,
  base: number,
): Buffer {
  const suggestedParams = {
    fee: 1000n,
    minFee: 1000n,
    flatFee: true,
    firstValid: 1n,
    lastValid: 1000n,
    genesisID: ledger.genesisId,
    genesisHash: ledger.genesisHash,
  };
  const txns = Array.from({ length: size }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.address,
      receiver: to.address,
      amount: base + i,
      suggestedParams,
    }),
  );
  algosdk.assignGroupID(txns);
  return Buffer.concat(txns.map((t) => fastSign(t, from.secretKey)));
}
