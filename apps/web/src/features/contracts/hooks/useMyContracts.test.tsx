import { myContractsKey, type MyContract } from '@sextant/core/contracts/myContractsList';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../test/memoryStore';
import { useMyContracts } from './useMyContracts';

const entry = (appId: string): MyContract => ({ appId, name: `App ${appId}`, how: 'attached', at: 1 });

describe('useMyContracts', () => {
  it('keeps a list per genesis hash: none before the hash is known, the other network’s never shown', () => {
    const store = memoryStore({ [myContractsKey('B')]: JSON.stringify([entry('7')]) });
    const { result, rerender } = renderHook(
      ({ hash }: { hash: string | undefined }) => useMyContracts(hash, store),
      {
        initialProps: { hash: undefined as string | undefined },
      },
    );
    expect(result.current).toMatchObject({ ready: false, list: [] });
    act(() => result.current.add(entry('1'))); // nowhere to keep it yet
    expect(store.data.size).toBe(1);
    rerender({ hash: 'A' });
    expect(result.current).toMatchObject({ ready: true, list: [] });
    act(() => result.current.add(entry('1')));
    act(() => result.current.add(entry('2')));
    expect(result.current.list.map((e) => e.appId)).toEqual(['2', '1']);
    expect(JSON.parse(store.data.get(myContractsKey('A')) ?? '[]')).toHaveLength(2);
    rerender({ hash: 'B' });
    expect(result.current.list.map((e) => e.appId)).toEqual(['7']);
    rerender({ hash: 'A' });
    act(() => result.current.remove('1'));
    expect(result.current.list.map((e) => e.appId)).toEqual(['2']);
    act(() => result.current.clear());
    expect(result.current.list).toEqual([]);
    expect(store.data.has(myContractsKey('A'))).toBe(false);
    expect(store.data.has(myContractsKey('B'))).toBe(true);
  });

  it('adds to what another tab stored meanwhile', () => {
    const store = memoryStore();
    const { result } = renderHook(() => useMyContracts('A', store));
    store.set(myContractsKey('A'), JSON.stringify([entry('9')]));
    act(() => result.current.add(entry('3')));
    expect(result.current.list.map((e) => e.appId)).toEqual(['3', '9']);
  });
});
