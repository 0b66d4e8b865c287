import type { Run } from './pageLoad';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * How long the first follow-up (a data request sent because of an answer: the tip's blocks, the rows'
 * assets) left after the answer it followed: its start less the last data answer in before it.
 * Near 0 when the main thread was free as that answer arrived; undefined with no follow-up.
 */
export function followUpWait(
  waterfall: Run['waterfall'],
  isData: (url: string) => boolean,
): number | undefined {
  const data = waterfall.filter((e) => isData(e.name));
  const firstIn = Math.min(...data.map((e) => e.end));
  const next = data.filter((e) => e.start > firstIn).sort((a, b) => a.start - b.start)[0];
  if (next === undefined) return undefined;
  return next.start - Math.max(...data.filter((e) => e.end <= next.start).map((e) => e.end));
}

export function shorten(text: string, urls: Record<string, string>): string {
  let out = text;
  for (const [name, url] of Object.entries(urls)) out = out.replaceAll(url, `<${name}>`);
  return out;
}

/** The page's last run as bars: what loaded before ready, ms from navigation start. */
export function printWaterfall(
  page: string,
  waterfall: Run['waterfall'],
  short: Record<string, string>,
): void {
  console.log(`\n${page} page, last run: what loaded before ready (ms from navigation start)`);
  const last = Math.max(...waterfall.map((e) => e.end));
  const msPerChar = Math.max(10, Math.ceil(last / 60));
  console.log(`(one character = ${msPerChar} ms)`);
  for (const e of waterfall.sort((a, b) => a.start - b.start)) {
    const bar = `${' '.repeat(Math.round(e.start / msPerChar))}${'█'.repeat(Math.max(1, Math.round((e.end - e.start) / msPerChar)))}`;
    const name = shorten(e.name, short).replace(/^(<\w+>\/v2\/\w+\/\w{8})\w{50}/, '$1…');
    console.log(
      `${String(Math.round(e.start)).padStart(5)} ${String(Math.round(e.end)).padStart(5)}  ${name.slice(0, 56).padEnd(56)} ${bar}`,
    );
  }
}
