import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';

/** A small square button showing only an icon; `label` names it for screen readers and tests. */
export function IconButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="w-7 px-0"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon className="size-3.5" aria-hidden />
    </Button>
  );
}
