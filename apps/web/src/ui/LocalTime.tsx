import { formatRoundTime } from '@sextant/core/format/formatRoundTime';

const OPTIONS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
  dayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof OPTIONS;
const formatters = new Map<Style, Intl.DateTimeFormat>();

/**
 * Each style's formatter, built the first time it is used: building one costs the browser several
 * milliseconds (its locale data), and a page draws one or two of the three, so none are built
 * while the module loads, ahead of the first screen's data.
 */
function formatter(style: Style): Intl.DateTimeFormat {
  let f = formatters.get(style);
  if (f === undefined) {
    f = new Intl.DateTimeFormat(undefined, OPTIONS[style]);
    formatters.set(style, f);
  }
  return f;
}

/**
 * One way to show a moment: in the person's own locale and time zone, with the UTC time on hover
 * (and as the element's machine-readable `dateTime`). `at` is milliseconds since the epoch; a
 * round's timestamp (seconds) goes through `seconds`.
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
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return <span>{String(seconds ?? at ?? '')}</span>;
  const date = new Date(ms);
  const utc = formatRoundTime(BigInt(Math.floor(ms / 1000)));
  return (
    <time dateTime={date.toISOString()} title={utc}>
      {formatter(
        timeOnly || (compact && date.toDateString() === new Date().toDateString())
          ? 'time'
          : compact
            ? 'dayTime'
            : 'dateTime',
      ).format(date)}
    </time>
  );
}
