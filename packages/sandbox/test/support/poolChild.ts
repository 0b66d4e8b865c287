/**
 * A process that uses the signature workers and never closes its ledger (as a test file that
 * forgets to): `node --import tsx poolChild.ts`. Prints the latest round, then must exit by itself.
 */
import { createGenesis } from '../../src/genesis/createGenesis';
import { Ledger } from '../../src/ledger/Ledger';
import { paymentGroupBody } from './paymentGroup';

const { genesis, keys } = createGenesis(2);
const ledger = await Ledger.open({ genesis });
const [from, to] = keys as [(typeof keys)[number], (typeof keys)[number]];
for (let round = 0; round < 3; round++)
  await ledger.submitDurable(paymentGroupBody(ledger, from, to, 8, 1000 + 10 * round));
process.stdout.write(`${ledger.latestRound()}\n`);
