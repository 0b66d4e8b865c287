import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UI_LABELS } from './uiLabels';

/** Copies `value` to the clipboard; the icon says whether it worked for a moment after. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <button
      type="button"
      aria-label={UI_LABELS.copy(what)}
      title={
        state === 'copied'
          ? UI_LABELS.copied
          : state === 'failed'
            ? UI_LABELS.copyFailed
            : UI_LABELS.copy(what)
      }
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
      className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-sunken hover:text-fg"
    >
      {state === 'copied' ? (
        <Check className="size-3.5 text-ok" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      <span className="sr-only" role="status">
        {state === 'copied' ? UI_LABELS.copied : state === 'failed' ? UI_LABELS.copyFailed : ''}
      </span>
    </button>
  );
}
