import type { DebugHandoff } from '@sextant/core/debug/DebugHandoff';
import type algosdk from 'algosdk';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { debugHref } from './debugHref';
import { newHandoffId, saveDebugHandoff } from './debugHandoffStore';

/**
 * The button other screens show to take a group to the debugger. Sources (a logic sig's TEAL, a
 * contract spec) are stored when the link is followed, so rendering writes nothing.
 */
export function DebugLink({
  networkId,
  group,
  run = false,
  handoff,
  label,
  title,
  testId,
}: {
  networkId: string;
  group: readonly (algosdk.Transaction | Uint8Array)[];
  /** Simulate on arrival (the debugger opens at a failure's line). */
  run?: boolean;
  /** Called when followed: what to hand over besides the group. */
  handoff?: () => DebugHandoff;
  label: string;
  title?: string;
  testId?: string;
}) {
  const [id] = useState(newHandoffId);
  const href = debugHref(networkId, group, { run, ...(handoff !== undefined && { handoff: id }) });
  const store = () => {
    if (handoff !== undefined) saveDebugHandoff(id, handoff());
  };
  return (
    <Link
      to={href}
      onClick={store}
      onAuxClick={store}
      title={title}
      data-testid={testId}
      className="inline-flex h-7 shrink-0 items-center gap-1.5 rounded-md border border-line-strong bg-surface px-2 text-xs font-medium whitespace-nowrap text-fg hover:bg-sunken"
    >
      <Bug className="size-3.5" aria-hidden />
      {label}
    </Link>
  );
}
