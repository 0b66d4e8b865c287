import { builtInNetworks } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ForkPanel } from './ForkPanel';
import { FORK_LABELS as L } from './forkLabels';

const net = (id: string) => builtInNetworks().find((n) => n.id === id) as NetworkProfile;

describe('ForkPanel', () => {
  it('shows MainNet’s fork commands with its URLs filled in, each copyable', () => {
    render(<ForkPanel profile={net('mainnet')} />);
    expect(screen.getByRole('heading', { name: L.title })).toBeTruthy();
    expect(
      screen.getByText(
        'npm run sandbox -- --fork https://mainnet-api.algonode.cloud --fork-indexer https://mainnet-idx.algonode.cloud',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^SEXTANT_FORK=https:\/\/mainnet-api\.algonode\.cloud /)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(2);
    expect(screen.queryByText(L.token)).toBeNull();
  });

  it('is not shown on the sandbox itself', () => {
    const { container } = render(<ForkPanel profile={net('sandbox')} />);
    expect(container.textContent).toBe('');
  });
});
