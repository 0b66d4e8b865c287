import { logicSigSignerOf } from '@sextant/core/lsig/logicSigSignerOf';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useId, useState } from 'react';
import { LOGICSIG_LABELS as L } from './logicSigLabels';
import { logicSigKindText } from './logicSigKindText';
import { useSavedLogicSigs } from './useSavedLogicSigs';

export interface LogicSigPickerProps {
  networkId: string;
  /** Called with the chosen logic sig as a signer, or null when the choice is cleared. */
  onPick: (signer: GroupSigner | null, saved: SavedLogicSig | null) => void;
}

/**
 * A select of the logic sigs saved on this network that hands back a core GroupSigner, for the
 * studio, the contract lab and the multisig page. A delegation short of its threshold is shown
 * with its count and refused at the select, never at send time.
 */
export function LogicSigPicker({ networkId, onPick }: LogicSigPickerProps) {
  const id = useId();
  const { logicSigs } = useSavedLogicSigs(networkId);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string>();
  const choose = (value: string) => {
    setChosen(value);
    setError(undefined);
    const saved = logicSigs.find((s) => s.id === value) ?? null;
    if (saved === null) return onPick(null, null);
    try {
      onPick(logicSigSignerOf(saved), saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      onPick(null, null);
    }
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {L.pickerLabel}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => choose(e.target.value)}
        className="h-8 rounded-md border border-line-strong bg-surface px-2 text-sm"
      >
        <option value="">{logicSigs.length === 0 ? L.savedEmpty : L.pickerNone}</option>
        {logicSigs.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({logicSigKindText(s)})
          </option>
        ))}
      </select>
      {error !== undefined && <p className="text-xs text-bad">{error}</p>}
    </div>
  );
}
