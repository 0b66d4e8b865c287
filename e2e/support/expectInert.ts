import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Records every `securitypolicyviolation` the page sees (before any of its scripts run), so a test
 * can tell that nothing tried to run and was only stopped by the Content-Security-Policy.
 */
export async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/**
 * Nothing an attacker wrote became markup or ran: no payload set `window.__pwned`, no element was
 * made from their text (no handler attributes, no img/svg/iframe/marquee/script of theirs), no
 * policy violation, and every link is http(s)/ipfs or the app's own, external ones opening without
 * opener or referrer.
 */
export async function expectInert(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const w = window as unknown as { __pwned?: unknown; __violations?: string[] };
    const handlers = [...document.querySelectorAll('*')].filter((e) =>
      e.getAttributeNames().some((n) => n.startsWith('on')),
    );
    const links = [...document.querySelectorAll('a[href]')].map((a) => {
      const url = new URL((a as HTMLAnchorElement).href);
      return {
        protocol: url.protocol,
        own: url.origin === location.origin,
        rel: a.getAttribute('rel') ?? '',
      };
    });
    return {
      pwned: typeof w.__pwned,
      violations: w.__violations ?? [],
      handlers: handlers.map((e) => e.outerHTML.slice(0, 80)),
      injected: document.querySelectorAll(
        'img[src="x"], img[src="y"], img[src="z"], img[src="t"], img[src="f"], iframe[srcdoc], marquee, svg[onload]',
      ).length,
      scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent.includes('__pwned'))
        .length,
      badLinks: links.filter((l) => !['http:', 'https:', 'ipfs:'].includes(l.protocol)),
      openLinks: links.filter((l) => !l.own && !(/\bnoopener\b/.test(l.rel) && /\bnoreferrer\b/.test(l.rel))),
    };
  });
  expect(found).toEqual({
    pwned: 'undefined',
    violations: [],
    handlers: [],
    injected: 0,
    scripts: 0,
    badLinks: [],
    openLinks: [],
  });
}
