import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * A short row of radio buttons with a caption: where the money or the signature comes from. A single
 * option is shown as a caption and its text.
 */
export function RadioChoice<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const name = useId();
  const captionId = `${name}-caption`;
  // One way only: said, not offered as a choice.
  if (options.length === 1)
    return (
      <p className={clsx('flex items-center gap-2 text-sm', className)}>
        <span className="text-xs font-medium text-muted">{label}</span>
        {options[0]?.label}
      </p>
    );
  return (
    <div
      role="radiogroup"
      aria-labelledby={captionId}
      className={clsx('flex flex-wrap items-center gap-x-4 gap-y-2 text-sm', className)}
    >
      <span id={captionId} className="text-xs font-medium text-muted">
        {label}
      </span>
      {options.map((o) => (
        <label
          key={o.value}
          className={clsx('flex items-center gap-1.5', o.disabled ? 'text-muted' : 'cursor-pointer')}
        >
          <input
            type="radio"
            name={name}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
            className="accent-[var(--accent)]"
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}
