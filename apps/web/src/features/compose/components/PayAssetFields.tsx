import type { AfrzDraft, AxferDraft, AxferMode, PayDraft } from '@sextant/core/txn/TxnDraft';
import { useEffect } from 'react';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useAssetInfo } from '../hooks/useAssetInfo';
import { algoAmountHint, assetAmountHint } from './AmountHint';
import { FieldGrid, SelectDraftField, setField, TextField, type FieldBinding } from './formKit';
import { CheckField } from '../../../ui/CheckField';

const F = L.fields;

export function PayFields({ b, d }: { b: FieldBinding; d: PayDraft }) {
  return (
    <FieldGrid>
      <TextField b={b} name="receiver" label={F.receiver} address />
      <TextField b={b} name="amount" label={F.amountAlgo} hint={algoAmountHint(d.amount)} placeholder="0.0" />
      <TextField
        b={b}
        name="closeRemainderTo"
        label={F.closeRemainderTo}
        address
        hint={d.closeRemainderTo.trim() === '' ? undefined : L.closeWarning}
        className="sm:col-span-2"
      />
    </FieldGrid>
  );
}

/** The asset id with what the node says of it; keeps the draft's decimals in step with the asset. */
function AssetIdField({ b, assetId, decimals }: { b: FieldBinding; assetId: string; decimals?: number }) {
  const { query: asset, waiting } = useAssetInfo(assetId);
  const found = asset.data?.params;
  useEffect(() => {
    if (found !== undefined && decimals !== undefined && found.decimals !== decimals)
      b.onChange(setField(b.draft, 'decimals', found.decimals));
  }, [found, decimals, b]);
  const hint =
    waiting || asset.isFetching
      ? L.assetLooking
      : found !== undefined
        ? L.assetFound(found.name ?? '', found['unit-name'] ?? '', found.decimals)
        : asset.isError
          ? L.assetMissing
          : undefined;
  return <TextField b={b} name="assetId" label={F.assetId} hint={hint} placeholder="123456" />;
}

export function AxferFields({ b, d }: { b: FieldBinding; d: AxferDraft }) {
  const asset = useAssetInfo(d.assetId).query;
  const unit = asset.data?.params['unit-name'] || 'units';
  const amount = (
    <TextField
      b={b}
      name="amount"
      label={F.amountAsset(unit)}
      hint={assetAmountHint(d.amount, d.decimals)}
      placeholder="0"
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <SelectDraftField<AxferMode> b={b} name="mode" options={L.axferModes} />
      <FieldGrid>
        <AssetIdField b={b} assetId={d.assetId} decimals={d.decimals} />
        {d.mode === 'transfer' && (
          <>
            <TextField b={b} name="receiver" label={F.receiver} address />
            {amount}
          </>
        )}
        {d.mode === 'optOut' && <TextField b={b} name="closeTo" label={F.closeTo} address />}
        {d.mode === 'clawback' && (
          <>
            <TextField b={b} name="clawbackFrom" label={F.clawbackFrom} address />
            <TextField b={b} name="receiver" label={F.receiver} address />
            {amount}
          </>
        )}
      </FieldGrid>
    </div>
  );
}

export function AfrzFields({ b, d }: { b: FieldBinding; d: AfrzDraft }) {
  return (
    <div className="flex flex-col gap-3">
      <FieldGrid>
        <AssetIdField b={b} assetId={d.assetId} />
        <TextField b={b} name="target" label={F.target} address />
      </FieldGrid>
      <CheckField label={F.frozen} checked={d.frozen} onChange={(frozen) => b.onChange({ ...d, frozen })} />
    </div>
  );
}
