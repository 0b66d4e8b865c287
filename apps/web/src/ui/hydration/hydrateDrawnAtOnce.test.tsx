import { act } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateDrawnAtOnce, type ScheduleHydration } from './hydrateDrawnAtOnce';

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {name} {clicks}
    </button>
  );
}

function Mark({ name, hydrated }: { name: string; hydrated: string[] }) {
  useEffect(() => void hydrated.push(name), [name, hydrated]);
  return null;
}

/** A layout's boundary around a page, a boundary inside the page, and one beside it. */
function Layout({ hydrated }: { hydrated: string[] }) {
  return (
    <div>
      <Counter name="header" />
      <Suspense fallback={<p>loading</p>}>
        <main>
          <Counter name="page" />
          <Mark name="page" hydrated={hydrated} />
          <Suspense>
            <section>
              <Counter name="panel" />
              <Mark name="panel" hydrated={hydrated} />
            </section>
          </Suspense>
        </main>
      </Suspense>
      <Suspense>
        <aside>
          <Counter name="aside" />
          <Mark name="aside" hydrated={hydrated} />
        </aside>
      </Suspense>
    </div>
  );
}

function drawn(hydrated: string[] = []): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Layout hydrated={hydrated} />);
  document.body.append(container);
  return container;
}

describe('hydrateDrawnAtOnce', () => {
  it("names each drawn Suspense boundary's first node, outer before inner, nested and side by side", () => {
    const container = drawn();
    const targets: Node[] = [];
    const count = hydrateDrawnAtOnce({ unstable_scheduleHydration: (t) => targets.push(t) }, container);
    expect(count).toBe(3);
    expect(targets.map((t) => (t as Element).tagName)).toEqual(['MAIN', 'SECTION', 'ASIDE']);
    // Each target is the node right after its boundary's opening marker.
    for (const t of targets) expect((t.previousSibling as Comment).data).toBe('$');
  });

  it('names nothing in a page with no drawn boundary (a fallback the server sent is not one)', () => {
    const container = document.createElement('div');
    container.innerHTML = '<div><!--$!--><p>loading</p><!--/$--><span>x</span></div>';
    const targets: Node[] = [];
    expect(hydrateDrawnAtOnce({ unstable_scheduleHydration: (t) => targets.push(t) }, container)).toBe(0);
    expect(targets).toEqual([]);
  });

  it('with React: every boundary hydrates without a mismatch and its controls answer', async () => {
    const hydrated: string[] = [];
    const container = drawn(hydrated);
    const errors: unknown[] = [];
    await act(async () => {
      const root = hydrateRoot(container, <Layout hydrated={hydrated} />, {
        onRecoverableError: (error) => errors.push(error),
      });
      // React's own hydration root has the method this relies on.
      expect(typeof (root as unknown as ScheduleHydration).unstable_scheduleHydration).toBe('function');
      hydrateDrawnAtOnce(root as unknown as ScheduleHydration, container);
    });
    expect(errors).toEqual([]);
    expect([...hydrated].sort()).toEqual(['aside', 'page', 'panel']);
    const panel = [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('panel'))!;
    await act(async () => panel.click());
    expect(panel.textContent).toBe('panel 1');
  });
});
