import algosdk from 'algosdk';
import { createGenesis } from '/work/main/packages/sandbox/src/genesis/createGenesis';
import { Ledger } from '/work/main/packages/sandbox/src/ledger/Ledger';
import { fastSign } from '/work/main/packages/sandbox/test/support/fastSign';
const { genesis, keys } = createGenesis(2);
const ledger = await Ledger.open({ genesis });
const a = keys[0]!; const b = keys[1]!;
const sp = { fee: 1000n, minFee: 1000n, firstValid: 1n, lastValid: 1000n, genesisID: ledger.genesisId, genesisHash: ledger.genesisHash, flatFee: true };
const N = 900;
const bodies: Uint8Array[] = [];
for (let i = 0; i < N; i++) {
  const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender: a.address, receiver: b.address, amount: 6 + i, suggestedParams: sp });
  bodies.push(fastSign(t, a.secretKey));
}
let t0 = performance.now();
for (const body of bodies) ledger.submit(body);
console.log('submit per txn us', (performance.now() - t0) * 1000 / N);
