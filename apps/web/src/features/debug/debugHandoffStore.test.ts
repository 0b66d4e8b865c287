import algosdk from 'algosdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDebugHandoff, saveDebugHandoff } from './debugHandoffStore';
import { SANDNET_PARAMS } from './sandnetParams';
import { specHandoff } from './specHandoff';

describe('hand-offs to the debugger: stored sources and the lab’s spec', () => {
  beforeEach(() => localStorage.clear());

  it('stores a hand-off under its id and keeps only the last eight', () => {
    const handoff = { teal: [{ hash: 'h', source: '#pragma version 10\nint 1' }], specs: [] };
    saveDebugHandoff('first', handoff);
    expect(loadDebugHandoff('first')).toEqual(handoff);
    for (let i = 0; i < 8; i++) saveDebugHandoff(`n${i}`, handoff);
    expect(loadDebugHandoff('first')).toBeUndefined();
    expect(loadDebugHandoff('n0')).toEqual(handoff);
    expect(loadDebugHandoff('missing')).toBeUndefined();
  });

  it('gives the lab’s spec to every call to the lab’s app (the last transaction’s), not to others', () => {
    const acct = algosdk.generateAccount();
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: acct.addr,
      receiver: acct.addr,
      amount: 1,
      suggestedParams: SANDNET_PARAMS,
    });
    const call = (appIndex: number) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: acct.addr,
        appIndex,
        suggestedParams: SANDNET_PARAMS,
      });
    const h = specHandoff([call(7), pay, call(9), call(7)], '{"name":"X"}', { VALUE: '42' });
    expect(h.specs).toEqual([{ text: '{"name":"X"}', positions: [0, 3], templates: { VALUE: '42' } }]);
    expect(specHandoff([call(7)], null, {})).toEqual({ teal: [], specs: [] });
  });
});
