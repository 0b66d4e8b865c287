import * as RadixTabs from '@radix-ui/react-tabs';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { revealInStrip } from './revealInStrip';
import { ScrollChevrons } from './ScrollChevrons';
import { useScrollCue } from './useScrollCue';

export interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Radix tabs in the app's look; on a phone the tab strip scrolls sideways instead of wrapping, its
 * hidden side faded with a chevron. The panels are ours, not `Tabs.Content`: Radix wraps each in
 * `Presence`, which reads `getComputedStyle` as it mounts and so forces the whole page's style (and
 * its container queries' layout) in the middle of React's commit; a panel here is a plain element
 * (the open one with its content, the others empty and hidden), linked to its tab by our own ids.
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
}: {
  items: readonly TabItem[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(strip);
  const base = useId();
  const tabId = (v: string) => `${base}tab-${v}`;
  const panelId = (v: string) => `${base}panel-${v}`;
  const first = items[0]?.value;
  // A tab opened from the URL (?tab=) may sit past the phone's edge: bring it into view. The first
  // tab is always in view, and measuring it would force a layout in the middle of the commit.
  useLayoutEffect(() => {
    if (value === first) return;
    revealInStrip(strip.current, strip.current?.querySelector<HTMLElement>('[data-state="active"]'));
  }, [value, first]);
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className="flex min-w-0 flex-col gap-3">
      <div className="relative">
        <RadixTabs.List
          ref={strip}
          aria-label={label}
          style={cue.style}
          className="relative flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
        >
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              id={tabId(item.value)}
              aria-controls={panelId(item.value)}
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-[13px] font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        <ScrollChevrons cue={cue} />
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          data-state={item.value === value ? 'active' : 'inactive'}
          hidden={item.value !== value}
          tabIndex={0}
          className="min-w-0"
        >
          {item.value === value && item.content}
        </div>
      ))}
    </RadixTabs.Root>
  );
}
