import type algosdk from 'algosdk';
import { assetParamsFromTxn } from '../render/renderAssetParams';
import type { AssetRecord, HoldingRecord } from './records';
import { insertSorted } from './sortedIds';
import { addressText } from '../render/addressText';

function isZeroAddr(a: algosdk.Address | undefined): boolean {
  return a === undefined || a.publicKey.every((b) => b === 0);
}

/** go-algorand destroys an asset when an acfg for it carries all-empty params. */
function isDestroy(txn: algosdk.Transaction): boolean {
  const p = txn.assetConfig;
  if (p === undefined) return false;
  return (
    p.total === 0n &&
    p.decimals === 0 &&
    !p.defaultFrozen &&
    !p.unitName &&
    !p.assetName &&
    !p.assetURL &&
    (p.assetMetadataHash === undefined || p.assetMetadataHash.every((b) => b === 0)) &&
    isZeroAddr(p.manager) &&
    isZeroAddr(p.reserve) &&
    isZeroAddr(p.freeze) &&
    isZeroAddr(p.clawback)
  );
}

/** Assets and holdings, replayed from acfg / axfer / afrz transactions (inner ones too). */
export class AssetBook {
  readonly assets = new Map<bigint, AssetRecord>();
  readonly holdingsByAccount = new Map<string, Map<bigint, HoldingRecord>>();
  readonly assetsByCreator = new Map<string, Set<bigint>>();
  /** Ids in ascending order, for listings (ids are handed out increasing, so appends keep it sorted). */
  readonly ids: bigint[] = [];

  /** A copy sharing nothing that later blocks change (a snapshot's checkpoint of the index). */
  clone(): AssetBook {
    const copy = new AssetBook();
    for (const [address, mine] of this.holdingsByAccount)
      copy.holdingsByAccount.set(address, new Map([...mine].map(([id, h]) => [id, { ...h }])));
    for (const [id, rec] of this.assets) {
      const holders = new Map<string, HoldingRecord>();
      for (const address of rec.holders.keys()) {
        const h = copy.holdingsByAccount.get(address)?.get(id);
        if (h !== undefined) holders.set(address, h);
      }
      copy.assets.set(id, { ...rec, holders });
    }
    for (const [creator, ids] of this.assetsByCreator) copy.assetsByCreator.set(creator, new Set(ids));
    copy.ids.push(...this.ids);
    return copy;
  }

  private holding(address: string, assetId: bigint, round: number, frozen: boolean): HoldingRecord {
    let mine = this.holdingsByAccount.get(address);
    if (mine === undefined) {
      mine = new Map();
      this.holdingsByAccount.set(address, mine);
    }
    let h = mine.get(assetId);
    if (h === undefined) {
      h = { address, assetId, amount: 0n, frozen, optedInAt: round, optedOutAt: undefined, deleted: false };
      mine.set(assetId, h);
      this.assets.get(assetId)?.holders.set(address, h);
    } else if (h.deleted) {
      h.deleted = false;
      h.frozen = frozen;
      h.amount = 0n;
    }
    return h;
  }

  /** A sandbox edit of a holding (`SandboxEdit` kind holding): the ledger refused it unless opted in. */
  editHolding(address: string, assetId: bigint, round: number, amount?: bigint, frozen?: boolean): void {
    const h = this.holding(address, assetId, round, frozen ?? false);
    if (amount !== undefined) h.amount = amount;
    if (frozen !== undefined) h.frozen = frozen;
  }

  private close(h: HoldingRecord, round: number): void {
    h.amount = 0n;
    h.deleted = true;
    h.optedOutAt = round;
  }

  applyConfig(txn: algosdk.Transaction, createdId: bigint, round: number): void {
    const cfg = txn.assetConfig;
    if (cfg === undefined) return;
    if (cfg.assetIndex === 0n) {
      const params = assetParamsFromTxn(txn);
      const rec: AssetRecord = {
        id: createdId,
        params,
        createdAt: round,
        destroyedAt: undefined,
        deleted: false,
        holders: new Map(),
      };
      insertSorted(this.ids, createdId);
      this.assets.set(createdId, rec);
      let created = this.assetsByCreator.get(params.creator);
      if (created === undefined) {
        created = new Set();
        this.assetsByCreator.set(params.creator, created);
      }
      created.add(createdId);
      // The creator holds the whole supply, unfrozen whatever default-frozen says.
      const h = this.holding(params.creator, createdId, round, false);
      h.amount = params.total;
      rec.holders.set(params.creator, h);
      return;
    }
    const rec = this.assets.get(cfg.assetIndex);
    if (rec === undefined) return;
    if (isDestroy(txn)) {
      rec.deleted = true;
      rec.destroyedAt = round;
      const creatorHolding = this.holdingsByAccount.get(rec.params.creator)?.get(rec.id);
      if (creatorHolding !== undefined && !creatorHolding.deleted) this.close(creatorHolding, round);
      return;
    }
    // Only the four role addresses can be reconfigured.
    rec.params = {
      ...rec.params,
      manager: cfg.manager,
      reserve: cfg.reserve,
      freeze: cfg.freeze,
      clawback: cfg.clawback,
    };
  }

  applyTransfer(txn: algosdk.Transaction, ad: algosdk.ApplyData, round: number): void {
    const t = txn.assetTransfer;
    if (t === undefined) return;
    const sender = addressText(txn.sender);
    const receiver = addressText(t.receiver);
    const rec = this.assets.get(t.assetIndex);
    const defaultFrozen = rec?.params.defaultFrozen ?? false;
    const existing = this.holdingsByAccount.get(receiver)?.get(t.assetIndex);
    const from = isZeroAddr(t.assetSender) ? sender : addressText(t.assetSender as algosdk.Address);
    if (from === receiver && (existing === undefined || existing.deleted) && t.amount === 0n) {
      this.holding(receiver, t.assetIndex, round, defaultFrozen);
    } else if (t.amount > 0n) {
      const src = this.holding(from, t.assetIndex, round, defaultFrozen);
      const dst = this.holding(receiver, t.assetIndex, round, defaultFrozen);
      src.amount = src.amount > t.amount ? src.amount - t.amount : 0n;
      dst.amount += t.amount;
    }
    if (!isZeroAddr(t.closeRemainderTo)) {
      const closeTo = addressText(t.closeRemainderTo as algosdk.Address);
      const src = this.holding(sender, t.assetIndex, round, defaultFrozen);
      const rest = ad.assetClosingAmount ?? src.amount;
      this.holding(closeTo, t.assetIndex, round, defaultFrozen).amount += rest;
      this.close(src, round);
    }
  }

  applyFreeze(txn: algosdk.Transaction, round: number): void {
    const f = txn.assetFreeze;
    if (f === undefined) return;
    const h = this.holding(addressText(f.freezeAccount), f.assetIndex, round, f.frozen);
    h.frozen = f.frozen;
  }
}
