import { describe, expect, it } from 'vitest';
import { appError, runApp } from '../testing/runTeal';

describe('itxn_field Accounts under consensus v41+', () => {
  // go: data/transactions/logic/eval.go stxnField Accounts ("too many foreign accounts") with
  // config/consensus.go v41.MaxAppTxnAccounts = 8.
  const prog = (n: number) =>
    `#pragma version 13\nitxn_begin\n${'txn Sender\nitxn_field Accounts\n'.repeat(n)}int 1`;
  it('takes 8 accounts, refuses a 9th', () => {
    expect(runApp(prog(8)).pass).toBe(true);
    expect(appError(prog(9))).toBe('too many foreign accounts');
  });
});
