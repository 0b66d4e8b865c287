import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES as M } from './contractMessages';
import { loadContractSpec } from './loadContractSpec';
import { specNetworkApp } from './readSpecExtras';
import { referencePath } from '../../../../scripts/referenceDir';

const ref = (path: string) => readFileSync(referencePath(`app-specs/${path}`), 'utf8');

const HASH = Buffer.alloc(32, 7).toString('base64');
const OTHER = Buffer.alloc(32, 9).toString('base64');

/** A reference spec with some of its fields replaced. */
function withFields(path: string, fields: Record<string, unknown>, method?: [string, unknown]) {
  const json = JSON.parse(ref(path)) as Record<string, unknown> & { methods: Record<string, unknown>[] };
  if (method !== undefined) {
    const m = json.methods.find((x) => x['name'] === method[0]);
    if (m === undefined) throw new Error(`no method ${method[0]}`);
    m['recommendations'] = method[1];
  }
  return loadContractSpec(JSON.stringify({ ...json, ...fields }));
}

describe('ARC-56 compilerInfo', () => {
  it('reads what compiled the reference specs, and their empty networks and recommendations', () => {
    const state = loadContractSpec(ref('algokit-utils-ts/state/State.arc56.json'));
    expect(state.compiler).toEqual({ name: 'puya', version: '5.5.0' });
    expect(loadContractSpec(ref('arcs-assets/arc-0062/CirculatingSupply.arc56.json')).compiler).toEqual({
      name: 'puya',
      version: '5.4.0',
    });
    expect(state.networks).toEqual({});
    expect(state.methods.some((m) => m.recommendations !== undefined)).toBe(false);
    expect(state.notes).toEqual([]);
    // An ARC-32 file has none.
    expect(loadContractSpec(ref('algokit-utils-ts/testing-app/application.json')).compiler).toBeUndefined();
  });

  it('keeps the compiler name when the version is malformed, with a note', () => {
    const spec = withFields('algokit-utils-ts/state/State.arc56.json', {
      compilerInfo: { compiler: 'algod', compilerVersion: { major: 'x' } },
    });
    expect(spec.compiler).toEqual({ name: 'algod' });
    expect(spec.notes).toContain(M.noteBadCompilerInfo);
    expect(
      withFields('algokit-utils-ts/state/State.arc56.json', { compilerInfo: 7 }).compiler,
    ).toBeUndefined();
  });
});

describe('ARC-56 networks', () => {
  it('offers the app id listed for a genesis hash, and leaves out bad entries with a note', () => {
    const spec = withFields('algokit-utils-ts/state/State.arc56.json', {
      networks: { [HASH]: { appID: 1234 }, 'not-a-hash': { appID: 5 }, [OTHER]: { appID: -1 } },
    });
    expect(specNetworkApp(spec, HASH)).toBe(1234n);
    expect(specNetworkApp(spec, OTHER)).toBeUndefined();
    expect(specNetworkApp(spec, undefined)).toBeUndefined();
    expect(specNetworkApp(spec, 'toString')).toBeUndefined();
    expect(spec.notes).toEqual([
      M.noteBadNetwork('not-a-hash', M.notGenesisHash),
      M.noteBadNetwork(OTHER, M.notAppId),
    ]);
    expect(withFields('algokit-utils-ts/state/State.arc56.json', { networks: [1] }).notes).toEqual([
      M.noteBadNetworks,
    ]);
  });
});

describe('ARC-56 recommendations', () => {
  it('reads a method’s inner count, boxes, accounts, apps and assets; bad entries noted', () => {
    const account = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
    const spec = withFields('algokit-utils-ts/state/State.arc56.json', {}, [
      'call_with_references',
      {
        innerTransactionCount: 2,
        boxes: [{ key: 'Ym94', readBytes: 8, writeBytes: 8 }, { app: 1001, key: '' }, { key: 7 }],
        accounts: [account, 'nope'],
        apps: [1001],
        assets: [1002, 0],
      },
    ]);
    const m = spec.methods.find((x) => x.name === 'call_with_references');
    expect(m?.recommendations).toEqual({
      innerTransactionCount: 2,
      boxes: [
        { app: '0', name: 'Ym94' },
        { app: '1001', name: '' },
      ],
      accounts: [account],
      apps: ['1001'],
      assets: ['1002'],
    });
    expect(spec.notes).toEqual([
      M.noteBadRecommendation('call_with_references', 'accounts: nope'),
      M.noteBadRecommendation('call_with_references', 'assets: 0'),
      M.noteBadRecommendation('call_with_references', 'boxes: {"key":7}'),
    ]);
  });
});
