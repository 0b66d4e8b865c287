import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** What a control inside a FieldFrame spreads onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** The validation message shown at the field; also marks the control invalid. */
  error?: string | undefined;
  hint?: ReactNode | undefined;
  /** The label is read by screen readers only (a panel's title already says what it is). */
  labelHidden?: boolean | undefined;
  /** Beside the label, on its right: an encoding picker, a reveal toggle. */
  accessory?: ReactNode | undefined;
  className?: string | undefined;
}

/**
 * The frame every form field shares: its label, the control, and the message underneath (the error,
 * else the hint), wired together for screen readers.
 */
export function FieldFrame({
  label,
  error,
  hint,
  labelHidden = false,
  accessory,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const labelNode = (
    <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-xs font-medium text-muted'}>
      {label}
    </label>
  );
  return (
    <div className={clsx('flex min-w-0 flex-col gap-1', className)}>
      {accessory === undefined ? (
        labelNode
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {labelNode}
          {accessory}
        </div>
      )}
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': message === undefined ? undefined : messageId,
      })}
      {message !== undefined && (
        <p id={messageId} className={clsx('text-xs', error === undefined ? 'text-muted' : 'text-bad')}>
          {message}
        </p>
      )}
    </div>
  );
}

/** The border of a field's control: red while it holds an error. */
export function controlBorder(error: string | undefined): string {
  return error === undefined ? 'border-line-strong' : 'border-bad';
}
