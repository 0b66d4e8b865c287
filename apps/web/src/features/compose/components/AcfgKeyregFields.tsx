import type { AcfgDraft, AcfgMode, KeyregDraft, KeyregMode } from '@sextant/core/txn/TxnDraft';
import { Button } from '../../../ui/Button';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { useAssetInfo } from '../hooks/useAssetInfo';
import { FieldGrid, SelectDraftField, TextField, TextFields, type FieldBinding } from './formKit';
import { CheckField } from '../../../ui/CheckField';

const F = L.fields;
const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;
const ROLE_CLEARED = 'Empty: this role is removed for good.';

export function AcfgFields({ b, d }: { b: FieldBinding; d: AcfgDraft }) {
  const asset = useAssetInfo(d.mode === 'reconfigure' ? d.assetId : '').query;
  const current = asset.data?.params;
  return (
    <div className="flex flex-col gap-3">
      <SelectDraftField<AcfgMode> b={b} name="mode" options={L.acfgModes} />
      <FieldGrid>
        {d.mode !== 'create' && <TextField b={b} name="assetId" label={F.assetId} placeholder="123456" />}
        {d.mode === 'create' && (
          <TextFields b={b} names={['assetName', 'unitName', 'total', 'decimals', 'url', 'metadataHash']} />
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
      <SelectDraftField<KeyregMode> b={b} name="mode" options={L.keyregModes} />
      {d.mode === 'online' && (
        <FieldGrid>
          <TextFields
            b={b}
            names={['voteKey', 'selectionKey', 'stateProofKey', 'keyDilution', 'voteFirst', 'voteLast']}
          />
        </FieldGrid>
      )}
    </div>
  );
}
