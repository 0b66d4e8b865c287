import { useState } from 'react';
import { CopyButton } from '../../../ui/CopyButton';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';
import { RevealToggle } from './SecretInput';

/**
 * A derived value. Secrets stay out of the DOM until revealed (a placeholder stands in), so
 * neither a screenshot nor an extension reading the page sees them by accident.
 */
export function SecretOutput({
  label,
  value,
  testId,
  secret = false,
}: {
  label: string;
  value: string;
  testId: string;
  secret?: boolean;
}) {
  const [revealed, setRevealed] = useState(!secret);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted">{label}</span>
        <span className="flex items-center gap-1">
          {secret && (
            <RevealToggle what={label} revealed={revealed} onToggle={() => setRevealed((r) => !r)} />
          )}
          <CopyButton value={value} what={label} />
        </span>
      </div>
      <code
        data-testid={testId}
        data-revealed={revealed}
        className="block rounded-md border border-line bg-sunken px-2 py-1.5 font-mono text-[13px] break-words"
      >
        {revealed ? value : L.hidden}
      </code>
    </div>
  );
}
