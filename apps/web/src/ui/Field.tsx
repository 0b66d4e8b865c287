import clsx from 'clsx';
import type { InputHTMLAttributes } from 'react';
import { controlBorder, FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface FieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, Omit<FieldFrameProps, 'className'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled text input with its message underneath, wired for screen readers. */
export function Field({ label, error, hint, labelHidden, accessory, className, ...input }: FieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, labelHidden, accessory, className }}>
      {(control) => (
        <input
          {...control}
          spellCheck={false}
          autoComplete="off"
          className={clsx(
            'h-8 w-full min-w-0 rounded-md border bg-surface px-2 font-mono text-[13px] text-fg placeholder:text-muted/70',
            controlBorder(error),
          )}
          {...input}
        />
      )}
    </FieldFrame>
  );
}
