import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Check, ChevronDown, Settings2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useNetworks } from '../networks/useNetworks';
import { SHELL_LABELS } from './shellLabels';
import { SWITCHER_CLASS } from './switcherClass';

const ITEM =
  'flex cursor-default items-center gap-2 rounded px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-sunken';

/**
 * The network menu (Radix). Loaded only when someone first reaches for the switcher, so the first
 * screen does not carry the menu library; NetworkSwitcher shows a look-alike button until then.
 */
export function NetworkSwitcherMenu({
  current,
  defaultOpen,
}: {
  current: NetworkProfile;
  defaultOpen: boolean;
}) {
  const { networks, rememberNetwork } = useNetworks();
  const navigate = useNavigate();
  const builtIns = networks.filter((n) => n.builtIn);
  const custom = networks.filter((n) => !n.builtIn);

  const choose = (id: string) => {
    rememberNetwork(id);
    void navigate(`/${id}`);
  };

  const group = (title: string, list: NetworkProfile[]) => (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-[11px] font-semibold tracking-wide text-muted uppercase">
        {title}
      </DropdownMenu.Label>
      {list.map((n) => (
        <DropdownMenu.RadioItem key={n.id} value={n.id} className={ITEM}>
          <span className="flex size-4 items-center justify-center">
            <DropdownMenu.ItemIndicator>
              <Check className="size-3.5" aria-hidden />
            </DropdownMenu.ItemIndicator>
          </span>
          <span className="truncate">{n.name}</span>
          <span className="ml-auto pl-3 font-mono text-[11px] text-muted">/{n.id}</span>
        </DropdownMenu.RadioItem>
      ))}
    </DropdownMenu.Group>
  );

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        aria-label={SHELL_LABELS.networkSwitcher(current.name)}
        className={SWITCHER_CLASS}
      >
        <span className="truncate">{current.name}</span>
        <ChevronDown className="size-3.5 shrink-0 text-muted" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 max-h-[70vh] min-w-60 overflow-y-auto rounded-lg border border-line bg-surface p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup value={current.id} onValueChange={choose}>
            {group(SHELL_LABELS.builtInGroup, builtIns)}
            {custom.length > 0 && (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-line" />
                {group(SHELL_LABELS.customGroup, custom)}
              </>
            )}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={ITEM} onSelect={() => void navigate('/settings')}>
            <Settings2 className="size-4 text-muted" aria-hidden />
            {SHELL_LABELS.manageNetworks}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
