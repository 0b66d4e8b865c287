import { describe, expect, it } from 'vitest';
import { emptyNetworkForm } from './NetworkFormValues';
import { NETWORK_FORM_MESSAGES } from './networkFormMessages';
import { readStoredNetworks } from './readStoredNetworks';
import { serializeNetworks } from './serializeNetworks';
import { STORED_NETWORKS_MESSAGES as M } from './storedNetworksMessages';
import { validateNetworkForm } from './validateNetworkForm';

function profile(name: string, url = 'http://127.0.0.1:4001') {
  const values = emptyNetworkForm();
  values.name = name;
  values.algod.url = url;
  const result = validateNetworkForm(values);
  if (!result.ok) throw new Error('fixture is invalid');
  return result.profile;
}

describe('readStoredNetworks', () => {
  it('reads nothing stored as no networks and no problems', () => {
    expect(readStoredNetworks(null)).toEqual({ networks: [], problems: [], repaired: false });
  });

  it('reads back what serializeNetworks wrote', () => {
    const networks = [profile('Lab'), profile('Office', 'https://node.example.org')];
    expect(readStoredNetworks(serializeNetworks(networks))).toEqual({
      networks,
      problems: [],
      repaired: false,
    });
  });

  it.each(['{not json', '[]', '{"version":2,"networks":[]}', 'null', '{"version":1}'])(
    'resets an unreadable value %j',
    (raw) => {
      expect(readStoredNetworks(raw)).toEqual({ networks: [], problems: [M.unreadable], repaired: true });
    },
  );

  it('drops only the bad entries and says which and why', () => {
    const good = JSON.parse(serializeNetworks([profile('Lab')])).networks[0];
    const badUrl = { ...good, name: 'Broken', algod: { ...good.algod, url: 'ftp://x' } };
    const raw = JSON.stringify({ version: 1, networks: [good, badUrl, { name: 'Half' }, 42, good] });
    const result = readStoredNetworks(raw);
    expect(result.networks.map((n) => n.id)).toEqual(['lab']);
    expect(result.repaired).toBe(true);
    expect(result.problems).toEqual([
      M.entryDropped('“Broken”', `algod.url: ${NETWORK_FORM_MESSAGES.urlScheme}`),
      M.entryDropped('“Half”', 'missing fields'),
      M.entryDropped('#4', 'missing fields'),
      M.entryDropped('“Lab”', `name: ${NETWORK_FORM_MESSAGES.nameTaken}`),
    ]);
  });
});
