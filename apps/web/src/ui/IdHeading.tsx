import { CopyButton } from './CopyButton';
import { QrButton } from './QrButton';

const BADGE_TONES = {
  muted: 'bg-sunken text-muted',
  warn: 'bg-warn-soft text-warn',
} as const;

export interface IdHeadingProps {
  title: string;
  id: string;
  what: string;
  testId: string;
  badge?: { text: string; tone: keyof typeof BADGE_TONES } | undefined;
  /** The id is an address: offer its QR code. */
  qr?: boolean;
}

/**
 * A screen's title and the id it shows, copyable; `testId` keeps the search box's links checkable.
 * `badge` marks a state beside the title (destroyed, deleted, rekeyed).
 */
export function IdHeading({ title, id, what, testId, badge, qr = false }: IdHeadingProps) {
  return (
    <div className="flex flex-col gap-1">
      <title>{`${title} ${id.length > 20 ? `${id.slice(0, 8)}…` : id} · Sextant`}</title>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-lg font-semibold">{title}</h1>
        {badge !== undefined && (
          <span className={`rounded px-1.5 py-0.5 text-[11px] font-medium ${BADGE_TONES[badge.tone]}`}>
            {badge.text}
          </span>
        )}
      </div>
      <div className="flex min-w-0 items-center gap-1">
        <span data-testid={testId} className="min-w-0 font-mono text-[13px] break-all">
          {id}
        </span>
        <CopyButton value={id} what={what} />
        {qr && <QrButton address={id} />}
      </div>
    </div>
  );
}
