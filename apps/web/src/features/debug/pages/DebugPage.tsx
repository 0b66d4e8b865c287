import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function DebugPage() {
  return (
    <PlaceholderPage
      title="Debug"
      shows="dry-run and simulate a group, per-transaction results and budget, and a step-by-step program trace (pc, opcode, stack, scratch)."
    />
  );
}
