import type { AcfgDraft, AcfgMode, KeyregDraft, KeyregMode } from '@sextant/core/txn/TxnDraft';
import { Button } from '../../../ui/Button';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useAssetInfo } from '../hooks/useAssetInfo';
import { FieldGrid, TextField, type FieldBinding } from './formKit';
import { CheckField } from '../../../ui/CheckField';
import { SelectField } from '../../../ui/SelectField';

const F = L.fields;
const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;
const ROLE_CLEARED = 'Empty: this role is removed for good.';

export function AcfgFields({ b, d }: { b: FieldBinding; d: AcfgDraft }) {
  const asset = useAssetInfo(d.mode === 'reconfigure' ? d.assetId : '');
  const current = asset.data?.params;
  return (
    <div className="flex flex-col gap-3">
      <SelectField<AcfgMode>
        label={F.mode}
        value={d.mode}
        options={L.acfgModes}
        onChange={(mode) => b.onChange({ ...d, mode })}
      />
      <FieldGrid>
        {d.mode !== 'create' && <TextField b={b} name="assetId" label={F.assetId} placeholder="123456" />}
        {d.mode === 'create' && (
          <>
            <TextField b={b} name="assetName" label={F.assetName} />
            <TextField b={b} name="unitName" label={F.unitName} />
            <TextField b={b} name="total" label={F.total} />
            <TextField b={b} name="decimals" label={F.decimals} />
            <TextField b={b} name="url" label={F.url} />
            <TextField b={b} name="metadataHash" label={F.metadataHash} />
          </>
        )}
        {d.mode !== 'destroy' &&
          ROLES.map((role) => (
            <TextField
              key={role}
              b={b}
              name={role}
              label={F[role]}
              address
              hint={d.mode === 'reconfigure' && d[role].trim() === '' ? ROLE_CLEARED : undefined}
            />
          ))}
      </FieldGrid>
      {d.mode === 'reconfigure' && current !== undefined && (
        <Button
          size="sm"
          className="self-start"
          onClick={() =>
            b.onChange({
              ...d,
              manager: current.manager ?? '',
              reserve: current.reserve ?? '',
              freeze: current.freeze ?? '',
              clawback: current.clawback ?? '',
            })
          }
        >
          {L.currentRoles}
        </Button>
      )}
      {d.mode === 'create' && (
        <CheckField
          label={F.defaultFrozen}
          checked={d.defaultFrozen}
          onChange={(defaultFrozen) => b.onChange({ ...d, defaultFrozen })}
        />
      )}
    </div>
  );
}

export function KeyregFields({ b, d }: { b: FieldBinding; d: KeyregDraft }) {
  return (
    <div className="flex flex-col gap-3">
      <SelectField<KeyregMode>
        label={F.mode}
        value={d.mode}
        options={L.keyregModes}
        onChange={(mode) => b.onChange({ ...d, mode })}
      />
      {d.mode === 'online' && (
        <FieldGrid>
          <TextField b={b} name="voteKey" label={F.voteKey} />
          <TextField b={b} name="selectionKey" label={F.selectionKey} />
          <TextField b={b} name="stateProofKey" label={F.stateProofKey} />
          <TextField b={b} name="keyDilution" label={F.keyDilution} />
          <TextField b={b} name="voteFirst" label={F.voteFirst} />
          <TextField b={b} name="voteLast" label={F.voteLast} />
        </FieldGrid>
      )}
    </div>
  );
}
