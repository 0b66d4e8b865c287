import { DRAWN_DATE_FORMAT_ID } from './drawnDateFormatId';

/** The locale and time zone dates were formatted in: the server's own, as `Intl` resolves them. */
export interface DateFormatPlace {
  locale: string;
  timeZone: string;
}

let read: DateFormatPlace | null | undefined;

/**
 * Where the server formatted the dates of the HTML this page hydrates (the render that hydrates
 * formats them the same; later renders in the person's own locale and zone). Undefined on the
 * server itself and on a page the server did not draw.
 */
export function drawnDateFormat(): DateFormatPlace | undefined {
  if (read === undefined) {
    read = null;
    try {
      const text =
        typeof document === 'undefined'
          ? undefined
          : document.getElementById(DRAWN_DATE_FORMAT_ID)?.textContent;
      const value: unknown = text ? JSON.parse(text) : undefined;
      if (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as DateFormatPlace).locale === 'string' &&
        typeof (value as DateFormatPlace).timeZone === 'string'
      )
        read = value as DateFormatPlace;
    } catch {
      read = null;
    }
  }
  return read ?? undefined;
}
