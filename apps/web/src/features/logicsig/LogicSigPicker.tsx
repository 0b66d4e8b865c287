import { logicSigSignerOf } from '@sextant/core/lsig/logicSigSignerOf';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import type { HandedLogicSig } from '@sextant/core/lsig/studioHandoff';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { useEffect, useId, useMemo, useState } from 'react';
import { LOGICSIG_LABELS as L } from './logicSigLabels';
import { logicSigKindText } from './logicSigKindText';
import { useSavedLogicSigs } from './useSavedLogicSigs';

/** The select value of a logic sig handed over by a link (not one of the saved ones). */
const HANDED = '#handed';

export interface LogicSigPickerProps {
  networkId: string;
  /** Called with the chosen logic sig as a signer, or null when the choice is cleared. */
  onPick: (signer: GroupSigner | null, saved: HandedLogicSig | null) => void;
  /** A logic sig handed over by "send from it": offered first and chosen from the start. */
  handed?: HandedLogicSig | undefined;
  /** Only the saved logic sigs that can sign here (say, those delegated by one multisig account). */
  filter?: (saved: SavedLogicSig) => boolean;
  label?: string;
  /** What the empty list says (the saved-list hint by default). */
  empty?: string;
}

/**
 * A select of the logic sigs saved on this network that hands back a core GroupSigner, for the
 * studio, the contract lab and the multisig page. A delegation short of its threshold is shown
 * with its count and refused at the select, never at send time.
 */
export function LogicSigPicker({ networkId, onPick, handed, filter, label, empty }: LogicSigPickerProps) {
  const id = useId();
  const all = useSavedLogicSigs(networkId).logicSigs;
  const logicSigs = filter ? all.filter(filter) : all;
  const [chosen, setChosen] = useState(handed ? HANDED : '');
  const [error, setError] = useState<string>();
  const choose = (value: string) => {
    setChosen(value);
    setError(undefined);
    const picked = value === HANDED ? (handed ?? null) : (logicSigs.find((s) => s.id === value) ?? null);
    if (picked === null) return onPick(null, null);
    try {
      onPick(logicSigSignerOf(picked), picked);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      onPick(null, null);
    }
  };
  // A handed-over logic sig is the choice from the start: the screen gets its signer at once.
  const handedError = useMemo(() => {
    if (!handed) return undefined;
    try {
      logicSigSignerOf(handed);
      return undefined;
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }, [handed]);
  useEffect(() => {
    if (handed && handedError === undefined) onPick(logicSigSignerOf(handed), handed);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handed, handedError]);
  const shownError = error ?? (chosen === HANDED ? handedError : undefined);
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label ?? L.pickerLabel}
      </label>
      <select
        id={id}
        value={chosen}
        onChange={(e) => choose(e.target.value)}
        aria-invalid={shownError !== undefined}
        aria-describedby={shownError === undefined ? undefined : errorId}
        className="h-8 w-full min-w-0 truncate rounded-md border border-line-strong bg-surface px-2 text-[13px]"
      >
        <option value="">
          {logicSigs.length === 0 && !handed ? (empty ?? L.savedEmptyShort) : L.pickerNone}
        </option>
        {handed && <option value={HANDED}>{L.handedOption(handed.name, logicSigKindText(handed))}</option>}
        {logicSigs.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({logicSigKindText(s)})
          </option>
        ))}
      </select>
      {shownError !== undefined && (
        <p id={errorId} className="text-xs text-bad">
          {shownError}
        </p>
      )}
    </div>
  );
}
