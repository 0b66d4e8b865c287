import type { Page } from '@playwright/test';

/** Console errors and warnings the page logs from now on (a failed request is one: "Failed to load resource"). */
export function consoleNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`${m.type()}: ${m.text()}`);
  });
  return noise;
}
