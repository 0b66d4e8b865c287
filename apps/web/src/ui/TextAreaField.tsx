import clsx from 'clsx';
import type { TextareaHTMLAttributes } from 'react';
import { controlBorder, FieldFrame, type FieldFrameProps } from './FieldFrame';

export interface TextAreaFieldProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>,
    Omit<FieldFrameProps, 'className'> {
  value: string;
  onChange: (value: string) => void;
  /** Monospaced (the default: most text pasted here is encoded data). */
  mono?: boolean;
  inputClassName?: string;
}

/** A labelled multi-line input with its message underneath, wired for screen readers. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  hint,
  labelHidden = false,
  mono = true,
  accessory,
  inputClassName,
  className,
  rows = 3,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldFrame {...{ label, error, hint, labelHidden, accessory, className }}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          value={value}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          className={clsx(
            'w-full min-w-0 rounded-md border bg-surface px-2 py-1.5 text-[13px] text-fg placeholder:text-muted/70',
            mono && 'font-mono',
            controlBorder(error),
            inputClassName,
          )}
          {...area}
        />
      )}
    </FieldFrame>
  );
}
