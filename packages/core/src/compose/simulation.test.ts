import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { REJECTION_MESSAGES as M } from '../catalogue/catalogueMessages';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { buildGroup, builtTransactions } from './buildGroup';
import { composeReducer } from './composeReducer';
import { newGroupDraft, type BuiltGroup } from './GroupDraft';
import { readSimulation } from './readSimulation';
import { simulateRequest } from '../pipeline/simulateGroup';
import { simulatedAbiReturn } from './simulatedAbiReturn';

const acct = algosdk.generateAccount();
const A = acct.addr.toString();
const SP: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 1,
  lastValid: 100,
  genesisHash: new Uint8Array(32),
};

function built(): BuiltGroup {
  let g = newGroupDraft('x');
  for (const amount of ['1', '2']) {
    g = composeReducer(g, {
      type: 'add',
      draft: { ...emptyTxnDraft('pay', A), receiver: A, amount } as TxnDraft,
    });
  }
  const r = buildGroup(g, SP);
  if (!r.ok) throw new Error('build');
  return r.built;
}

function result(
  txn: algosdk.SignedTransaction,
  extra: Partial<algosdk.modelsv2.PendingTransactionResponse> = {},
) {
  return new algosdk.modelsv2.SimulateTransactionResult({
    txnResult: new algosdk.modelsv2.PendingTransactionResponse({ poolError: '', txn, ...extra }),
    appBudgetConsumed: 7,
  });
}

describe('simulateRequest', () => {
  it('sends unsigned positions empty and signed ones as signed, allowing empty signatures', () => {
    const b = built();
    const [first, second] = builtTransactions(b);
    const req = simulateRequest([first!, second!.signTxn(acct.sk)], { allowUnnamedResources: true });
    expect(req.allowEmptySignatures).toBe(true);
    expect(req.allowUnnamedResources).toBe(true);
    const txns = req.txnGroups[0]?.txns ?? [];
    expect(txns.map((t) => [t.txn.txID(), t.sig !== undefined])).toEqual([
      [b.txids[0], false],
      [b.txids[1], true],
    ]);
  });
});

describe('readSimulation', () => {
  it('reports per-transaction results and budgets of a passing group', () => {
    const b = built();
    const stxns = simulateRequest(builtTransactions(b)).txnGroups[0]?.txns ?? [];
    const response = new algosdk.modelsv2.SimulateResponse({
      lastRound: 5,
      version: 2,
      txnGroups: [
        new algosdk.modelsv2.SimulateTransactionGroupResult({
          txnResults: stxns.map((t, i) =>
            result(t, i === 0 ? { logs: [new Uint8Array([1])], applicationIndex: 9n } : {}),
          ),
          appBudgetConsumed: 14,
          appBudgetAdded: 700,
        }),
      ],
    });
    const r = readSimulation(response, b.txids);
    expect(r).toMatchObject({ ok: true, appBudgetConsumed: 14, appBudgetAdded: 700 });
    expect(r.error).toBeUndefined();
    expect(r.txns[0]).toEqual({
      position: 1,
      txid: b.txids[0],
      logs: ['AQ=='],
      appBudgetConsumed: 7,
      createdAppId: 9n,
      innerTransactions: 0,
    });
  });

  it('names the failing transaction from failedAt and explains the failure', () => {
    const b = built();
    const stxns = simulateRequest(builtTransactions(b)).txnGroups[0]?.txns ?? [];
    const response = new algosdk.modelsv2.SimulateResponse({
      lastRound: 5,
      version: 2,
      txnGroups: [
        new algosdk.modelsv2.SimulateTransactionGroupResult({
          txnResults: stxns.map((t) => result(t)),
          failedAt: [1],
          failureMessage: 'transaction rejected by ApprovalProgram',
        }),
      ],
    });
    const r = readSimulation(response, b.txids);
    expect(r.ok).toBe(false);
    expect(r.error?.message).toBe(M.transaction(2, M.approvalFalse));
  });
});

describe('simulatedAbiReturn', () => {
  it('finds the ABI return in the last log only', () => {
    const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64');
    const text = Buffer.from('hello').toString('base64');
    expect(simulatedAbiReturn([text, b64('00ff'), b64('151f7c75000000000000002a')])).toBe(
      '0x000000000000002a',
    );
    expect(simulatedAbiReturn([b64('151f7c75000000000000002a'), text])).toBeUndefined();
    expect(simulatedAbiReturn([])).toBeUndefined();
  });
});
