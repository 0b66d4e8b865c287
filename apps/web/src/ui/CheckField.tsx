import { useId, type ReactNode } from 'react';

/** A checkbox with its label beside it; `note` explains it underneath (read as its description). */
export function CheckField({
  label,
  checked,
  onChange,
  note,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  note?: ReactNode;
  disabled?: boolean;
}) {
  const noteId = useId();
  const box = (
    <label className="flex items-start gap-2 text-[13px]">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={note === undefined ? undefined : noteId}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-(--accent)"
      />
      <span>{label}</span>
    </label>
  );
  if (note === undefined) return box;
  return (
    <div className="flex flex-col gap-0.5">
      {box}
      <p id={noteId} className="pl-6 text-xs text-muted">
        {note}
      </p>
    </div>
  );
}
