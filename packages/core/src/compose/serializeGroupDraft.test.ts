import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_ABI_CALL } from '../contracts/AbiCallDraft';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { buildGroup } from './buildGroup';
import { COMPOSE_MESSAGES } from './composeMessages';
import { composeReducer } from './composeReducer';
import { newGroupDraft } from './GroupDraft';
import { deserializeGroupDraft, serializeGroupDraft } from './serializeGroupDraft';
import { submittedGroup } from './testing/submittedGroup';

const acct = algosdk.generateAccount();
const A = acct.addr.toString();
const SP: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisHash: new Uint8Array(32),
};

describe('serializeGroupDraft', () => {
  it('round-trips every state, rounds included', () => {
    let g = newGroupDraft('testnet');
    g = composeReducer(g, {
      type: 'add',
      draft: { ...emptyTxnDraft('pay', A), receiver: A, amount: '1' } as TxnDraft,
    });
    g = composeReducer(g, {
      type: 'add',
      draft: {
        ...emptyTxnDraft('appl', A),
        appId: '5',
        args: ['int:1'],
        boxes: [{ appId: '', name: 'k' }],
      } as TxnDraft,
    });
    expect(deserializeGroupDraft(serializeGroupDraft(g))).toEqual(g);
    const r = buildGroup(g, SP);
    if (!r.ok) throw new Error('build');
    g = composeReducer(g, { type: 'built', built: r.built });
    r.txns.forEach((t, i) => {
      g = composeReducer(g, {
        type: 'signed',
        position: i,
        signedTxn: algosdk.bytesToBase64(t.signTxn(acct.sk)),
      });
    });
    expect(g.status).toBe('signed');
    g = composeReducer(g, { type: 'submitted', round: 18446744073709551615n });
    g = composeReducer(g, {
      type: 'failed',
      error: { code: 'NODE_REJECTED', message: 'm', nodeMessage: 'n' },
    });
    expect(deserializeGroupDraft(serializeGroupDraft(g))).toEqual(g);
  });

  it('keeps an ABI create call’s spec, and drops an ABI part whose spec is not text', () => {
    const abi = { ...EMPTY_ABI_CALL, specLabel: 'Vault', specText: '{"name":"Vault"}' };
    const g = composeReducer(newGroupDraft('sandbox'), {
      type: 'add',
      draft: { ...emptyTxnDraft('appl', A), abi } as TxnDraft,
    });
    expect(deserializeGroupDraft(serializeGroupDraft(g))).toEqual(g);
    const damaged = serializeGroupDraft(g).replace('"specText":"{\\"name\\":\\"Vault\\"}"', '"specText":7');
    expect(damaged).not.toBe(serializeGroupDraft(g));
    const read = deserializeGroupDraft(damaged).entries[0]?.draft;
    expect(read?.type === 'appl' && read.abi).toBeUndefined();
  });

  it('round-trips a committed group with what its confirmations told, and refuses a last log that is not base64', () => {
    const appl = composeReducer(newGroupDraft('sandbox'), {
      type: 'add',
      draft: { ...emptyTxnDraft('appl', A), appId: '5' } as TxnDraft,
    });
    const g = composeReducer(submittedGroup(appl, SP, acct.sk, 9n).g, {
      type: 'committed',
      round: 10n,
      created: [{ position: 1, appId: 1002n }],
      lastLogs: [{ position: 1, log: 'FR98dQAAAAAAAAAq' }],
    });
    const text = serializeGroupDraft(g);
    expect(deserializeGroupDraft(text)).toEqual(g);
    const bad = text.replace('FR98dQAAAAAAAAAq', 'not base64!');
    expect(() => deserializeGroupDraft(bad)).toThrow(/bad last log/);
  });

  it('does not keep a refusal', () => {
    let g = newGroupDraft('x');
    g = composeReducer(g, { type: 'remove', id: 'missing' });
    expect(g.refusal).toBeDefined();
    expect(deserializeGroupDraft(serializeGroupDraft(g)).refusal).toBeUndefined();
  });

  it('fills fields an older save lacks and drops ones of the wrong type', () => {
    const text = JSON.stringify({
      format: 1,
      network: 'x',
      status: 'building',
      nextId: 2,
      signatures: [],
      entries: [{ id: 't1', draft: { type: 'pay', amount: '5', receiver: 7 } }],
    });
    const g = deserializeGroupDraft(text);
    expect(g.entries[0]?.draft).toEqual({ ...emptyTxnDraft('pay'), amount: '5' });
  });

  it.each([
    ['{', 'not JSON'],
    ['[]', 'not an object'],
    ['{"format":2}', 'format 2'],
    ['{"format":1,"network":"x","entries":[],"status":"odd","nextId":1}', 'unknown status'],
    [
      '{"format":1,"network":"x","entries":[{"id":"t1","draft":{"type":"stpf"}}],"status":"building","nextId":1}',
      'unknown type stpf',
    ],
    [
      '{"format":1,"network":"x","entries":[],"status":"built","nextId":1}',
      'built state without its transactions',
    ],
    [
      '{"format":1,"network":"x","entries":[],"status":"building","nextId":1,"confirmedRound":"1e3"}',
      'bad round',
    ],
  ])('refuses %s: %s', (text, why) => {
    expect(() => deserializeGroupDraft(text)).toThrow(COMPOSE_MESSAGES.corrupt(why));
    try {
      deserializeGroupDraft(text);
    } catch (e) {
      expect((e as { code: string }).code).toBe('GROUP_DRAFT_UNREADABLE');
    }
  });
});
