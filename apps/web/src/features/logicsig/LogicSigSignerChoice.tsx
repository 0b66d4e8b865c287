import { readPastedLogicSig } from '@sextant/core/lsig/readPastedLogicSig';
import { logicSigSignerOf } from '@sextant/core/lsig/logicSigSignerOf';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/TextAreaField';
import { LOGICSIG_LABELS as L } from './logicSigLabels';
import { LogicSigPicker } from './LogicSigPicker';
import { useHandedLogicSig } from './useHandedLogicSig';

/**
 * The studio's logic-sig signer: a saved one (or the one "send from it" handed over, chosen from
 * the start), or one pasted for a single use — a `.lsig` or a bare program, base64. Either way the
 * signer is core's `logicSigSignerOf`, the same the logic-sig screen signs with. A goal `.lsig`
 * delegated by one account does not name it: it signs for whichever of `signers` (the keys the
 * group needs) made its signature.
 */
export function LogicSigSignerChoice({
  networkId,
  disabled,
  signers = [],
  onSign,
  onError,
}: {
  networkId: string;
  disabled: boolean;
  /** The accounts whose keys sign the built group (senders, or their auth addresses). */
  signers?: readonly string[];
  onSign: (signer: GroupSigner) => void;
  onError: (message: string) => void;
}) {
  const { handed, error: linkError } = useHandedLogicSig();
  const [signer, setSigner] = useState<GroupSigner | null>(null);
  const [paste, setPaste] = useState('');
  const [showPaste, setShowPaste] = useState(false);

  const signPasted = () => {
    try {
      onSign(logicSigSignerOf(readPastedLogicSig(paste, 'pasted', signers)));
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-md border border-line p-2" data-testid="lsig-signer-choice">
      <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <LogicSigPicker networkId={networkId} handed={handed} onPick={(s) => setSigner(s)} />
        <Button disabled={disabled || signer === null} onClick={() => signer && onSign(signer)}>
          <FileSignature className="size-4" aria-hidden />
          {L.signWithSaved}
        </Button>
      </div>
      {linkError !== undefined && <p className="text-xs text-bad">{linkError}</p>}
      {showPaste ? (
        <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
          <TextAreaField
            label={L.pasteLabel}
            rows={2}
            value={paste}
            onChange={setPaste}
            inputClassName="text-[12px] break-all"
          />
          <Button disabled={disabled || paste.trim() === ''} onClick={signPasted}>
            {L.signWithPasted}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          className="self-start text-xs text-accent underline-offset-2 hover:underline"
          onClick={() => setShowPaste(true)}
        >
          {L.pasteOpen}
        </button>
      )}
    </div>
  );
}
