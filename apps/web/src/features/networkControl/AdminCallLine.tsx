import type { SandboxCall } from '@sextant/core/sandbox/SandboxControlClient';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';

/** "Admin call: POST /v2/sandbox/… {body}": the call a control or an edit made. */
export function AdminCallLine({ call, testId }: { call: SandboxCall; testId?: string }) {
  return (
    <p className="text-xs text-muted" data-testid={testId}>
      {L.lastCall}:{' '}
      <code className="font-mono break-all">
        {call.method} {call.path}
        {call.body !== undefined && ` ${JSON.stringify(call.body)}`}
      </code>
    </p>
  );
}
