import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES } from './debugMessages';
import { simulationInput } from './DebugTxn';
import { encodeDebugHandoff, readDebugHandoff } from './DebugHandoff';
import { groupFragment, readFragmentOptions, readGroupFragment } from './groupFragment';
import { readDebugInput } from './readDebugInput';

const params: algosdk.SuggestedParams = {
  fee: 1000n,
  minFee: 1000n,
  flatFee: true,
  firstValid: 10n,
  lastValid: 1010n,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};

describe('the debugger hand-off: #group= fragments and pasted groups', () => {
  const acct = algosdk.generateAccount();
  const [a, b] = algosdk.assignGroupID([
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: acct.addr,
      receiver: acct.addr,
      amount: 1,
      suggestedParams: params,
    }),
    algosdk.makeApplicationNoOpTxnFromObject({ sender: acct.addr, appIndex: 5, suggestedParams: params }),
  ]) as [algosdk.Transaction, algosdk.Transaction];

  it('carries signed and unsigned transactions in order, and reads them back', () => {
    const fragment = groupFragment([a, b.signTxn(acct.sk)]);
    expect(fragment).toMatch(/^#group=[A-Za-z0-9_-]+$/);
    const group = readGroupFragment(fragment);
    expect(group?.map((t) => [t.stxn.txn.txID(), t.signed])).toEqual([
      [a.txID(), false],
      [b.txID(), true],
    ]);
    const input = simulationInput(group ?? []);
    expect(input[0]).toBeInstanceOf(algosdk.Transaction);
    expect(input[1]).toEqual(b.signTxn(acct.sk));
  });

  it('ignores other fragments and refuses a broken one', () => {
    expect(readGroupFragment('#bundle=abc')).toBeUndefined();
    expect(readGroupFragment('')).toBeUndefined();
    const bad = (() => {
      try {
        return readGroupFragment('#group=AAAA');
      } catch (e) {
        return e;
      }
    })();
    expect(bad).toBeInstanceOf(DebugError);
    expect((bad as DebugError).message).toBe(DEBUG_MESSAGES.badFragment);
  });

  it('reads a goal file (concatenated signed txns) and base64 text alike', () => {
    const file = new Uint8Array([...a.signTxn(acct.sk), ...algosdk.encodeUnsignedTransaction(b)]);
    const fromBytes = readDebugInput(file);
    const fromText = readDebugInput(algosdk.bytesToBase64(file));
    for (const g of [fromBytes, fromText]) {
      expect(g.map((t) => [t.stxn.txn.txID(), t.signed])).toEqual([
        [a.txID(), true],
        [b.txID(), false],
      ]);
    }
  });

  it('carries "simulate now" and a hand-off id after the group, and the group still reads', () => {
    const fragment = groupFragment([a, b], { run: true, handoff: 'h-12' });
    expect(fragment).toMatch(/^#group=[A-Za-z0-9_-]+&run=1&with=h-12$/);
    expect(readGroupFragment(fragment)?.map((t) => t.stxn.txn.txID())).toEqual([a.txID(), b.txID()]);
    expect(readFragmentOptions(fragment)).toEqual({ run: true, handoff: 'h-12' });
    expect(readFragmentOptions(groupFragment([a]))).toEqual({});
    expect(readFragmentOptions('#bundle=x&run=1')).toEqual({});
  });

  it('reads a stored hand-off back field by field, dropping what is malformed', () => {
    const handoff = { teal: [{ hash: 'abc', source: 'int 1' }], specs: [{ text: '{}', positions: [0, 2] }] };
    expect(readDebugHandoff(encodeDebugHandoff(handoff))).toEqual(handoff);
    expect(
      readDebugHandoff(JSON.stringify({ teal: [{ hash: 1 }], specs: [{ text: 'x', positions: ['a'] }] })),
    ).toEqual({ teal: [], specs: [] });
    for (const bad of ['nope', '{}', 'null'])
      expect(() => readDebugHandoff(bad)).toThrow(DEBUG_MESSAGES.badHandoff);
  });
});
