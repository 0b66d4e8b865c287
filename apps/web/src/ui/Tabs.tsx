import * as RadixTabs from '@radix-ui/react-tabs';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
 * hidden side faded with a chevron.
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
  // A tab opened from the URL (?tab=) may sit past the phone's edge: bring it into view.
  useLayoutEffect(() => {
    revealInStrip(strip.current, strip.current?.querySelector<HTMLElement>('[data-state="active"]'));
  }, [value]);
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
              className="-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-[13px] font-medium whitespace-nowrap text-muted hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg"
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        <ScrollChevrons cue={cue} />
      </div>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="min-w-0">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
