/**
 * A small segmented control: one toggle button per option, the chosen one pressed. Each is a real
 * button (Tab to it, Enter or Space to choose), as the program and note views' switches are.
 */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  labelOf,
  label,
  className = '',
}: {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
  /** Names the group for assistive technology (what is being switched). */
  label: string;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={`inline-flex shrink-0 flex-wrap gap-1 ${className}`}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={o === value}
          onClick={() => onChange(o)}
          className="h-6 rounded border border-line-strong px-2 font-sans text-xs whitespace-nowrap aria-pressed:bg-accent aria-pressed:text-accent-fg"
        >
          {labelOf(o)}
        </button>
      ))}
    </div>
  );
}
