import { describe, expect, it } from 'vitest';
import { EMPTY_ABI_CALL } from '../contracts/AbiCallDraft';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { ApplDraft } from '../txn/TxnDraft';
import { specsToAttach } from './specsToAttach';

const SENDER = 'SENDER';
const appl = (patch: Partial<ApplDraft>): ApplDraft => ({
  ...(emptyTxnDraft('appl', ` ${SENDER} `) as ApplDraft),
  ...patch,
});

describe('specsToAttach', () => {
  it('pairs each ABI create call that kept its spec with the app it created, by position', () => {
    const entries = [
      { id: 'a', draft: emptyTxnDraft('pay', SENDER) },
      { id: 'b', draft: appl({ abi: { ...EMPTY_ABI_CALL, specText: '{"spec":1}' } }) },
      // a plain create: no spec to keep
      { id: 'c', draft: appl({}) },
      { id: 'd', draft: appl({ abi: { ...EMPTY_ABI_CALL, specText: '{"spec":2}' } }) },
    ];
    const created = [
      { position: 2, appId: 1001n },
      { position: 3, appId: 1002n },
      { position: 4, appId: 1003n },
    ];
    expect(specsToAttach(entries, created)).toEqual([
      { appId: 1001n, text: '{"spec":1}', creator: SENDER },
      { appId: 1003n, text: '{"spec":2}', creator: SENDER },
    ]);
  });

  it('keeps nothing for created assets, calls without a spec, or positions past the group', () => {
    const entries = [{ id: 'a', draft: appl({ abi: EMPTY_ABI_CALL }) }];
    expect(
      specsToAttach(entries, [
        { position: 1, assetId: 5n },
        { position: 1, appId: 7n },
        { position: 2, appId: 8n },
      ]),
    ).toEqual([]);
  });
});
