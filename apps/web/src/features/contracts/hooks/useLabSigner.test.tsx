import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { createPQKey } from '@sextant/core/pq/createPQKey';
import type { PQKey } from '@sextant/core/pq/PQKey';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { addPQKey } from '../../pq/usePQKeys';
import { useLabSigner } from './useLabSigner';

const profile = (id: string): NetworkProfile => ({
  id,
  name: id,
  builtIn: false,
  algod: { url: 'http://127.0.0.1', port: 1, pathPrefix: '', token: '', tokenHeader: 'X-Algo-API-Token' },
});

function labSigner(networkId: string, signer: 'pq' | 'wallet', sender: string) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ActiveNetworkContext value={profile(networkId)}>{children}</ActiveNetworkContext>
    </QueryClientProvider>
  );
  return renderHook(() => useLabSigner(networkId, { signer, kmdWallet: '', sender }, () => undefined), {
    wrapper,
  }).result.current;
}

// The lab's "Post-quantum key (this tab)" option (issue #38): the key held in this tab for the
// draft's sender is the signer; never on MainNet.
describe('the lab’s post-quantum signer option', () => {
  let key: PQKey;
  beforeAll(async () => {
    key = await createPQKey(new Uint8Array(48).fill(7));
    addPQKey('pq-lab', key);
    addPQKey('mainnet', key);
  });

  it('offers the tab’s key for its sender: the signer is that key’s', () => {
    const signing = labSigner('pq-lab', 'pq', key.address);
    expect(signing.hasPQ).toBe(true);
    expect(signing.addresses).toContain(key.address);
    expect(signing.signer?.kind).toBe('pqKey');
    // the key of the draft's sender, and only it (its Falcon signing is core's pqKey tests' and the
    // pq-account e2e's: algosdk's PQ encoding refuses jsdom's byte arrays)
    expect(signing.signer?.addresses).toEqual([key.address]);
  }, 60_000);

  it('lists no PQ address while another signer is chosen, and none on MainNet', () => {
    expect(labSigner('pq-lab', 'wallet', key.address).addresses).not.toContain(key.address);
    const main = labSigner('mainnet', 'pq', key.address);
    expect(main.hasPQ).toBe(false);
    expect(main.signer).toBeUndefined();
  });
});
