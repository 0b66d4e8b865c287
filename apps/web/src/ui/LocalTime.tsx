import { formatRoundTime } from '@sextant/core/format/formatRoundTime';

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const TIME = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const DAY_TIME = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

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
      {(timeOnly || (compact && date.toDateString() === new Date().toDateString())
        ? TIME
        : compact
          ? DAY_TIME
          : DATE_TIME
      ).format(date)}
    </time>
  );
}
