import { formatRoundTime } from '@sextant/core/format/formatRoundTime';
import { useKeptDrawnTime } from './hydration/keptDrawnTimes';

const OPTIONS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
  dayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<keyof typeof OPTIONS, Intl.DateTimeFormat>();

/**
 * Each style's formatter, built the first time it is used: building one costs the browser several
 * milliseconds (its locale data), and a page draws one or two of the three, so none are built
 * while the module loads, ahead of the first screen's data.
 */
function formatter(style: keyof typeof OPTIONS): Intl.DateTimeFormat {
  let f = formatters.get(style);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(undefined, OPTIONS[style]);
    formatters.set(style, f);
  }
  return f;
}

/** Whether `date` falls on today, where the dates are shown. */
function isToday(date: Date): boolean {
  return date.toDateString() === new Date().toDateString();
}

/**
 * One way to show a moment: in the person's own locale and time zone, with the UTC time on hover
 * (and as the element's machine-readable `dateTime`). `at` is milliseconds since the epoch; a
 * round's timestamp (seconds) goes through `seconds`. Hydrated over the server's HTML, it keeps the
 * text the server formatted until the page is live and the browser idle (`useKeptDrawnTime`).
 */
export function LocalTime({
  at,
  seconds,
  timeOnly = false,
  compact = false,
}: {
  at?: number;
  seconds?: bigint;
  /** Only the time of day (a status checked moments ago). */
  timeOnly?: boolean;
  /** For a list's time column: the time of day if it is today, else the day and minute (no year). */
  compact?: boolean;
}) {
  const ms = seconds !== undefined ? Number(seconds) * 1000 : (at ?? NaN);
  const kept = useKeptDrawnTime(ms);
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return <span>{String(seconds ?? at ?? '')}</span>;
  const date = new Date(ms);
  const utc = formatRoundTime(BigInt(Math.floor(ms / 1000)));
  // Kept: the server's text stays in the DOM (React leaves an element's differing text alone under
  // suppressHydrationWarning, and this text is only a stand-in React compares the next one with).
  return (
    <time dateTime={date.toISOString()} title={utc} suppressHydrationWarning={kept || undefined}>
      {kept
        ? utc
        : formatter(
            timeOnly || (compact && isToday(date)) ? 'time' : compact ? 'dayTime' : 'dateTime',
          ).format(date)}
    </time>
  );
}
