import algosdk from 'algosdk';
import { expect, it } from 'vitest';
import { createGenesis } from '../src/genesis/createGenesis';
import { Ledger } from '../src/ledger/Ledger';
import { fastSign } from './support/fastSign';

it('smoke', async () => {
  const { genesis, keys } = createGenesis(2);
  const ledger = await Ledger.open({ genesis });
  const a = keys[0]!; const b = keys[1]!;
  const sp = { fee: 1000n, minFee: 1000n, firstValid: 1n, lastValid: 1000n, genesisID: ledger.genesisId, genesisHash: ledger.genesisHash, flatFee: true };
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender: a.address, receiver: b.address, amount: 5, suggestedParams: sp });
  const txid = ledger.submit(txn.signTxn(a.secretKey));
  expect(txid).toBe(txn.txID());
  const blk = ledger.block(1n)!;
  console.log(algosdk.encodeJSON(blk).slice(0, 800));
  const t0 = performance.now();
  for (let i = 0; i < 900; i++) {
    const t = algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender: a.address, receiver: b.address, amount: 6 + i, suggestedParams: sp });
    ledger.submit(fastSign(t, a.secretKey));
  }
  console.log('per txn us', (performance.now() - t0) * 1000 / 900);
  console.log(ledger.stateDigest());
});
