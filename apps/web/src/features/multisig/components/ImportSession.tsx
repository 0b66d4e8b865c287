import { FolderInput } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { BytesInput } from '../../../ui/BytesInput';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { readDroppedFile } from '@sextant/core/offline/readDroppedFile';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

/** Where a session starts: an unsigned group or someone's bundle, pasted or from a file. */
export function ImportSession({
  text,
  onText,
  onImport,
  error,
}: {
  text: string;
  onText: (text: string) => void;
  onImport: (text: string) => void;
  error: unknown;
}) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-muted">{L.importIntro}</p>
      <BytesInput
        labels={{ ...L, input: L.importInput, placeholder: L.importPlaceholder }}
        text={text}
        onText={onText}
        onFile={(bytes) => {
          const t = readDroppedFile(bytes);
          onText(t);
          onImport(t);
        }}
        actions={
          <Button variant="primary" disabled={text.trim() === ''} onClick={() => onImport(text)}>
            <FolderInput className="size-3.5" aria-hidden />
            {L.importButton}
          </Button>
        }
      />
      {error !== undefined && <ErrorAlert error={error} testId={T.importError} />}
    </div>
  );
}
