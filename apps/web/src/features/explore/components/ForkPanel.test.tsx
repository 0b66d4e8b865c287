import { builtInNetworks } from '@sextant/core/network/builtInNetworks';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_NET_WORKER_FILE } from '../../../app/browserNet/browserNetWorker';
import { ForkPanel } from './ForkPanel';
import { FORK_LABELS as L } from './forkLabels';

const net = (id: string) => builtInNetworks().find((n) => n.id === id) as NetworkProfile;

describe('ForkPanel', () => {
  it('shows MainNet’s fork commands with its URLs filled in, each copyable', () => {
    home(net('mainnet'));
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
    const { container } = home(net('sandbox'));
    expect(container.textContent).toBe('');
  });
});

/** A page the Browser network's worker controls, whose worker answers `/admin/fork` with `forkAnswer`. */
function browserNetWorker(forkAnswer: () => Response) {
  const worker = { scriptURL: `http://app.test/${BROWSER_NET_WORKER_FILE}`, postMessage: () => undefined };
  const registration = {
    installing: null,
    waiting: null,
    active: worker,
    addEventListener: () => undefined,
    update: () => Promise.resolve(),
  };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: {
      controller: worker,
      getRegistration: () => Promise.resolve(registration),
      register: () => Promise.resolve(registration),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
    configurable: true,
  });
  const forks: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (url.endsWith('/admin/fork')) {
      forks.push({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown });
      return forkAnswer();
    }
    return new Response(null, { status: 200 });
  });
  return forks;
}

function home(profile: NetworkProfile) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/${profile.id}`]}>
        <Routes>
          <Route path={`/${profile.id}`} element={<ForkPanel profile={profile} />} />
          <Route path="/browser" element={<p>the Browser network’s home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ForkPanel: fork in this tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(window, 'isSecureContext');
  });

  it('asks first, then forks TestNet’s algod (and indexer) into the Browser network and opens it', async () => {
    const forks = browserNetWorker(() => new Response(null, { status: 204 }));
    home(net('testnet'));
    fireEvent.click(screen.getByRole('button', { name: L.inTab }));
    expect(await screen.findByRole('dialog', { name: L.inTabTitle('TestNet') })).toBeVisible();
    expect(forks).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: L.inTabConfirm }));
    expect(await screen.findByText('the Browser network’s home')).toBeVisible();
    expect(forks).toEqual([
      {
        method: 'POST',
        body: { url: 'https://testnet-api.algonode.cloud', indexerUrl: 'https://testnet-idx.algonode.cloud' },
      },
    ]);
  });

  it('sends a custom network’s token, and says so when its node refuses this origin (CORS), staying here', async () => {
    const cors =
      'fork: https://node.example answers, but not to this page: it does not allow requests from this origin (CORS), so the browser keeps its answers from the Browser network.';
    const forks = browserNetWorker(() => Response.json({ message: cors, code: 'cors' }, { status: 502 }));
    const custom: NetworkProfile = {
      ...net('testnet'),
      id: 'custom-node',
      name: 'My node',
      algod: {
        url: 'https://node.example',
        port: null,
        pathPrefix: '',
        token: 'secret',
        tokenHeader: 'X-Algo-API-Token',
      },
    };
    Reflect.deleteProperty(custom, 'indexer');
    home(custom);
    fireEvent.click(screen.getByRole('button', { name: L.inTab }));
    fireEvent.click(await screen.findByRole('button', { name: L.inTabConfirm }));
    expect(await screen.findByTestId('fork-in-tab-error')).toHaveTextContent(`HTTP 502): ${cors}`);
    expect(forks).toEqual([{ method: 'POST', body: { url: 'https://node.example', token: 'secret' } }]);
    expect(screen.queryByText('the Browser network’s home')).toBeNull();
  });
});
