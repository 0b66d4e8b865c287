import { startMultisigDelegation } from '@sextant/core/lsig/multisigDelegation';
import type { LsigDelegation } from '@sextant/core/lsig/SavedLogicSig';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { TextAreaField } from '../../../ui/TextAreaField';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/** Starts a multisig delegation: its threshold and members (addresses, in order). */
export function MultisigStartForm({
  disabled,
  onStart,
  onError,
}: {
  disabled: boolean;
  onStart: (d: LsigDelegation) => void;
  onError: (message: string | undefined) => void;
}) {
  const [threshold, setThreshold] = useState('2');
  const [members, setMembers] = useState('');
  const start = () => {
    try {
      const addrs = members
        .split(/\s+/)
        .map((a) => a.trim())
        .filter(Boolean);
      onStart(startMultisigDelegation({ version: 1, threshold: Number(threshold), addrs }));
      onError(undefined);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={L.msigThreshold}
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
        className="w-28"
      />
      <TextAreaField label={L.msigAddresses} value={members} onChange={setMembers} rows={3} />
      <div>
        <Button variant="primary" onClick={start} disabled={disabled}>
          <Users className="size-3.5" /> {L.msigStart}
        </Button>
      </div>
    </div>
  );
}
