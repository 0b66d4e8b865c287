import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { composeReducer } from './composeReducer';
import type { StoredDraft } from './DraftStorage';
import { newGroupDraft, type GroupDraft } from './GroupDraft';
import { serializeGroupDraft } from './serializeGroupDraft';
import { splitSentDrafts } from './sentHistory';
import { submittedGroup } from './testing/submittedGroup';

const acct = algosdk.generateAccount();
const A = acct.addr.toString();
const B = algosdk.generateAccount().addr.toString();
const SP: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisHash: new Uint8Array(32),
};

/** A payment of `amount` ALGO to B, taken as far as `until` through the studio's own reducer. */
function group(amount: string, until: 'building' | 'committed'): { g: GroupDraft; txids: string[] } {
  const g = composeReducer(newGroupDraft('sandbox'), {
    type: 'add',
    draft: { ...emptyTxnDraft('pay', A), receiver: B, amount } as TxnDraft,
  });
  if (until === 'building') return { g, txids: [] };
  const sent = submittedGroup(g, SP, acct.sk, 11n);
  return { g: composeReducer(sent.g, { type: 'committed', round: 12n }), txids: sent.txids };
}

const stored = (id: string, g: GroupDraft, updatedAt: number): StoredDraft => ({
  id,
  network: 'sandbox',
  text: serializeGroupDraft(g),
  updatedAt,
  count: g.entries.length,
  status: g.status,
});

describe('splitSentDrafts', () => {
  it('moves committed groups out of the drafts into a history, newest first, with what each sent', () => {
    const first = group('1', 'committed');
    const second = group('2.5', 'committed');
    const open = group('3', 'building');
    const { drafts, sent } = splitSentDrafts([
      stored('d1', first.g, 100),
      stored('d2', open.g, 300),
      stored('d3', second.g, 200),
    ]);
    expect(drafts.map((d) => d.id)).toEqual(['d2']);
    expect(sent.map((s) => s.draftId)).toEqual(['d3', 'd1']);
    expect(sent[0]).toEqual({
      draftId: 'd3',
      at: 200,
      confirmedRound: 12n,
      txns: [{ txid: second.txids[0], type: 'pay', amount: '2.5', receiver: B }],
    });
  });

  it('keeps the group open on screen among the drafts too, committed or not', () => {
    const done = group('1', 'committed');
    const { drafts, sent } = splitSentDrafts([stored('d1', done.g, 100)], 'd1');
    expect(drafts.map((d) => d.id)).toEqual(['d1']);
    expect(sent.map((s) => s.draftId)).toEqual(['d1']);
  });

  it('leaves a committed record it cannot read among the drafts, where it can still be deleted', () => {
    const broken: StoredDraft = {
      id: 'x',
      network: 'sandbox',
      text: '{',
      updatedAt: 1,
      count: 1,
      status: 'committed',
    };
    expect(splitSentDrafts([broken])).toEqual({ drafts: [broken], sent: [] });
  });
});
