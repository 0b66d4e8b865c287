import { readGroupFragment } from '@sextant/core/debug/groupFragment';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { debugHref } from './debugHref';
import { SANDNET_PARAMS } from './sandnetParams';

describe('debugHref: the hand-off other screens use to open a group in the debugger', () => {
  it('puts the group in the fragment of /:net/debug, signed and unsigned alike', () => {
    const acct = algosdk.generateAccount();
    const [a, b] = algosdk.assignGroupID([
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: acct.addr,
        receiver: acct.addr,
        amount: 5,
        suggestedParams: SANDNET_PARAMS,
      }),
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: acct.addr,
        appIndex: 9,
        suggestedParams: SANDNET_PARAMS,
      }),
    ]) as [algosdk.Transaction, algosdk.Transaction];
    const href = debugHref('testnet', [a, b.signTxn(acct.sk)]);
    expect(href.startsWith('/testnet/debug#group=')).toBe(true);
    const group = readGroupFragment(href.slice(href.indexOf('#')));
    expect(group?.map((t) => [t.stxn.txn.txID(), t.signed])).toEqual([
      [a.txID(), false],
      [b.txID(), true],
    ]);
  });
});
