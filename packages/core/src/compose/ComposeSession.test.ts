import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../catalogue/catalogueMessages';
import type { GroupSigner } from '../signing/GroupSigner';
import { createSecretKeySigner } from '../signing/signers/createSecretKeySigner';
import { secretKeyMemberKey } from '../signing/signers/secretKeyMemberKey';
import { multisigAccount } from '../multisig/MultisigParams';
import type { TxnDraft } from '../txn/TxnDraft';
import { COMPOSE_MESSAGES } from './composeMessages';
import { ComposeSession } from './ComposeSession';
import type { DraftStorage } from './DraftStorage';
import { memoryDraftStorage } from './memoryDraftStorage';

const acct = algosdk.generateAccount();
const A = acct.addr.toString();
const other = algosdk.generateAccount();
const SP: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(1),
};

/** A real signer over one secret key, named as the screen would name it. */
function keySigner(account: algosdk.Account, label: string): GroupSigner {
  return createSecretKeySigner(account.sk, label);
}

function session(storage: DraftStorage = memoryDraftStorage(), ids = counter()) {
  let clock = 1_000;
  return new ComposeSession({ network: 'sandbox', storage, newId: ids, now: () => ++clock });
}

function counter(): () => string {
  let n = 0;
  return () => `d${++n}`;
}

/** Adds a payment from A of `amount` ALGO and fills it in. */
function addPay(s: ComposeSession, amount: string, sender = A): void {
  s.add('pay');
  const entry = s.group.entries.at(-1);
  if (!entry) throw new Error('not added');
  s.dispatch({
    type: 'update',
    id: entry.id,
    draft: { ...entry.draft, sender, receiver: A, amount } as TxnDraft,
  });
}

describe('ComposeSession', () => {
  it('autosaves every change and reads it back after a "reload" (a new session on the same storage)', async () => {
    const storage = memoryDraftStorage();
    const s = session(storage);
    await s.start();
    expect(s.getSnapshot().ready).toBe(true);
    addPay(s, '1.5');
    addPay(s, '2');
    expect(s.getSnapshot().drafts).toHaveLength(1);
    expect(s.getSnapshot().selectedId).toBe('t2');

    const again = session(storage, () => 'unused');
    await again.start();
    const snap = again.getSnapshot();
    expect(snap.draftId).toBe(s.getSnapshot().draftId);
    expect(snap.group.entries.map((e) => (e.draft as { amount: string }).amount)).toEqual(['1.5', '2']);
    expect(snap.drafts.map((d) => d.count)).toEqual([2]);
  });

  it('prefers the journal when the store missed the last write', async () => {
    const base = memoryDraftStorage();
    // A store whose writes never land: only the synchronous journal keeps the change.
    const lossy: DraftStorage = { ...base, put: () => Promise.resolve() };
    const s = session(lossy);
    await s.start();
    addPay(s, '3');
    const again = session(base);
    await again.start();
    expect(again.getSnapshot().group.entries).toHaveLength(1);
    expect(await base.get(again.getSnapshot().draftId)).toBeDefined();
  });

  it('shows the journal draft at once, before a slow store answers', async () => {
    const base = memoryDraftStorage();
    const first = session(base);
    await first.start();
    addPay(first, '4');
    const slow: DraftStorage = { ...base, getCurrentId: () => new Promise(() => undefined) };
    const again = session(slow);
    void again.start();
    expect(again.getSnapshot().ready).toBe(true);
    expect(again.group.entries).toHaveLength(1);
    expect(again.getSnapshot().draftId).toBe(first.getSnapshot().draftId);
  });

  it('notifies subscribers with a new snapshot on each change, and not after they unsubscribe', async () => {
    const s = session();
    await s.start();
    const seen: unknown[] = [];
    const unsubscribe = s.subscribe(() => seen.push(s.getSnapshot()));
    addPay(s, '1');
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    unsubscribe();
    const before = seen.length;
    addPay(s, '2');
    expect(seen.length).toBe(before);
  });

  it("adds from the wallet's active account, never from a previous sender it cannot sign for", async () => {
    const s = session();
    await s.start();
    const wallet = { active: other.addr.toString(), addresses: [A, other.addr.toString()] };
    s.add('pay', wallet);
    expect(s.group.entries[0]?.draft.sender).toBe(other.addr.toString());
    // A sender the wallet holds carries on through the group…
    s.dispatch({
      type: 'update',
      id: s.group.entries[0]!.id,
      draft: { ...s.group.entries[0]!.draft, sender: A },
    });
    s.add('pay', wallet);
    expect(s.group.entries[1]?.draft.sender).toBe(A);
    // …one it does not (typed by hand) does not.
    const stranger = algosdk.generateAccount().addr.toString();
    s.dispatch({
      type: 'update',
      id: s.group.entries[1]!.id,
      draft: { ...s.group.entries[1]!.draft, sender: stranger },
    });
    s.add('axfer', wallet);
    expect(s.group.entries[2]?.draft.sender).toBe(other.addr.toString());
  });

  it('starts a new application call with TEAL programs, and keeps them through a reload', async () => {
    const storage = memoryDraftStorage();
    const s = session(storage);
    await s.start();
    s.add('appl');
    const appl = s.group.entries[0]?.draft;
    expect(appl?.type === 'appl' && appl.approvalTeal).toBe('#pragma version 10\n');
    expect(appl?.type === 'appl' && appl.clearTeal).toBe('#pragma version 10\nint 1\n');
    s.dispatch({
      type: 'update',
      id: s.group.entries[0]!.id,
      draft: { ...appl!, approvalTeal: '#pragma version 10\nint 1\n', rejectVersion: '2' } as TxnDraft,
    });
    const again = session(storage, () => 'unused');
    await again.start();
    const read = again.group.entries[0]?.draft;
    expect(read?.type === 'appl' && [read.approvalTeal, read.clearTeal, read.rejectVersion]).toEqual([
      '#pragma version 10\nint 1\n',
      '#pragma version 10\nint 1\n',
      '2',
    ]);
  });

  it('refuses a 17th transaction and says so, and canAdd is false at 16', async () => {
    const s = session();
    await s.start();
    for (let i = 1; i <= 16; i++) addPay(s, `0.0${i}`);
    expect(s.canAdd).toBe(false);
    s.add('pay');
    expect(s.group.entries).toHaveLength(16);
    expect(s.group.refusal?.message).toBe(GROUP_MESSAGES.tooLarge(17));
  });

  it('building an empty group gives the catalogue notice; field errors select the first bad entry', async () => {
    const s = session();
    await s.start();
    await s.build(SP);
    expect(s.getSnapshot().notice).toBe(GROUP_MESSAGES.empty);
    addPay(s, '1');
    s.add('pay');
    s.select('t1');
    await s.build(SP);
    expect(s.group.status).toBe('building');
    expect(s.getSnapshot().selectedId).toBe('t2');
    expect(s.getSnapshot().showAllErrors).toBe(true);
    expect(s.getSnapshot().building).toBe(false);
  });

  it('building two identical transactions says so at Build and selects the second', async () => {
    const s = session();
    await s.start();
    addPay(s, '1');
    s.dispatch({ type: 'duplicate', id: 't1' });
    await s.build(SP);
    expect(s.group.status).toBe('building');
    expect(s.getSnapshot().notice).toBe(COMPOSE_MESSAGES.identical(2, 1));
    expect(s.getSnapshot().selectedId).toBe(s.group.entries[1]?.id);
    // an edit makes them differ, and the notice is history
    addPay(s, '2');
    expect(s.getSnapshot().notice).toBeUndefined();
  });

  it('signs what a signer holds, says who signed, and refuses a signer that holds nothing', async () => {
    const s = session();
    await s.start();
    addPay(s, '1');
    addPay(s, '2');
    await s.build(SP);
    expect(s.group.status).toBe('built');

    await s.sign(keySigner(other, 'other key'), new Map());
    expect(s.getSnapshot().signing.outcome).toEqual({
      kind: 'error',
      message: COMPOSE_MESSAGES.noneSignable('other key'),
    });
    await s.sign(keySigner(acct, 'my key'), new Map());
    expect(s.getSnapshot().signing.outcome).toEqual({
      kind: 'ok',
      message: COMPOSE_MESSAGES.signedBy(2, 'my key'),
    });
    expect(s.group.status).toBe('signed');
  });

  it('follows a rekey: the auth address signs, not the sender', async () => {
    const s = session();
    await s.start();
    addPay(s, '1');
    await s.build(SP);
    await s.sign(keySigner(acct, 'sender key'), new Map([[A, other.addr.toString()]]));
    expect(s.getSnapshot().signing.outcome?.kind).toBe('error');
    await s.sign(keySigner(other, 'auth key'), new Map([[A, other.addr.toString()]]));
    expect(s.group.status).toBe('signed');
  });

  it('reports a signer that cannot be opened as such, and learns the addresses of one that opens', async () => {
    const s = session();
    await s.start();
    addPay(s, '1');
    await s.build(SP);
    await s.signWith(
      'kmd · w',
      () => Promise.reject(new Error('Could not open wallet w: Wrong wallet password.')),
      new Map(),
    );
    expect(s.getSnapshot().signing.outcome).toEqual({
      kind: 'error',
      message: 'Could not open wallet w: Wrong wallet password.',
    });
    await s.signWith('kmd · w', () => Promise.resolve([keySigner(acct, 'kmd · w')]), new Map());
    expect(s.getSnapshot().knownAddresses).toEqual([A]);
    expect(s.group.status).toBe('signed');
  });

  it('collects a multisig threshold member by member, and only then is the group signed', async () => {
    const members = [algosdk.generateAccount(), algosdk.generateAccount(), algosdk.generateAccount()];
    const msig = { version: 1, threshold: 2, addrs: members.map((m) => m.addr.toString()) };
    const s = session();
    await s.start();
    addPay(s, '1', multisigAccount(msig));
    await s.build(SP);
    const [first, , third] = members as [algosdk.Account, algosdk.Account, algosdk.Account];
    await s.signAsMember(msig, secretKeyMemberKey(first.sk), new Map());
    expect(s.getSnapshot().signing.outcome?.kind).toBe('ok');
    expect(s.group.status).toBe('built');
    await s.signAsMember(msig, secretKeyMemberKey(third.sk), new Map());
    expect(s.group.status).toBe('signed');
    const stxn = algosdk.decodeSignedTransaction(algosdk.base64ToBytes(s.group.signatures[0] ?? ''));
    expect(stxn.msig?.subsig.map((x) => x.s !== undefined)).toEqual([true, false, true]);
  });

  it('opens, starts and deletes drafts; deleting the open one starts a fresh draft', async () => {
    const s = session();
    await s.start();
    addPay(s, '1');
    const first = s.getSnapshot().draftId;
    await s.newDraft();
    expect(s.group.entries).toHaveLength(0);
    addPay(s, '2');
    addPay(s, '3');
    expect(s.getSnapshot().drafts.map((d) => d.count)).toEqual([2, 1]);
    await s.openDraft(first);
    expect(s.getSnapshot().draftId).toBe(first);
    expect(s.group.entries).toHaveLength(1);
    await s.removeDraft(first);
    expect(s.getSnapshot().draftId).not.toBe(first);
    expect(s.group.entries).toHaveLength(0);
    expect(s.getSnapshot().drafts.map((d) => d.count)).toEqual([2]);
  });

  it('after opening one draft and deleting another, a reload shows the opened one, not the deleted', async () => {
    const storage = memoryDraftStorage();
    const s = session(storage);
    await s.start();
    addPay(s, '1');
    addPay(s, '2');
    const kept = s.getSnapshot().draftId;
    await s.newDraft();
    addPay(s, '3');
    const deleted = s.getSnapshot().draftId;
    await s.openDraft(kept);
    await s.removeDraft(deleted);

    const again = session(storage, () => 'unused');
    await again.start();
    expect(again.getSnapshot().draftId).toBe(kept);
    expect(again.group.entries).toHaveLength(2);
    expect(again.getSnapshot().drafts.map((d) => d.id)).toEqual([kept]);
  });

  it('starts afresh, saying why, when the saved draft cannot be read', async () => {
    const storage = memoryDraftStorage();
    await storage.put({
      id: 'bad',
      network: 'sandbox',
      text: '{',
      updatedAt: 1,
      count: 1,
      status: 'building',
    });
    await storage.setCurrentId('sandbox', 'bad');
    const s = session(storage);
    await s.start();
    expect(s.getSnapshot().problem).toMatch(/^The saved group could not be read \(not JSON\)/);
    expect(s.group.entries).toHaveLength(0);
  });
});
