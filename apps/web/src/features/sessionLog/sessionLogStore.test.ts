import { readSessionLog, sessionLogKey } from '@sextant/core/sessionLog/sessionLog';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../test/memoryStore';
import { clearSessionLog, recordSendEvent, subscribeSessionLog } from './sessionLogStore';

const txns = [{ type: 'pay', sender: 'S' }];

describe('sessionLogStore', () => {
  it('records events per network, tells subscribers, and clears one network only', () => {
    const store = memoryStore();
    let changes = 0;
    const stop = subscribeSessionLog(() => changes++);
    recordSendEvent(store, 'localnet', { kind: 'sent', txids: ['A'], txns });
    recordSendEvent(store, 'testnet', { kind: 'sent', txids: ['B'], txns });
    recordSendEvent(store, 'localnet', { kind: 'committed', txids: ['A'], round: 3n });
    expect(changes).toBe(3);
    const local = readSessionLog(store.get(sessionLogKey('localnet')));
    expect(local.map((e) => [e.txids, e.outcome])).toEqual([[['A'], { kind: 'committed', round: 3n }]]);
    clearSessionLog(store, 'localnet');
    expect(store.get(sessionLogKey('localnet'))).toBeNull();
    expect(readSessionLog(store.get(sessionLogKey('testnet')))).toHaveLength(1);
    stop();
    recordSendEvent(store, 'localnet', { kind: 'sent', txids: ['C'], txns });
    expect(changes).toBe(4);
  });
});
