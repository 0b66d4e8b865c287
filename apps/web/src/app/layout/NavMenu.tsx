import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import type { NavigateFunction } from 'react-router';
import { isOpen, NavItem, TOOL_ITEMS } from './NavItem';
import { SHELL_LABELS } from './shellLabels';

const ITEM = 'block rounded-md px-3 py-2 text-[14px] focus-visible:outline-offset-0';

function itemClass(open: boolean): string {
  return clsx(ITEM, open ? 'bg-sunken font-medium text-fg' : 'text-muted hover:bg-sunken hover:text-fg');
}

export interface NavMenuProps {
  items: readonly { to: string; label: string; end: boolean }[];
  pathname: string;
  navigate: NavigateFunction;
}

/**
 * The phone's navigation (below `sm`): one button, named after the open screen, that opens every
 * screen and tool in a Radix dialog (focus kept inside, Escape and the close button close it, a
 * followed link closes it). Nothing hides off-screen, and Fund appearing only adds a row inside.
 */
export function NavMenu({ items, pathname, navigate }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const here = [
    ...items.map((i) => ({ ...i, open: isOpen(pathname, i.to, i.end) })),
    ...TOOL_ITEMS.map((t) => ({ ...t, open: isOpen(pathname, t.to, false) })),
  ].find((i) => i.open);
  const close = () => setOpen(false);
  const link = (to: string, label: string, isHere: boolean) => (
    <li key={to}>
      <NavItem to={to} open={isHere} navigate={navigate} className={itemClass(isHere)} onFollow={close}>
        {label}
      </NavItem>
    </li>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <div className="px-3 py-1.5 sm:hidden">
        <Dialog.Trigger
          className="inline-flex items-center gap-2 rounded-md border border-line px-2.5 py-1 text-[13px] hover:bg-sunken"
          aria-label={SHELL_LABELS.menu(here?.label)}
        >
          <Menu className="size-4" aria-hidden />
          <span>{here?.label ?? SHELL_LABELS.menuTitle}</span>
        </Dialog.Trigger>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 dark:bg-black/75" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-line bg-surface p-3 shadow-xl">
          <div className="mb-2 flex items-center justify-between">
            <Dialog.Title className="px-1 text-base font-semibold">{SHELL_LABELS.menuTitle}</Dialog.Title>
            <Dialog.Close
              aria-label={SHELL_LABELS.menuClose}
              className="rounded p-1 text-muted hover:bg-sunken hover:text-fg"
            >
              <X className="size-4" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{SHELL_LABELS.menuDescription}</Dialog.Description>
          <nav aria-label={SHELL_LABELS.nav}>
            <ul className="flex flex-col gap-0.5">
              {items.map((i) => link(i.to, i.label, isOpen(pathname, i.to, i.end)))}
            </ul>
            <h2 className="mt-3 mb-1 px-3 text-[11px] font-semibold tracking-wide text-muted uppercase">
              {SHELL_LABELS.menuTools}
            </h2>
            <ul className="flex flex-col gap-0.5">
              {TOOL_ITEMS.map((t) => link(t.to, t.label, isOpen(pathname, t.to, false)))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
