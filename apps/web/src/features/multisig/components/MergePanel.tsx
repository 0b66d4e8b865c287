import { MULTISIG_MESSAGES as M } from '@sextant/core/catalogue/catalogueMessages';
import { MultisigError } from '@sextant/core/catalogue/MultisigError';
import { mergeBundles } from '@sextant/core/multisig/mergeBundles';
import type { MultisigBundle } from '@sextant/core/multisig/MultisigBundle';
import { readBundleInput } from '@sextant/core/multisig/readBundleInput';
import { Merge } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { BytesInput } from '../../../ui/BytesInput';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { readDroppedFile } from '@sextant/core/offline/readDroppedFile';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

function countSignatures(b: MultisigBundle): number {
  return b.signatures.reduce((n, s) => n + Object.keys(s).length, 0);
}

/** Another signer's bundle merged into this one; a different group or account is refused by core. */
export function MergePanel({
  bundle,
  onMerged,
}: {
  bundle: MultisigBundle;
  onMerged: (bundle: MultisigBundle) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>();
  const [note, setNote] = useState<string>();
  const merge = () => {
    setNote(undefined);
    setError(undefined);
    try {
      const other = readBundleInput(text);
      if (other.kind !== 'bundle')
        throw new MultisigError('MSIG_BAD_BUNDLE', M.badBundle('it holds no multisig transaction'));
      const merged = mergeBundles(bundle, other.bundle);
      setNote(L.merged(countSignatures(merged) - countSignatures(bundle)));
      setText('');
      onMerged(merged);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <BytesInput
        labels={{ ...L, input: L.mergeInput, placeholder: L.importPlaceholder }}
        text={text}
        onText={(t) => {
          setText(t);
          setError(undefined);
        }}
        onFile={(bytes) => setText(readDroppedFile(bytes))}
        actions={
          <Button variant="primary" disabled={text.trim() === ''} onClick={merge}>
            <Merge className="size-3.5" aria-hidden />
            {L.mergeButton}
          </Button>
        }
      />
      {error !== undefined && <ErrorAlert error={error} testId={T.mergeError} />}
      {note !== undefined && (
        <p role="status" data-testid={T.mergeNote} className="text-[13px] text-ok">
          {note}
        </p>
      )}
    </div>
  );
}
