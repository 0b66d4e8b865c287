import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../catalogue/catalogueMessages';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { buildGroup, builtTransactions } from './buildGroup';
import { COMPOSE_MESSAGES } from './composeMessages';
import { composeReducer, type ComposeAction } from './composeReducer';
import { newGroupDraft, type GroupDraft } from './GroupDraft';
import { signaturesFromFile } from './signaturesFromFile';

const acct = algosdk.generateAccount();
const A = acct.addr.toString();
const SP: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};
const pay = (amount: string): TxnDraft => ({ ...emptyTxnDraft('pay', A), receiver: A, amount }) as TxnDraft;
const run = (actions: ComposeAction[], from: GroupDraft = newGroupDraft('sandbox')) =>
  actions.reduce(composeReducer, from);

/** Position `i` of a built group, signed by the sender's key, as base64. */
function signed(g: GroupDraft, i: number): string {
  const t = builtTransactions(g.built as NonNullable<GroupDraft['built']>)[i] as algosdk.Transaction;
  return algosdk.bytesToBase64(t.signTxn(acct.sk));
}

function builtDraft(n: number): GroupDraft {
  const g = run(Array.from({ length: n }, (_, i) => ({ type: 'add', draft: pay(String(i + 1)) }) as const));
  const r = buildGroup(g, SP);
  if (!r.ok) throw new Error('build failed');
  return composeReducer(g, { type: 'built', built: r.built });
}

describe('composeReducer', () => {
  it('adds, duplicates, reorders and removes with stable ids', () => {
    let g = run([
      { type: 'add', draft: pay('1') },
      { type: 'add', draft: pay('2') },
    ]);
    expect(g.entries.map((e) => e.id)).toEqual(['t1', 't2']);
    g = composeReducer(g, { type: 'duplicate', id: 't1' });
    expect(g.entries.map((e) => [e.id, (e.draft as { amount: string }).amount])).toEqual([
      ['t1', '1'],
      ['t3', '1'],
      ['t2', '2'],
    ]);
    g = composeReducer(g, { type: 'move', id: 't2', to: 0 });
    expect(g.entries.map((e) => e.id)).toEqual(['t2', 't1', 't3']);
    g = composeReducer(g, { type: 'move', id: 't2', to: 99 });
    expect(g.entries.map((e) => e.id)).toEqual(['t1', 't3', 't2']);
    g = composeReducer(g, { type: 'remove', id: 't3' });
    g = composeReducer(g, { type: 'update', id: 't1', draft: pay('9') });
    expect(g.entries.map((e) => [e.id, (e.draft as { amount: string }).amount])).toEqual([
      ['t1', '9'],
      ['t2', '2'],
    ]);
    expect(composeReducer(g, { type: 'remove', id: 'nope' }).refusal?.message).toBe(
      COMPOSE_MESSAGES.unknownEntry,
    );
  });

  it('refuses a 17th transaction with the catalogue message', () => {
    const g = run(Array.from({ length: 17 }, () => ({ type: 'add', draft: pay('1') }) as const));
    expect(g.entries).toHaveLength(16);
    expect(g.refusal).toEqual({ code: 'GROUP_TOO_LARGE', message: GROUP_MESSAGES.tooLarge(17) });
    expect(composeReducer(g, { type: 'dismissRefusal' }).refusal).toBeUndefined();
  });

  it('refuses to build an empty group, before anything is signed', () => {
    const g = newGroupDraft('sandbox');
    const r = buildGroup(g, SP);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.sizeError?.message).toBe(GROUP_MESSAGES.empty);
    const refused = composeReducer(g, { type: 'built', built: { txids: [], unsigned: [], lastValid: 0n } });
    expect(refused.refusal).toEqual({ code: 'GROUP_EMPTY', message: GROUP_MESSAGES.empty });
    expect(refused.status).toBe('building');
  });

  it('builds with a group id and txids, collects signatures per position, sends and commits', () => {
    let g = builtDraft(2);
    expect(g.status).toBe('built');
    expect(g.built?.txids).toHaveLength(2);
    const txns = builtTransactions(g.built as NonNullable<GroupDraft['built']>);
    expect(algosdk.bytesToBase64(txns[0]?.group as Uint8Array)).toBe(g.built?.groupId);
    expect(txns.map((t) => t.txID())).toEqual(g.built?.txids);
    expect(g.built?.lastValid).toBe(1010n);

    expect(composeReducer(g, { type: 'submitted', round: 5n }).refusal?.message).toBe(
      COMPOSE_MESSAGES.notSigned,
    );
    g = composeReducer(g, {
      type: 'signed',
      position: 1,
      signedTxn: algosdk.bytesToBase64(txns[1]?.signTxn(acct.sk) as Uint8Array),
    });
    expect([g.status, g.signatures[0]]).toEqual(['built', null]);
    g = composeReducer(g, {
      type: 'signed',
      position: 0,
      signedTxn: algosdk.bytesToBase64(txns[0]?.signTxn(acct.sk) as Uint8Array),
    });
    expect(g.status).toBe('signed');
    expect(composeReducer(g, { type: 'signed', position: 2, signedTxn: 'x' }).refusal?.message).toBe(
      COMPOSE_MESSAGES.badPosition(3, 2),
    );
    g = composeReducer(g, { type: 'submitted', round: 20n });
    expect([g.status, g.submittedAtRound]).toEqual(['submitted', 20n]);
    expect(composeReducer(g, { type: 'add', draft: pay('1') }).refusal?.message).toBe(
      COMPOSE_MESSAGES.inFlight,
    );
    const committed = composeReducer(g, { type: 'committed', round: 21n });
    expect([committed.status, committed.confirmedRound, committed.lastLogs]).toEqual([
      'committed',
      21n,
      undefined,
    ]);
    // what the confirmations told (created ids, each transaction's last log) is kept until an edit
    g = composeReducer(g, {
      type: 'committed',
      round: 21n,
      created: [{ position: 2, appId: 7n }],
      lastLogs: [{ position: 2, log: 'FR98dQAAAAAAAAAq' }],
    });
    expect([g.created, g.lastLogs]).toEqual([
      [{ position: 2, appId: 7n }],
      [{ position: 2, log: 'FR98dQAAAAAAAAAq' }],
    ]);
    const again = composeReducer(g, { type: 'unbuild' });
    expect([again.status, again.created, again.lastLogs]).toEqual(['building', undefined, undefined]);
  });

  it('gives a single transaction no group id', () => {
    const g = builtDraft(1);
    expect(g.built?.groupId).toBeUndefined();
    expect(builtTransactions(g.built as NonNullable<GroupDraft['built']>)[0]?.group).toBeUndefined();
  });

  it('sends a built or signed group back to building on any edit, dropping signatures', () => {
    let g = builtDraft(2);
    g = composeReducer(g, { type: 'signed', position: 0, signedTxn: signed(g, 0) });
    expect(g.signatures[0]).not.toBeNull();
    g = composeReducer(g, { type: 'update', id: 't1', draft: pay('3') });
    expect(g).toMatchObject({ status: 'building', signatures: [] });
    expect(g.built).toBeUndefined();
  });

  it('keeps a failure with its error, and lets the person fix and rebuild', () => {
    let g = builtDraft(1);
    g = composeReducer(g, {
      type: 'failed',
      error: { code: 'NODE_REJECTED', message: 'The network rejected transaction 1: x.', nodeMessage: 'x' },
    });
    expect(g.status).toBe('failed');
    expect(g.error?.nodeMessage).toBe('x');
    g = composeReducer(g, { type: 'unbuild' });
    expect(g.status).toBe('building');
    expect(g.error).toBeUndefined();
    expect(composeReducer(g, { type: 'failed', error: { code: 'X', message: 'x' } }).refusal?.message).toBe(
      COMPOSE_MESSAGES.notBuilt,
    );
  });

  it('refuses a build whose size does not match the drafts', () => {
    const g = run([{ type: 'add', draft: pay('1') }]);
    expect(
      composeReducer(g, { type: 'built', built: { txids: [], unsigned: [], lastValid: 1n } }).refusal?.code,
    ).toBe('COMPOSE_BUILD_MISMATCH');
  });

  it('returns field errors by entry id when a draft is invalid', () => {
    const g = run([
      { type: 'add', draft: pay('1') },
      { type: 'add', draft: pay('-1') },
    ]);
    const r = buildGroup(g, SP);
    expect(!r.ok && r.fieldErrors).toEqual({ t2: { amount: 'Cannot be negative.' } });
  });

  it('refuses a signed transaction that is not the one built at that position', () => {
    const g = builtDraft(2);
    const swapped = composeReducer(g, { type: 'signed', position: 0, signedTxn: signed(g, 1) });
    expect(swapped.refusal).toEqual({
      code: 'COMPOSE_WRONG_SIGNED_TXN',
      message: COMPOSE_MESSAGES.signedOther(1),
    });
    expect(swapped.signatures).toEqual([null, null]);
    const junk = composeReducer(g, { type: 'signed', position: 1, signedTxn: 'AAAA' });
    expect(junk.refusal?.message).toBe(COMPOSE_MESSAGES.notSignedTxn(2));
    const t = builtTransactions(g.built as NonNullable<GroupDraft['built']>)[0] as algosdk.Transaction;
    const unsigned = algosdk.bytesToBase64(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: t })));
    expect(composeReducer(g, { type: 'signed', position: 0, signedTxn: unsigned }).refusal?.message).toBe(
      COMPOSE_MESSAGES.notSignedTxn(1),
    );
  });

  it('takes a transaction with no signature from an impersonation signer, still only the one built there', () => {
    const g = builtDraft(2);
    const txns = builtTransactions(g.built as NonNullable<GroupDraft['built']>);
    const unsigned = (t: algosdk.Transaction) =>
      algosdk.bytesToBase64(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: t })));
    const taken = composeReducer(g, {
      type: 'signed',
      position: 0,
      signedTxn: unsigned(txns[0]!),
      impersonated: true,
    });
    expect(taken.refusal).toBeUndefined();
    expect(taken.signatures).toEqual([unsigned(txns[0]!), null]);
    const swapped = composeReducer(g, {
      type: 'signed',
      position: 0,
      signedTxn: unsigned(txns[1]!),
      impersonated: true,
    });
    expect(swapped.refusal?.code).toBe('COMPOSE_WRONG_SIGNED_TXN');
  });

  it('takes signatures back from a file signed offline, in any order', () => {
    let g = builtDraft(3);
    const txns = builtTransactions(g.built as NonNullable<GroupDraft['built']>);
    const stranger = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: A,
      receiver: A,
      amount: 99,
      suggestedParams: SP,
    });
    const file = new Uint8Array(
      [txns[2], stranger, txns[0]].flatMap((t) => [...(t as algosdk.Transaction).signTxn(acct.sk)]),
    );
    const imported = signaturesFromFile(g.built as NonNullable<GroupDraft['built']>, file);
    expect(imported.actions.map((a) => a.position)).toEqual([2, 0]);
    expect(imported.ignored).toBe(1);
    g = imported.actions.reduce(composeReducer, g);
    expect(g.signatures.map((s) => s !== null)).toEqual([true, false, true]);
    expect(g.refusal).toBeUndefined();
  });

  it('refuses to build a group holding the same transaction twice', () => {
    let g = run([{ type: 'add', draft: pay('1') }]);
    g = composeReducer(g, { type: 'duplicate', id: 't1' });
    const r = buildGroup(g, SP);
    expect(!r.ok && r.fieldErrors).toEqual({ t2: { _form: COMPOSE_MESSAGES.identical(2, 1) } });
    g = composeReducer(g, { type: 'update', id: 't2', draft: { ...pay('1'), note: 'again' } as TxnDraft });
    expect(buildGroup(g, SP).ok).toBe(true);
  });
});
