import { describe, expect, it } from 'vitest';
import {
  MY_CONTRACTS_LIMIT,
  readMyContracts,
  withMyContract,
  withoutMyContract,
  type MyContract,
} from './myContractsList';

const entry = (appId: string, how: MyContract['how'] = 'deployed', at = 1): MyContract => ({
  appId,
  name: `App ${appId}`,
  how,
  ...(how === 'deployed' && { creator: 'CREATOR' }),
  at,
});

describe('My contracts list', () => {
  it('adds newest first and brings an app added again to the top, once', () => {
    const list = withMyContract(
      withMyContract(withMyContract([], entry('1')), entry('2')),
      entry('1', 'deployed', 3),
    );
    expect(list.map((e) => e.appId)).toEqual(['1', '2']);
    expect(list[0]?.at).toBe(3);
  });

  it('keeps an app this browser deployed "deployed", with its creator, when a spec is attached later', () => {
    const list = withMyContract([entry('5')], entry('5', 'attached', 9));
    expect(list).toEqual([{ appId: '5', name: 'App 5', how: 'deployed', creator: 'CREATOR', at: 9 }]);
    // an app only attached stays attached
    expect(withMyContract([entry('6', 'attached')], entry('6', 'attached'))[0]?.how).toBe('attached');
  });

  it('removes one app and keeps at most the limit, dropping the oldest', () => {
    expect(withoutMyContract([entry('1'), entry('2')], '1').map((e) => e.appId)).toEqual(['2']);
    let list: MyContract[] = [];
    for (let i = 1; i <= MY_CONTRACTS_LIMIT + 5; i++) list = withMyContract(list, entry(String(i)));
    expect(list).toHaveLength(MY_CONTRACTS_LIMIT);
    expect(list[0]?.appId).toBe(String(MY_CONTRACTS_LIMIT + 5));
    expect(list.at(-1)?.appId).toBe('6');
  });

  it('reads back what it wrote and drops what is not an entry', () => {
    const list = [entry('1'), entry('2', 'attached')];
    expect(readMyContracts(JSON.stringify(list))).toEqual(list);
    expect(readMyContracts(null)).toEqual([]);
    expect(readMyContracts('{not json')).toEqual([]);
    expect(readMyContracts('{"appId":"1"}')).toEqual([]);
    expect(
      readMyContracts(
        JSON.stringify([entry('0'), { ...entry('3'), how: 'stolen' }, { appId: 4 }, entry('7')]),
      ),
    ).toEqual([entry('7')]);
  });
});
