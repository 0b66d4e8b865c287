import { setBeforeNetworkRequest } from '@sextant/core/http/networkFetch';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSandboxProcess,
  type SandboxProcess,
} from '../../../../../packages/core/test/integration/startSandboxProcess';
import { dispenserQuery } from '../../features/fund/dispenserQuery';
import { kmdProbeQueryOptions } from '../../features/network/kmdProbeQueryOptions';
import { kmdWalletsQuery } from './kmdWalletsQuery';

let sb: SandboxProcess;
/** Every URL core sent to a network, seen where every request passes (`networkFetch`). */
const asked: string[] = [];

beforeAll(async () => {
  sb = await startSandboxProcess();
  setBeforeNetworkRequest((url) => {
    asked.push(url);
    return undefined;
  });
}, 60_000);

afterAll(async () => {
  setBeforeNetworkRequest();
  await sb?.stop();
});

const walletListings = () => asked.filter((url) => new URL(url).pathname === '/v1/wallets').length;

describe('kmdWalletsQuery: one ask of kmd’s wallets per page', () => {
  it('serves the kmd card’s probe, the nav’s dispenser check and the wallet fields from one /v1/wallets', async () => {
    const client = new QueryClient();
    const { profile } = sb;
    // The home page: its kmd card and, once idle, the nav's dispenser check; then a kmd wallet field.
    const [probe, dispenser] = await Promise.all([
      client.fetchQuery(kmdProbeQueryOptions(profile)),
      client.fetchQuery(dispenserQuery(profile)),
    ]);
    const wallets = await client.fetchQuery(kmdWalletsQuery(profile));

    expect(probe).toMatchObject({ state: 'ok', wallets: wallets.length });
    expect(wallets.map((w) => w.name)).toContain('unencrypted-default-wallet');
    expect(dispenser).toMatch(/^[A-Z2-7]{58}$/);
    expect(walletListings()).toBe(1);
  }, 30_000);
});
