import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHasDispenser } from './useHasDispenser';

// A kmd nobody answers: the check below never gets as far as asking it (the browser is never idle
// for 2 s in these tests), so only the watch of the query cache runs.
const local: NetworkProfile = {
  id: 'local',
  name: 'Local',
  builtIn: false,
  algod: { url: 'http://127.0.0.1', port: 1, pathPrefix: '', token: '', tokenHeader: 'X-Algo-API-Token' },
  kmd: { url: 'http://127.0.0.1', port: 1, pathPrefix: '', token: '', tokenHeader: 'X-KMD-API-Token' },
};

const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function watch(profile: NetworkProfile) {
  const client = new QueryClient();
  const isFetching = vi.spyOn(client, 'isFetching');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useHasDispenser(profile), { wrapper });
  return { client, isFetching, hook };
}

afterEach(() => vi.restoreAllMocks());

describe('useHasDispenser', () => {
  it('is false until the dispenser is known', () => {
    const { hook } = watch(local);
    expect(hook.result.current).toBe(false);
    hook.unmount();
  });

  it("looks at the query cache's events once per task, not once per event", async () => {
    const { client, isFetching, hook } = watch(local);
    expect(isFetching).toHaveBeenCalledTimes(1);
    // A first screen's answers: many queries added and updated in one task.
    act(() => {
      for (let i = 0; i < 50; i++) client.setQueryData(['row', i], i);
    });
    expect(isFetching).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(isFetching).toHaveBeenCalledTimes(2);
    hook.unmount();
  });

  it('stops watching once unmounted, a check already scheduled included', async () => {
    const { client, isFetching, hook } = watch(local);
    act(() => client.setQueryData(['row'], 1));
    hook.unmount();
    await nextTask();
    client.setQueryData(['row'], 2);
    await nextTask();
    expect(isFetching).toHaveBeenCalledTimes(1);
  });

  it('does not watch at all on a network without kmd', () => {
    const { kmd: _, ...noKmd } = local;
    const { client, isFetching, hook } = watch(noKmd);
    act(() => client.setQueryData(['row'], 1));
    expect(isFetching).not.toHaveBeenCalled();
    hook.unmount();
  });
});
