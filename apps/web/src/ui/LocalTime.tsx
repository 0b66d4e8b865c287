import { formatRoundTime } from '@sextant/core/format/formatRoundTime';
import { drawnDateFormat, type DateFormatPlace } from './hydration/drawnDateFormat';
import { useHydrating } from './hydration/useHydrating';

const OPTIONS = {
  dateTime: { dateStyle: 'medium', timeStyle: 'medium' },
  time: { timeStyle: 'medium' },
  dayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof OPTIONS | 'day';
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Each style's formatter, built the first time it is used: building one costs the browser several
 * milliseconds (its locale data), and a page draws one or two of the three, so none are built
 * while the module loads, ahead of the first screen's data.
 */
function formatter(style: Style, place?: DateFormatPlace): Intl.DateTimeFormat {
  const key = place === undefined ? style : `${style} ${place.locale} ${place.timeZone}`;
  let f = formatters.get(key);
  if (f === undefined) {
    f =
      style === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone: place?.timeZone, dateStyle: 'short' })
        : new Intl.DateTimeFormat(place?.locale, { ...OPTIONS[style], timeZone: place?.timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** Whether `date` falls on today, where the dates are shown. */
function isToday(date: Date, place?: DateFormatPlace): boolean {
  if (place === undefined) return date.toDateString() === new Date().toDateString();
  const day = formatter('day', place);
  return day.format(date) === day.format(new Date());
}

/**
 * One way to show a moment: in the person's own locale and time zone, with the UTC time on hover
 * (and as the element's machine-readable `dateTime`). `at` is milliseconds since the epoch; a
 * round's timestamp (seconds) goes through `seconds`. Over the server's HTML, the render that
 * hydrates formats as the server did (`drawnDateFormat`); the next, in the person's own.
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
  const place = useHydrating() ? drawnDateFormat() : undefined;
  const ms = seconds !== undefined ? Number(seconds) * 1000 : (at ?? NaN);
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return <span>{String(seconds ?? at ?? '')}</span>;
  const date = new Date(ms);
  const utc = formatRoundTime(BigInt(Math.floor(ms / 1000)));
  return (
    <time dateTime={date.toISOString()} title={utc}>
      {formatter(
        timeOnly || (compact && isToday(date, place)) ? 'time' : compact ? 'dayTime' : 'dateTime',
        place,
      ).format(date)}
    </time>
  );
}
