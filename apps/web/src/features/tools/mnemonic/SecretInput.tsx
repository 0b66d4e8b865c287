import clsx from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
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
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-muted">
          {label}
        </label>
        <RevealToggle what={label} revealed={revealed} onToggle={() => setRevealed((r) => !r)} />
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        rows={rows}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        data-1p-ignore
        data-lpignore="true"
        className={clsx(
          'w-full rounded-md border border-line-strong bg-surface p-2 font-mono text-[13px] break-all text-fg placeholder:text-muted/70',
          !revealed && '[-webkit-text-security:disc]',
        )}
      />
      {hint !== undefined && <p className="text-xs text-muted">{hint}</p>}
    </div>
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
