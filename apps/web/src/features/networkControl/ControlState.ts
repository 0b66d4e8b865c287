import type { SandboxControlClient } from '@sextant/core/sandbox/SandboxControlClient';

/** What the Network control panel reads from the sandbox: snapshots, the clock, unlocked addresses. */
export interface ControlState {
  snapshots: Awaited<ReturnType<SandboxControlClient['snapshots']>>;
  time: Awaited<ReturnType<SandboxControlClient['time']>>;
  unlocked: string[];
}

/** What each section of the panel is given: the client, the state read, and how to run a change. */
export interface ControlSectionProps {
  client: SandboxControlClient;
  data: ControlState | undefined;
  working: boolean;
  /** Runs a change (errors shown by the panel; every cached answer refreshed after it). */
  run: (action: () => Promise<unknown>) => Promise<void>;
}
