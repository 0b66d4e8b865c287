import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextAreaField } from '../../../ui/TextAreaField';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';

/**
 * A text area for a secret: masked until revealed (CSS masking, so no password manager offers to
 * save it), and with autocomplete, spellcheck, autocorrect and capitalisation off so the browser
 * neither remembers nor sends the words anywhere.
 */
export function SecretInput({
  label,
  value,
  onChange,
  placeholder,
  rows = 3,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  hint?: string;
}) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextAreaField
      label={label}
      value={value}
      onChange={onChange}
      rows={rows}
      hint={hint}
      autoCorrect="off"
      autoCapitalize="off"
      data-1p-ignore
      data-lpignore="true"
      accessory={<RevealToggle what={label} revealed={revealed} onToggle={() => setRevealed((r) => !r)} />}
      inputClassName={clsx('break-all', !revealed && '[-webkit-text-security:disc]')}
      {...(placeholder !== undefined && { placeholder })}
    />
  );
}

export function RevealToggle({
  what,
  revealed,
  onToggle,
}: {
  what: string;
  revealed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={revealed}
      aria-label={revealed ? L.hideWhat(what) : L.revealWhat(what)}
      onClick={onToggle}
      className="inline-flex h-6 items-center gap-1 rounded px-1.5 text-xs text-muted hover:bg-sunken hover:text-fg"
    >
      {revealed ? <EyeOff className="size-3.5" aria-hidden /> : <Eye className="size-3.5" aria-hidden />}
      {revealed ? L.hide : L.reveal}
    </button>
  );
}
