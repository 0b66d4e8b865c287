import { CopyButton } from './CopyButton';

/** A labelled block of encoded bytes (base64 / hex) with a copy button; the test id is on the text. */
export function BytesBlock({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-muted">{label}</span>
        <CopyButton value={value} what={label} />
      </div>
      <code
        data-testid={testId}
        // Scrolls when long: focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
        tabIndex={0}
        className="block max-h-32 overflow-y-auto rounded-md border border-line bg-sunken px-2 py-1.5 font-mono text-[12px] break-all"
      >
        {value}
      </code>
    </div>
  );
}
