import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { UI_LABELS } from './uiLabels';

/**
 * Copies `value` to the clipboard; the icon says whether it worked for a moment after. With `text`,
 * a bordered button showing that text beside the icon (a dialog's main action), else an icon alone.
 */
export function CopyButton({ value, what, text }: { value: string; what: string; text?: string }) {
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
      className={
        text === undefined
          ? 'inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-sunken hover:text-fg'
          : 'inline-flex h-7 shrink-0 items-center justify-center gap-1.5 rounded-md border border-line-strong bg-surface px-2 text-xs font-medium text-fg hover:bg-sunken'
      }
    >
      {state === 'copied' ? (
        <Check className="size-3.5 text-ok" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      {text !== undefined && <span aria-hidden>{text}</span>}
      <span className="sr-only" role="status">
        {state === 'copied' ? UI_LABELS.copied : state === 'failed' ? UI_LABELS.copyFailed : ''}
      </span>
    </button>
  );
}
