import { INLINE_CONFIG_ID } from '../../apps/web/src/app/boot/inlineConfigId';
import { EARLY_REQUESTS_ID } from '../../packages/core/src/http/earlyRequests';
import { WRITTEN_ANSWERS_ID } from '../../packages/core/src/http/writtenAnswers';
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

/** The app's own JSON data elements (config, early requests, a drawn page's answers). */
const DATA_IDS = [INLINE_CONFIG_ID, EARLY_REQUESTS_ID, WRITTEN_ANSWERS_ID];

/**
 * Nothing an attacker wrote became markup or ran: no payload set `window.__pwned`, no element was
 * made from their text (no handler attributes, no img/svg/iframe/marquee/script of theirs), no
 * policy violation, and every link is http(s)/ipfs or the app's own, external ones opening without
 * opener or referrer.
 */
export async function expectInert(page: Page): Promise<void> {
  const found = await page.evaluate((dataIds) => {
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
      // A page the server drew carries the node's answers (their text among them) as JSON data,
      // which never runs: only a script that would run counts, and no data element is theirs.
      scripts: [...document.querySelectorAll('script:not([type="application/json"])')].filter((s) =>
        s.textContent.includes('__pwned'),
      ).length,
      data: [...document.querySelectorAll('script[type="application/json"]')]
        .map((s) => s.id)
        .filter((id) => !dataIds.includes(id)),
      badLinks: links.filter((l) => !['http:', 'https:', 'ipfs:'].includes(l.protocol)),
      openLinks: links.filter((l) => !l.own && !(/\bnoopener\b/.test(l.rel) && /\bnoreferrer\b/.test(l.rel))),
    };
  }, DATA_IDS);
  expect(found).toEqual({
    pwned: 'undefined',
    violations: [],
    handlers: [],
    injected: 0,
    scripts: 0,
    data: [],
    badLinks: [],
    openLinks: [],
  });
}
