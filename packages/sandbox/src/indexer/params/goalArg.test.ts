import { describe, expect, it } from 'vitest';
import { readResource } from '../testing/referenceResources';
import { decodeGoalArg, GoalArgError } from './goalArg';

interface BoxCase {
  name: string;
  request: { url: string };
  response: { statusCode: number; body: string };
}

/** algorand/indexer's recorded box API cases (boxes.json): every 200 box lookup names its box. */
const cases = (JSON.parse(readResource('boxes.json').toString('utf8')) as { cases: BoxCase[] }).cases;

describe('decodeGoalArg against the indexer recorded box lookups', () => {
  const lookups = cases.filter((c) => c.request.url.includes('/box?name=') && c.response.statusCode === 200);

  it('has the recorded cases', () => {
    expect(lookups.length).toBeGreaterThanOrEqual(14);
  });

  for (const c of lookups) {
    it(c.name, () => {
      const name = new URL(c.request.url).searchParams.get('name') as string;
      const expected = (JSON.parse(c.response.body) as { name: string }).name;
      expect(Buffer.from(decodeGoalArg(name)).toString('base64')).toBe(expected);
    });
  }

  it('refuses a value without an encoding the way the indexer words it', () => {
    expect(() => decodeGoalArg('just a plain string')).toThrow(
      new GoalArgError("all arguments and box names should be of the form 'encoding:value'"),
    );
    expect(() => decodeGoalArg('int:12x')).toThrow(GoalArgError);
    expect(() => decodeGoalArg('b64:%%%')).toThrow(GoalArgError);
    expect(() => decodeGoalArg('abi:(uint64:[1]')).toThrow(GoalArgError);
    expect(() => decodeGoalArg('nope:1')).toThrow('unknown encoding: nope');
  });
});
