import { useState } from 'react';
import { Button } from '../../../ui/Button';

/** "Clear" that asks once: the first click turns it into `confirm`, the second clears. */
export function ConfirmClearButton({
  label,
  confirm,
  onClear,
}: {
  label: string;
  confirm: string;
  onClear: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <Button
      size="sm"
      variant={asking ? 'danger' : 'ghost'}
      onBlur={() => setAsking(false)}
      onClick={() => {
        if (asking) onClear();
        setAsking(!asking);
      }}
    >
      {asking ? confirm : label}
    </Button>
  );
}
