import type algosdk from 'algosdk';
import { FIELD_MESSAGES as F } from './fieldMessages';
import type { FieldReader } from './FieldReader';
import type { AfrzDraft, AxferDraft, PayDraft } from './TxnDraft';

const ALGO_DECIMALS = 6;

export function readPayFields(r: FieldReader, d: PayDraft): algosdk.PaymentTransactionParams | undefined {
  const receiver = r.address('receiver', d.receiver, true);
  const amount = r.amount(
    'amount',
    d.amount === '' && d.closeRemainderTo.trim() !== '' ? '0' : d.amount,
    ALGO_DECIMALS,
  );
  const closeRemainderTo = r.address('closeRemainderTo', d.closeRemainderTo, false);
  if (closeRemainderTo !== undefined && closeRemainderTo === d.sender.trim())
    r.fail('closeRemainderTo', F.closeToSelf);
  if (receiver === undefined || amount === undefined) return undefined;
  return closeRemainderTo === undefined ? { receiver, amount } : { receiver, amount, closeRemainderTo };
}

/**
 * The four shapes of an asset transfer. Opt-in is a zero transfer to oneself; opt-out is a zero
 * transfer closing the holding to `closeTo` (the receiver defaults to it); clawback names the
 * account the units are taken from (`assetSender`), and is sent by the asset's clawback account.
 */
export function readAxferFields(
  r: FieldReader,
  d: AxferDraft,
): algosdk.AssetTransferTransactionParams | undefined {
  const assetIndex = r.uint64('assetId', d.assetId, true, 1n);
  const sender = d.sender.trim();
  switch (d.mode) {
    case 'optIn':
      return assetIndex === undefined ? undefined : { assetIndex, receiver: sender, amount: 0n };
    case 'optOut': {
      const closeRemainderTo = r.address('closeTo', d.closeTo, true);
      const receiver = d.receiver.trim() === '' ? closeRemainderTo : r.address('receiver', d.receiver, true);
      if (closeRemainderTo !== undefined && closeRemainderTo === sender) r.fail('closeTo', F.closeToSelf);
      if (assetIndex === undefined || closeRemainderTo === undefined || receiver === undefined)
        return undefined;
      return { assetIndex, receiver, amount: 0n, closeRemainderTo };
    }
    case 'transfer':
    case 'clawback': {
      const receiver = r.address('receiver', d.receiver, true);
      const amount = r.amount('amount', d.amount, d.decimals);
      const assetSender = d.mode === 'clawback' ? r.address('clawbackFrom', d.clawbackFrom, true) : undefined;
      if (assetIndex === undefined || receiver === undefined || amount === undefined) return undefined;
      if (d.mode === 'clawback' && assetSender === undefined) return undefined;
      return assetSender === undefined
        ? { assetIndex, receiver, amount }
        : { assetIndex, receiver, amount, assetSender };
    }
  }
}

export function readAfrzFields(
  r: FieldReader,
  d: AfrzDraft,
): algosdk.AssetFreezeTransactionParams | undefined {
  const assetIndex = r.uint64('assetId', d.assetId, true, 1n);
  const freezeTarget = r.address('target', d.target, true);
  if (assetIndex === undefined || freezeTarget === undefined) return undefined;
  return { assetIndex, freezeTarget, frozen: d.frozen };
}
