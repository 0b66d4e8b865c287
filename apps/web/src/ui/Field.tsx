import clsx from 'clsx';
import { useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The validation message shown at the field; also marks the input invalid. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled text input with its message underneath, wired for screen readers. */
export function Field({ label, error, hint, className, ...input }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error !== undefined}
        aria-describedby={message === undefined ? undefined : messageId}
        spellCheck={false}
        autoComplete="off"
        className={clsx(
          'h-8 w-full min-w-0 rounded-md border bg-surface px-2 font-mono text-[13px] text-fg placeholder:text-muted/70',
          error === undefined ? 'border-line-strong' : 'border-bad',
        )}
        {...input}
      />
      {message !== undefined && (
        <p id={messageId} className={clsx('text-xs', error === undefined ? 'text-muted' : 'text-bad')}>
          {message}
        </p>
      )}
    </div>
  );
}
