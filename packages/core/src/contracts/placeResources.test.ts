import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { accessCount, placeResources, type CallRefs, type UnnamedSeen } from './placeResources';
import { PopulateError } from './PopulateError';

const addr = () => algosdk.generateAccount().addr.toString();
const SENDER = addr();
const call = (appId: bigint, patch: Partial<CallRefs> = {}): CallRefs => ({
  appId,
  sender: SENDER,
  accounts: [],
  apps: [],
  assets: [],
  boxes: [],
  ...patch,
});
const seen = (patch: Partial<UnnamedSeen>): UnnamedSeen => ({
  accounts: [],
  apps: [],
  assets: [],
  boxes: [],
  appLocals: [],
  assetHoldings: [],
  extraBoxRefs: 0,
  ...patch,
});
const name = (s: string) => new TextEncoder().encode(s);

describe('placeResources', () => {
  it("puts a pre-v9 transaction's own resources in that transaction", () => {
    const a = addr();
    const added = placeResources(
      [call(5n), call(6n)],
      [undefined, seen({ accounts: [a], assets: [9n] })],
      undefined,
    );
    expect(added[0]).toMatchObject({ accounts: [], assets: [] });
    expect(added[1]).toMatchObject({ accounts: [a], assets: [9n] });
  });

  it('fills a call up to 4 accounts and 8 references, then the next app call; a payment takes none', () => {
    const accounts = Array.from({ length: 6 }, addr).sort();
    const added = placeResources(
      [call(5n), undefined, call(6n)],
      [],
      seen({ accounts, assets: [1n, 2n, 3n, 4n, 5n] }),
    );
    expect(added[0]?.accounts).toEqual(accounts.slice(0, 4));
    expect(added[0]?.assets).toEqual([1n, 2n, 3n, 4n]);
    expect(added[1]).toMatchObject({ accounts: [], assets: [] });
    expect(added[2]).toMatchObject({ accounts: accounts.slice(4), assets: [5n] });
  });

  it('puts a box with a call of its app (as app 0), else names the app beside it', () => {
    const added = placeResources([call(5n), call(6n)], [], seen({ boxes: [{ app: 6n, name: name('k') }] }));
    expect(added[1]?.boxes).toEqual([{ app: 0n, name: name('k') }]);
    const other = placeResources([call(5n)], [], seen({ boxes: [{ app: 7n, name: name('k') }], apps: [7n] }));
    expect(other[0]).toMatchObject({ apps: [7n], boxes: [{ app: 7n, name: name('k') }] });
  });

  it('puts a local state where its account already is, and adds empty box refs for I/O budget', () => {
    const who = addr();
    const added = placeResources(
      [call(5n), call(6n, { accounts: [who] })],
      [],
      seen({ appLocals: [{ address: who, app: 8n }], accounts: [who], apps: [8n], extraBoxRefs: 2 }),
    );
    expect(added[1]).toMatchObject({ accounts: [], apps: [8n] });
    expect(added[0]?.boxes).toEqual([
      { app: 0n, name: new Uint8Array() },
      { app: 0n, name: new Uint8Array() },
    ]);
  });

  it('a holding of the sender needs only the asset', () => {
    const added = placeResources(
      [call(5n)],
      [],
      seen({ assetHoldings: [{ address: SENDER, asset: 3n }], assets: [3n] }),
    );
    expect(added[0]).toMatchObject({ accounts: [], assets: [3n] });
  });

  it('uses an access list when the call has one, counting the entries algosdk encodes', () => {
    const who = addr();
    const added = placeResources(
      [call(5n, { access: [] })],
      [],
      seen({ assetHoldings: [{ address: who, asset: 3n }] }),
    );
    expect(added[0]?.access).toEqual([{ kind: 'holding', address: who, id: 3n }]);
    expect(accessCount(added[0]!.access, SENDER, 5n)).toBe(3);
    // the sender and the called app are implicit
    expect(accessCount([{ kind: 'locals', address: SENDER, id: 5n }], SENDER, 5n)).toBe(1);
  });

  it('says when the references do not fit the group', () => {
    const accounts = Array.from({ length: 5 }, addr);
    const err = (() => {
      try {
        placeResources([call(5n)], [], seen({ accounts }));
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(err).toBeInstanceOf(PopulateError);
    expect((err as PopulateError).code).toBe('no-room');
    expect((err as PopulateError).message).toMatch(/Add another app call/);
  });

  it('an access list holds at most 16 entries', () => {
    const accounts = Array.from({ length: 17 }, addr);
    expect(() => placeResources([call(5n, { access: [] })], [], seen({ accounts }))).toThrow(PopulateError);
  });
});
