import algosdk from 'algosdk';
import { applyAssetConfig } from './applyAssetConfig';
import { applyAssetFreeze } from './applyAssetFreeze';
import { applyAssetTransfer } from './applyAssetTransfer';
import { applyKeyreg } from './applyKeyreg';
import { applyPayment } from './applyPayment';
import type { EvalContext } from './EvalContext';

/**
 * Applies the rules of the types that run no program (pay, keyreg, acfg, axfer, afrz) and says
 * whether it did; application calls are left to the caller, because top-level and inner calls
 * run programs differently.
 */
export function applyPlainTxn(ctx: EvalContext, type: algosdk.TransactionType): boolean {
  switch (type) {
    case algosdk.TransactionType.pay:
      applyPayment(ctx);
      return true;
    case algosdk.TransactionType.keyreg:
      applyKeyreg(ctx);
      return true;
    case algosdk.TransactionType.acfg:
      applyAssetConfig(ctx);
      return true;
    case algosdk.TransactionType.axfer:
      applyAssetTransfer(ctx);
      return true;
    case algosdk.TransactionType.afrz:
      applyAssetFreeze(ctx);
      return true;
    default:
      return false;
  }
}
