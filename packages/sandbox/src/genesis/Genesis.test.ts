import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type Genesis, genesisHashB32, genesisId } from './Genesis';
import { referencePath } from '../../../../scripts/referenceDir';

const ref = (net: string, file: string) =>
  readFileSync(referencePath(`network/genesis/${net}/${file}`), 'utf8');

describe('genesisHash', () => {
  it.each(['testnet', 'betanet'])('matches the published %s genesis hash', (net) => {
    const g = JSON.parse(ref(net, 'genesis.json')) as Genesis;
    expect(genesisHashB32(g)).toBe(ref(net, 'genesis.json.hash').trim());
  });

  it('names the network like algod', () => {
    const g = JSON.parse(ref('testnet', 'genesis.json')) as Genesis;
    expect(genesisId(g)).toBe('testnet-v1.0');
  });
});
