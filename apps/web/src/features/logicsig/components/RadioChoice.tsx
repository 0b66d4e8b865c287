import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/** A short row of radio buttons with a caption: where the money or the signature comes from. */
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
