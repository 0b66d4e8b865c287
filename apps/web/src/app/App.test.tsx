import { builtInNetworks, DEFAULT_SANDBOX_ENDPOINTS } from '@sextant/core/network/builtInNetworks';
import { endpointFromUrl } from '@sextant/core/network/endpointFromUrl';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { SEARCH_MESSAGES } from '@sextant/core/search/searchMessages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PROBE_LABELS } from '../features/network/probeLabels';
import { NOT_FOUND_LABELS } from '../features/errors/notFoundLabels';
import { ACCOUNT_LABELS } from '../features/accounts/accountLabels';
import { EXPLORER_LABELS } from '../features/explore/explorerLabels';
import { fakeAlgodHandler, listenLocal, type LocalServer } from '../test/listenLocal';
import { memoryStore } from '../test/memoryStore';
import { App } from './App';
import type { AppBoot } from './boot/AppBoot';
import { SHELL_LABELS } from './layout/shellLabels';
import { STORAGE_KEYS } from './storage/KeyValueStore';

const TOKEN = 'a'.repeat(64);
const ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const servers: LocalServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

/** The app with its Sandbox network pointed at a real local fake algod (and no indexer answering). */
async function renderApp(path: string, store = memoryStore(), lastNetworkId = 'sandbox') {
  const algod = await listenLocal(fakeAlgodHandler(1234, TOKEN));
  servers.push(algod);
  const lab: NetworkProfile = {
    id: 'lab',
    name: 'Lab',
    builtIn: false,
    algod: endpointFromUrl(algod.url, TOKEN, 'X-Algo-API-Token'),
  };
  const boot: AppBoot = {
    builtIns: builtInNetworks({ ...DEFAULT_SANDBOX_ENDPOINTS, algod: algod.url, indexer: algod.url }),
    customNetworks: [lab],
    theme: 'system',
    lastNetworkId,
    problems: [],
    storage: store,
  };
  render(<App boot={boot} initialPath={path} />);
  return { store };
}

describe('App', () => {
  it('probes the network in the URL and shows it reachable with its last round', async () => {
    await renderApp('/sandbox');
    expect(
      await screen.findByText(PROBE_LABELS.reachable, { selector: '[data-testid="network-status-label"]' }),
    ).toBeVisible();
    expect(screen.getByTestId('network-status-round')).toHaveTextContent(PROBE_LABELS.round(1234n));
    // The home screen loads lazily and shows the same round, and that the "indexer" is an algod.
    expect(await screen.findByTestId('home-last-round')).toHaveTextContent('1234');
    expect(await screen.findByText(PROBE_LABELS.byCode.PROBE_NOT_INDEXER)).toBeInTheDocument();
    expect(screen.getByText(PROBE_LABELS.algodOnly)).toBeInTheDocument();
  });

  it('redirects / to the last network used', async () => {
    await renderApp('/', memoryStore(), 'lab');
    expect(await screen.findByRole('heading', { name: 'Lab' })).toBeVisible();
    expect(screen.getByRole('button', { name: SHELL_LABELS.networkSwitcher('Lab') })).toBeVisible();
  });

  it('remembers the network a URL opens', async () => {
    const { store } = await renderApp('/lab/blocks');
    expect(await screen.findByRole('heading', { name: 'Blocks' })).toBeVisible();
    await waitFor(() => expect(store.data.get(STORAGE_KEYS.lastNetwork)).toBe('lab'));
  });

  it('resolves an address typed in the search box to its account page', async () => {
    const user = userEvent.setup();
    await renderApp('/sandbox');
    const search = screen.getByRole('combobox', { name: SHELL_LABELS.search });
    // Too long to be an asset's unit or name (those are offered as searches): refused as such.
    await user.type(search, 'hello there, this is not anything at all');
    expect(within(screen.getByRole('search')).getByRole('alert')).toHaveTextContent(
      SEARCH_MESSAGES.unrecognized,
    );
    await user.clear(search);
    await user.type(search, `${ADDRESS}{Enter}`);
    // The account screen's chunk is bigger than the placeholder was: give its first load time.
    expect(await screen.findByRole('heading', { name: ACCOUNT_LABELS.title })).toBeVisible();
    expect(screen.getByTestId('param-address')).toHaveTextContent(ADDRESS);
    // The fake node knows no accounts: the indexer (another fake algod) and algod both say not found.
    expect(await screen.findByText(EXPLORER_LABELS.notFound.account)).toBeVisible();
  });

  it('switches network from the header menu, which loads on first use', async () => {
    const user = userEvent.setup();
    await renderApp('/sandbox');
    await user.click(screen.getByRole('button', { name: SHELL_LABELS.networkSwitcher('Sandbox') }));
    await user.click(await screen.findByRole('menuitemradio', { name: /Lab/ }));
    expect(await screen.findByRole('heading', { name: 'Lab' })).toBeVisible();
    expect(screen.getByRole('button', { name: SHELL_LABELS.networkSwitcher('Lab') })).toBeVisible();
  });

  it("names the URL's network in the header (the layout sees the screen's :net), else the last one used", async () => {
    await renderApp('/lab/blocks', memoryStore(), 'sandbox');
    expect(await screen.findByRole('heading', { name: 'Blocks' })).toBeVisible();
    expect(screen.getByRole('button', { name: SHELL_LABELS.networkSwitcher('Lab') })).toBeVisible();
  });

  it('names the last network used in the header on a screen of no network', async () => {
    await renderApp('/settings', memoryStore(), 'lab');
    expect(await screen.findByRole('button', { name: SHELL_LABELS.networkSwitcher('Lab') })).toBeVisible();
  });

  it('says when the URL names no known network', async () => {
    await renderApp('/devnet/blocks');
    expect(await screen.findByText(NOT_FOUND_LABELS.noNetwork('devnet'))).toBeVisible();
  });
});
