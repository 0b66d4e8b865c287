import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalTime } from '../LocalTime';
import { keepDrawnTimes } from './keptDrawnTimes';
import { useBrowserState } from './useBrowserState';
import { useHydrating } from './useHydrating';

/**
 * The server's HTML of `node` (react-dom/server, as renderFirstScreen draws), hydrated in the page:
 * what each render showed, in order, and what React could not hydrate (none, or the page would be
 * drawn again on the client).
 */
async function hydrate(node: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  const drawn = container.innerHTML;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (error) => errors.push(error) });
  });
  return { drawn, container, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useHydrating', () => {
  it('is true on the server and while hydrating, then false; false in a render with no server HTML', async () => {
    const seen: boolean[] = [];
    function Probe() {
      const hydrating = useHydrating();
      seen.push(hydrating);
      return <span>{hydrating ? 'drawn' : 'live'}</span>;
    }
    const { drawn, container, errors } = await hydrate(<Probe />);
    expect(drawn).toBe('<span>drawn</span>');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('live');
    expect(seen).toEqual([true, true, false]);
  });
});

describe('useBrowserState', () => {
  function Saved({ read }: { read: () => string }) {
    const [value, setValue] = useBrowserState(read, 'server');
    const [clicks, setClicks] = useState(0);
    return (
      <button
        type="button"
        onClick={() => {
          setValue(`set ${clicks + 1}`);
          setClicks(clicks + 1);
        }}
      >
        {value}
      </button>
    );
  }

  it('shows what the server drew until hydrated, then what the browser saved (read once); set as any state', async () => {
    let reads = 0;
    const read = () => {
      reads += 1;
      return typeof document === 'undefined' ? 'unreachable' : 'saved';
    };
    const { drawn, container, errors } = await hydrate(<Saved read={read} />);
    expect(drawn).toContain('>server<');
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('saved');
    expect(reads).toBe(1);
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('set 1');
    expect(reads).toBe(1);
  });
});

describe('LocalTime over the server HTML', () => {
  const at = Date.UTC(2024, 0, 2, 23, 30, 5);
  const options = { dateStyle: 'medium', timeStyle: 'medium' } as const;

  it("keeps the server's text (whatever its locale and zone) until the page is live and idle, then shows the person's own", async () => {
    const serverText = new Intl.DateTimeFormat('de-DE', { ...options, timeZone: 'Asia/Tokyo' }).format(at);
    const localText = new Intl.DateTimeFormat(undefined, options).format(at);
    expect(serverText).not.toBe(localText);
    const container = document.createElement('div');
    // As a server formatting in de-DE, Tokyo drew it.
    const drawn = `<time dateTime="${new Date(at).toISOString()}" title="2024-01-02 23:30:05 UTC">${serverText}</time>`;
    container.innerHTML = `<p>${drawn}${drawn}</p>`;
    document.body.append(container);
    const drawnTime = container.querySelector('time');

    let later: (show: boolean) => void = () => undefined;
    let moveTo: (at: number) => void = () => undefined;
    function Page() {
      const [shown, setShown] = useState(false);
      const [second, setSecond] = useState(at);
      later = setShown;
      moveTo = setSecond;
      return (
        <p>
          <LocalTime at={at} />
          {shown && <LocalTime at={at} />}
          <LocalTime at={second} />
        </p>
      );
    }
    let live: () => void = () => undefined;
    keepDrawnTimes(new Promise<void>((resolve) => (live = resolve)));
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    const texts = () => [...container.querySelectorAll('time')].map((t) => t.textContent);
    expect(container.querySelector('time')).toBe(drawnTime);
    expect(texts()).toEqual([serverText, serverText]);

    // A time mounted after hydration was never drawn by the server, and one moved to another
    // moment is no longer what it drew: the person's own at once.
    const next = at + 60_000;
    const nextText = new Intl.DateTimeFormat(undefined, options).format(next);
    await act(async () => later(true));
    await act(async () => moveTo(next));
    expect(texts()).toEqual([serverText, localText, nextText]);

    live();
    await waitFor(() => expect(container.querySelector('time')!.textContent).toBe(localText));
    expect(container.querySelector('time')).toBe(drawnTime);
  });
});
