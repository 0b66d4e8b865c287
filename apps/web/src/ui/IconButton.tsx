import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';

/** A small square button showing only an icon; `label` names it for screen readers and tests, and is its tooltip. */
export function IconButton({
  label,
  icon: Icon,
  disabled,
  onClick,
  size = 'sm',
}: {
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
  onClick: () => void;
  /** `sm` a compact square (a list row's tools), `md` as tall as a field beside it. */
  size?: 'sm' | 'md';
}) {
  return (
    <Button
      size={size}
      variant="ghost"
      className={size === 'sm' ? 'w-7 px-0' : undefined}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-3.5" aria-hidden />
    </Button>
  );
}
