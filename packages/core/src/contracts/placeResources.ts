import algosdk from 'algosdk';
import { MAX_APP_ACCESS } from '../txn/readAccessList';
import { PopulateError } from './PopulateError';

/**
 * go: config/consensus.go (v41) MaxAppTxnAccounts and MaxAppTotalTxnReferences; foreign apps,
 * assets and boxes (8 each) never bind before the total does.
 */
export const MAX_ACCOUNTS = 4;
export const MAX_TOTAL_REFS = 8;

export interface BoxRef {
  /** The box's app (0: the called app, the empty reference that only adds I/O budget). */
  app: bigint;
  name: Uint8Array;
}

/** One access-list entry (`al`): holdings and local states name their account and asset or app. */
export type AccessRef =
  | { kind: 'address'; address: string }
  | { kind: 'asset'; id: bigint }
  | { kind: 'app'; id: bigint }
  | { kind: 'holding'; address: string; id: bigint }
  | { kind: 'locals'; address: string; id: bigint }
  | { kind: 'box'; app: bigint; name: Uint8Array };

/** What an app call names, as far as placing more matters. `access` is set when it uses an access list. */
export interface CallRefs {
  appId: bigint;
  sender: string;
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: BoxRef[];
  access?: AccessRef[];
}

/** Resources simulate saw a group (or one transaction of a pre-v9 program) use unnamed. */
export interface UnnamedSeen {
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: BoxRef[];
  appLocals: { address: string; app: bigint }[];
  assetHoldings: { address: string; asset: bigint }[];
  extraBoxRefs: number;
}

/** What population added to one transaction (its position in the group). */
export interface RefsAdded {
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: BoxRef[];
  access: AccessRef[];
}

export const NOTHING_ADDED: RefsAdded = { accounts: [], apps: [], assets: [], boxes: [], access: [] };

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameBox = (a: BoxRef, b: BoxRef) => a.app === b.app && sameBytes(a.name, b.name);

/** The number of `al` entries algosdk encodes these as (each address, asset and app once, then the entry). */
export function accessCount(refs: readonly AccessRef[], sender: string, appId: bigint): number {
  const seen = new Set<string>();
  let count = 0;
  const ensure = (key: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      count++;
    }
  };
  for (const r of refs) {
    if (r.kind === 'address') ensure(`d:${r.address}`);
    else if (r.kind === 'asset') ensure(`s:${r.id}`);
    else if (r.kind === 'app') ensure(`p:${r.id}`);
    else {
      if (r.kind !== 'box' && r.address !== sender) ensure(`d:${r.address}`);
      if (r.kind === 'holding') ensure(`s:${r.id}`);
      if (r.kind === 'locals' && r.id !== appId) ensure(`p:${r.id}`);
      if (r.kind === 'box' && r.app !== 0n && r.app !== appId) ensure(`p:${r.app}`);
      count++;
    }
  }
  return count;
}

/** A call being filled: what it had, and what was added (both kept in step). */
class Slot {
  readonly added: RefsAdded = { accounts: [], apps: [], assets: [], boxes: [], access: [] };
  constructor(
    readonly index: number,
    readonly refs: CallRefs,
  ) {}

  get usesAccess(): boolean {
    return this.refs.access !== undefined;
  }

  get total(): number {
    const r = this.refs;
    return r.accounts.length + r.apps.length + r.assets.length + r.boxes.length;
  }

  /** Whether `more` references (`accounts` of them accounts) fit beside those named; never in a call with an access list. */
  room(more: number, accounts = 0): boolean {
    if (this.usesAccess) return false;
    return this.total + more <= MAX_TOTAL_REFS && this.refs.accounts.length + accounts <= MAX_ACCOUNTS;
  }

  hasApp(app: bigint): boolean {
    return app === this.refs.appId || this.refs.apps.includes(app);
  }

  hasAccount(address: string, programAccounts = true): boolean {
    const r = this.refs;
    if (address === r.sender || r.accounts.includes(address)) return true;
    // an app's account is available with the app (v7+)
    return (
      programAccounts &&
      [r.appId, ...r.apps].some((a) => a !== 0n && algosdk.getApplicationAddress(a).toString() === address)
    );
  }

  addAccount(address: string) {
    if (this.hasAccount(address)) return;
    this.refs.accounts.push(address);
    this.added.accounts.push(address);
  }

  addApp(app: bigint) {
    if (this.hasApp(app)) return;
    this.refs.apps.push(app);
    this.added.apps.push(app);
  }

  addAsset(asset: bigint) {
    if (this.refs.assets.includes(asset)) return;
    this.refs.assets.push(asset);
    this.added.assets.push(asset);
  }

  addBox(box: BoxRef) {
    if (box.app !== 0n && box.app !== this.refs.appId) this.addApp(box.app);
    const ref = { app: box.app === this.refs.appId ? 0n : box.app, name: box.name };
    if (ref.name.length > 0 && this.refs.boxes.some((b) => sameBox(b, ref))) return;
    this.refs.boxes.push(ref);
    this.added.boxes.push(ref);
  }

  /** Adds an access-list entry when it fits the list's limit (MaxAppAccess). */
  tryAccess(ref: AccessRef): boolean {
    const list = this.refs.access;
    if (list === undefined) return false;
    const next = [...list, ref];
    if (accessCount(next, this.refs.sender, this.refs.appId) > MAX_APP_ACCESS) return false;
    list.push(ref);
    this.added.access.push(ref);
    return true;
  }
}

function copyRefs(r: CallRefs): CallRefs {
  return {
    ...r,
    accounts: [...r.accounts],
    apps: [...r.apps],
    assets: [...r.assets],
    boxes: [...r.boxes],
    ...(r.access !== undefined && { access: [...r.access] }),
  };
}

const noRoom = (what: string) =>
  new PopulateError(
    'no-room',
    `No app call in the group has room for ${what}: each names at most ${MAX_TOTAL_REFS} references (${MAX_ACCOUNTS} accounts), an access list ${MAX_APP_ACCESS} entries. Add another app call to the group to carry it.`,
    { details: { what } },
  );

/** Places one transaction's own unnamed resources (a program before v9 shares nothing) in it. */
function placeOwn(slot: Slot, seen: UnnamedSeen) {
  if (slot.usesAccess) {
    const refs: AccessRef[] = [
      ...seen.accounts.map((address) => ({ kind: 'address' as const, address })),
      ...seen.apps.map((id) => ({ kind: 'app' as const, id })),
      ...seen.assets.map((id) => ({ kind: 'asset' as const, id })),
    ];
    for (const r of refs)
      if (!slot.tryAccess(r)) throw noRoom(`the resources of transaction ${slot.index + 1}`);
    return;
  }
  for (const a of seen.accounts) slot.addAccount(a);
  for (const a of seen.apps) slot.addApp(a);
  for (const a of seen.assets) slot.addAsset(a);
  const r = slot.refs;
  if (slot.total > MAX_TOTAL_REFS || r.accounts.length > MAX_ACCOUNTS)
    throw noRoom(
      `the resources transaction ${slot.index + 1} reaches (its program shares none with the group)`,
    );
}

const byText =
  <T>(key: (x: T) => string) =>
  (a: T, b: T) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -1 : x > y ? 1 : 0;
  };

/**
 * Where the unnamed resources simulate reported go in the group (algokit-utils' populateAppCallResources
 * order): each transaction's own first, then the group's: the pairs (local states, holdings) where their
 * account or their app/asset already is, then accounts (4 a call), boxes beside their app, assets, apps
 * and the empty box references for I/O budget; a call with an access list takes entries in `al`
 * (go: data/transactions/application.go wellFormed limits, ledger/simulation/resources.go). `calls` holds
 * undefined for a transaction that is not an app call. Throws PopulateError('no-room') when one does not fit.
 */
export function placeResources(
  calls: readonly (CallRefs | undefined)[],
  own: readonly (UnnamedSeen | undefined)[],
  group: UnnamedSeen | undefined,
): RefsAdded[] {
  const slots = calls.map((c, i) => (c === undefined ? undefined : new Slot(i, copyRefs(c))));
  const live = slots.filter((s): s is Slot => s !== undefined);
  slots.forEach((s, i) => {
    const seen = own[i];
    if (s !== undefined && seen !== undefined) placeOwn(s, seen);
  });
  if (group !== undefined) placeGroup(live, group);
  return slots.map((s) => s?.added ?? NOTHING_ADDED);
}

function placeGroup(slots: readonly Slot[], seen: UnnamedSeen) {
  const accounts = [...seen.accounts].sort(byText(String));
  let apps = [...seen.apps].sort(byText(String));
  let assets = [...seen.assets].sort(byText(String));
  const boxes = [...seen.boxes].sort(byText((b) => `${b.app}-${algosdk.bytesToBase64(b.name)}`));
  const locals = [...seen.appLocals].sort(byText((l) => `${l.app}-${l.address}`));
  const holdings = [...seen.assetHoldings].sort(byText((h) => `${h.asset}-${h.address}`));
  let remainingAccounts = accounts;

  for (const l of locals) {
    placePair(slots, l.address, { kind: 'locals', id: l.app });
    remainingAccounts = remainingAccounts.filter((a) => a !== l.address);
    apps = apps.filter((a) => a !== l.app);
  }
  for (const h of holdings) {
    placePair(slots, h.address, { kind: 'holding', id: h.asset });
    remainingAccounts = remainingAccounts.filter((a) => a !== h.address);
    assets = assets.filter((a) => a !== h.asset);
  }
  for (const a of remainingAccounts) {
    if (slots.some((s) => !s.usesAccess && s.hasAccount(a))) continue;
    place(
      slots,
      `account ${a}`,
      (s) => s.room(1, 1),
      (s) => s.addAccount(a),
      { kind: 'address', address: a },
    );
  }
  for (const b of boxes) {
    const home = slots.find((s) => s.room(1) && s.hasApp(b.app));
    if (home !== undefined) home.addBox(b);
    else
      place(
        slots,
        `box ${algosdk.bytesToBase64(b.name)} of app ${b.app}`,
        (s) => s.room(2),
        (s) => s.addBox(b),
        {
          kind: 'box',
          ...b,
        },
      );
    apps = apps.filter((a) => a !== b.app);
  }
  for (const a of assets) {
    if (slots.some((s) => s.refs.assets.includes(a))) continue;
    place(
      slots,
      `asset ${a}`,
      (s) => s.room(1),
      (s) => s.addAsset(a),
      { kind: 'asset', id: a },
    );
  }
  for (const a of apps) {
    if (slots.some((s) => s.hasApp(a))) continue;
    place(
      slots,
      `app ${a}`,
      (s) => s.room(1),
      (s) => s.addApp(a),
      { kind: 'app', id: a },
    );
  }
  for (let i = 0; i < seen.extraBoxRefs; i++) {
    const empty = { app: 0n, name: new Uint8Array() };
    place(
      slots,
      'an empty box reference (box I/O budget)',
      (s) => s.room(1),
      (s) => s.addBox(empty),
      {
        kind: 'box',
        ...empty,
      },
    );
  }
}

/** The first call with room takes it (in its arrays, or else in an access list). */
function place(
  slots: readonly Slot[],
  what: string,
  fits: (s: Slot) => boolean,
  add: (s: Slot) => void,
  entry: AccessRef,
) {
  const slot = slots.find(fits);
  if (slot !== undefined) return add(slot);
  if (slots.some((s) => s.tryAccess(entry))) return;
  throw noRoom(what);
}

/** A local state or holding: both its account and its app/asset must be available in one call. */
function placePair(
  slots: readonly Slot[],
  address: string,
  other: { kind: 'locals' | 'holding'; id: bigint },
) {
  const isLocals = other.kind === 'locals';
  const hasOther = (s: Slot) => (isLocals ? s.hasApp(other.id) : s.refs.assets.includes(other.id));
  const addOther = (s: Slot) => (isLocals ? s.addApp(other.id) : s.addAsset(other.id));
  const what = `${isLocals ? 'the local state in app' : 'the holding of asset'} ${other.id} of ${address}`;
  // already both, or one of the two, where there is room for the other
  const both = slots.find((s) => !s.usesAccess && s.hasAccount(address) && hasOther(s));
  if (both !== undefined) return;
  const withAccount = slots.find((s) => s.room(1) && s.hasAccount(address));
  if (withAccount !== undefined) return addOther(withAccount);
  const withOther = slots.find((s) => s.room(1, 1) && hasOther(s));
  if (withOther !== undefined) return withOther.addAccount(address);
  const any = slots.find((s) => s.room(2, 1));
  if (any !== undefined) {
    any.addAccount(address);
    return addOther(any);
  }
  if (slots.some((s) => s.tryAccess({ kind: other.kind, address, id: other.id }))) return;
  throw noRoom(what);
}
