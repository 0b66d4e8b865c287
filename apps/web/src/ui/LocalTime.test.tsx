import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalTime } from './LocalTime';

const fmt = (options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(undefined, options).format(date);

describe('LocalTime', () => {
  it('shows a moment in the local style asked for, with UTC on hover', () => {
    const earlier = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    const now = new Date();
    render(
      <>
        <span data-testid="full">
          <LocalTime at={earlier.getTime()} />
        </span>
        <span data-testid="compact-other-day">
          <LocalTime seconds={BigInt(earlier.getTime() / 1000)} compact />
        </span>
        <span data-testid="compact-today">
          <LocalTime at={now.getTime()} compact />
        </span>
        <span data-testid="time-only">
          <LocalTime at={earlier.getTime()} timeOnly />
        </span>
        <span data-testid="bad">
          <LocalTime at={Number.NaN} />
        </span>
      </>,
    );
    expect(screen.getByTestId('full').textContent).toBe(
      fmt({ dateStyle: 'medium', timeStyle: 'medium' }, earlier),
    );
    expect(screen.getByTestId('compact-other-day').textContent).toBe(
      fmt({ month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, earlier),
    );
    expect(screen.getByTestId('compact-today').textContent).toBe(fmt({ timeStyle: 'medium' }, now));
    expect(screen.getByTestId('time-only').textContent).toBe(fmt({ timeStyle: 'medium' }, earlier));
    const time = screen.getByTestId('full').querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2024-01-02T03:04:05.000Z');
    expect(time?.getAttribute('title')).toContain('2024');
    // Not a moment: shown as given, not as "Invalid Date".
    expect(screen.getByTestId('bad').textContent).toBe('NaN');
  });
});
