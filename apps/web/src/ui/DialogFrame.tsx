import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-xl', '3xl': 'max-w-3xl' } as const;

export interface DialogFrameProps {
  title: ReactNode;
  description: ReactNode;
  /** The close button's accessible name ("Cancel", "Close"). */
  closeLabel: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

/**
 * The inside of a Radix dialog as every Sextant dialog draws it: overlay, a panel that is the
 * whole screen width on phones and a centred card from `sm` up (scrolling inside when tall), a
 * title with a close button, and a description. Put it inside `Dialog.Root`.
 */
export function DialogFrame({ title, description, closeLabel, width = 'lg', children }: DialogFrameProps) {
  return (
    <Dialog.Portal>
      {/* Darker on the dark theme, where 40 % black barely shows against the page. */}
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 dark:bg-black/75" />
      <Dialog.Content
        className={clsx(
          'fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full overflow-y-auto border-line bg-surface p-4 shadow-xl sm:top-16 sm:max-h-[calc(100dvh-8rem)] sm:w-[calc(100%-2rem)] sm:rounded-lg sm:border sm:p-5',
          WIDTHS[width],
        )}
      >
        <div className="mb-1 flex items-center justify-between gap-2">
          <Dialog.Title className="text-base font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel}
            className="rounded p-1 text-muted hover:bg-sunken hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </Dialog.Close>
        </div>
        <Dialog.Description className="mb-4 text-[13px] text-muted">{description}</Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
