import { describe, expect, it } from 'vitest';
import type { IdxTransaction } from '../indexer/indexerModels';
import { appCallOf } from './appCallOf';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

describe('appCallOf', () => {
  it('reads an app call’s arguments, lists and logs as bytes and ids; a creation by its new id', () => {
    const raw = {
      'tx-type': 'appl',
      sender: SENDER,
      'created-application-index': 1002,
      'application-transaction': {
        'application-id': 0,
        'application-args': ['AgMEBQ==', 'AAdTZXh0YW50'],
        accounts: [SENDER],
        'foreign-apps': [5],
        'foreign-assets': [7, 8],
      },
      logs: ['FR98dQ=='],
    } as unknown as IdxTransaction;
    expect(appCallOf(raw)).toEqual({
      appId: 1002n,
      sender: SENDER,
      appArgs: [Uint8Array.from([2, 3, 4, 5]), Uint8Array.from([0, 7, 83, 101, 120, 116, 97, 110, 116])],
      accounts: [SENDER],
      foreignApps: [5n],
      foreignAssets: [7n, 8n],
      logs: [Uint8Array.from([0x15, 0x1f, 0x7c, 0x75])],
    });
  });

  it('gives nothing for another type, and empty lists where the indexer omits them', () => {
    expect(appCallOf({ 'tx-type': 'pay', sender: SENDER } as unknown as IdxTransaction)).toBeUndefined();
    const bare = appCallOf({
      'tx-type': 'appl',
      sender: SENDER,
      'application-transaction': { 'application-id': 9 },
    } as unknown as IdxTransaction);
    expect(bare).toEqual({
      appId: 9n,
      sender: SENDER,
      appArgs: [],
      accounts: [],
      foreignApps: [],
      foreignAssets: [],
      logs: [],
    });
  });
});
