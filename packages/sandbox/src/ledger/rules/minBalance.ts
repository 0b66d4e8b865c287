import type { AccountData } from '../state/AccountData';

/** Consensus constants behind the minimum balance (sandbox.md, "Ledger rules to hold"). */
export const MIN_BALANCE = {
  base: 100_000n,
  perAsset: 100_000n,
  perAppCreated: 100_000n,
  perExtraPage: 100_000n,
  perAppOptIn: 100_000n,
  perSchemaEntry: 25_000n,
  perUint: 3_500n,
  perByteSlice: 25_000n,
  perBox: 2_500n,
  perBoxByte: 400n,
} as const;

/**
 * 100000 + 100000 per asset held + 100000 per app created (+ per extra page) + 100000 per app
 * opted in + schema (25000 + 3500 per uint, 25000 + 25000 per byte slice) + boxes (2500 + 400 per
 * byte of name and value).
 */
export function minBalance(a: AccountData): bigint {
  const schema = a.totalAppSchema();
  const uints = BigInt(schema.numUint);
  const bytes = BigInt(schema.numByteSlice);
  return (
    MIN_BALANCE.base +
    MIN_BALANCE.perAsset * BigInt(a.assets.size) +
    MIN_BALANCE.perAppCreated * BigInt(a.createdApps.size) +
    MIN_BALANCE.perExtraPage * BigInt(a.totalExtraPages) +
    MIN_BALANCE.perAppOptIn * BigInt(a.appsLocal.size) +
    (MIN_BALANCE.perSchemaEntry + MIN_BALANCE.perUint) * uints +
    (MIN_BALANCE.perSchemaEntry + MIN_BALANCE.perByteSlice) * bytes +
    MIN_BALANCE.perBox * a.totalBoxes +
    MIN_BALANCE.perBoxByte * a.totalBoxBytes
  );
}
