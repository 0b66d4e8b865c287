/**
 * A process that uses the signature workers and never closes its ledger (as a test file that
 * forgets to): `node --import tsx poolChild.ts`. Prints the latest round, then must exit by itself.
 */
import algosdk from 'algosdk';
import { createGenesis } from '../../src/genesis/createGenesis';
import { Ledger } from '../../src/ledger/Ledger';
import { fastSign } from './fastSign';

const { genesis, keys } = createGenesis(2);
const ledger = await Ledger.open({ genesis });
const [from, to] = keys as [(typeof keys)[number], (typeof keys)[number]];
const sp = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 1n,
  lastValid: 1000n,
  genesisID: ledger.genesisId,
  genesisHash: ledger.genesisHash,
};
for (let round = 0; round < 3; round++) {
  const txns = Array.from({ length: 8 }, (_, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.address,
      receiver: to.address,
      amount: 1000 + 10 * round + i,
      suggestedParams: sp,
    }),
  );
  algosdk.assignGroupID(txns);
  await ledger.submitDurable(Buffer.concat(txns.map((t) => fastSign(t, from.secretKey))));
}
process.stdout.write(`${ledger.latestRound()}\n`);
