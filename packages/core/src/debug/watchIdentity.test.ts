import { describe, expect, it } from 'vitest';
import { addWatch } from './watchIdentity';

describe('addWatch', () => {
  it('lists a watch once however it is spelt: spacing, the kind word’s case, a quoted or hex key', () => {
    let list = addWatch([], 'global count');
    for (const again of [
      'global  count',
      'Global count',
      'global "count"',
      'global 0x636f756e74',
      ' global count ',
    ])
      list = addWatch(list, again);
    expect(list).toEqual(['global count']);
  });

  it('keeps watches that differ in meaning, and moves a re-added one to the end', () => {
    let list = ['scratch 1', 'global count', 'box count', 'local 0 count', 'local 1 count'];
    list = addWatch(list, 'scratch 1');
    expect(list).toEqual(['global count', 'box count', 'local 0 count', 'local 1 count', 'scratch 1']);
  });

  it('adds nothing that is not a watch', () => {
    expect(addWatch(['stack -1'], 'memory 1')).toEqual(['stack -1']);
  });
});
