import { QueryClient, queryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { followedBy } from '../routeData/RouteQueries';
import { prefetchRouteQueries } from '../routeData/prefetchRouteQueries';
import { holdOffReadyPath, isOffReadyPath, offReadyPath } from './offReadyPath';

afterEach(() => holdOffReadyPath(Promise.resolve()));

/** A query whose function records when it runs, answering `answer`. */
function recorded(log: string[], name: string, answer: unknown = name) {
  return queryOptions({
    queryKey: [name],
    queryFn: () => {
      log.push(name);
      return Promise.resolve(answer);
    },
  });
}

describe('offReadyPath', () => {
  it('marks the options it wraps, keeping their key', () => {
    const options = offReadyPath(recorded([], 'probe'));
    expect(isOffReadyPath(options)).toBe(true);
    expect(options.queryKey).toEqual(['probe']);
    expect(isOffReadyPath(recorded([], 'list'))).toBe(false);
  });

  it('runs at once when nothing holds it', async () => {
    const log: string[] = [];
    await new QueryClient().fetchQuery(offReadyPath(recorded(log, 'probe')));
    expect(log).toEqual(['probe']);
  });

  it('waits for what main.tsx holds it with: the first screen first, then the probe', async () => {
    const log: string[] = [];
    const client = new QueryClient();
    let release = () => undefined as void;
    holdOffReadyPath(new Promise<void>((resolve) => (release = resolve)));
    const probe = client.fetchQuery(offReadyPath(recorded(log, 'probe')));
    await client.fetchQuery(recorded(log, 'list'));
    expect(log).toEqual(['list']);
    release();
    expect(await probe).toBe('probe');
    expect(log).toEqual(['list', 'probe']);
  });

  it("a route's declaration settles without the follow-ups off the ready path, which then run", async () => {
    const log: string[] = [];
    const client = new QueryClient();
    const declared = [
      followedBy(recorded(log, 'account'), () => [
        offReadyPath(recorded(log, 'history')),
        recorded(log, 'asset'),
      ]),
      recorded(log, 'list'),
    ];
    // As main.tsx: what is off the ready path waits for the declaration, which does not wait for it.
    const settled = prefetchRouteQueries(client, declared);
    holdOffReadyPath(settled);
    await settled;
    expect(log).toEqual(['account', 'list', 'asset']);
    await expect(client.fetchQuery(offReadyPath(recorded([], 'history')))).resolves.toBe('history');
    expect(log).toEqual(['account', 'list', 'asset', 'history']);
  });
});
