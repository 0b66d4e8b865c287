import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { settledThenable } from '../ui/settledThenable';

// Pages take different props; the route table cannot know them, so the loader's type is loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = ComponentType<any>;
type PageModule = Record<string, AnyPage>;
type LoadedPage = { default: AnyPage };

/** Every screen module, each its own chunk; the route table picks from these by path. */
const LOADERS = import.meta.glob<PageModule>('../features/*/pages/*Page.tsx');

const cache = new Map<string, LazyExoticComponent<AnyPage>>();
/** Page modules whose code has run, by glob key. */
const loaded = new Map<string, PageModule>();

/** The glob's key for a route table module path (`src/features/...` → `../features/...`). */
export function loaderKey(module: string): string {
  return `../${module.replace(/^src\//, '')}`;
}

export function hasPageModule(module: string): boolean {
  return loaderKey(module) in LOADERS;
}

function loadModule(module: string): Promise<PageModule> {
  const key = loaderKey(module);
  const load = LOADERS[key];
  if (load === undefined) return Promise.reject(new Error(`No page module ${module}`));
  return load().then((m) => {
    loaded.set(key, m);
    return m;
  });
}

/**
 * A screen as a lazily loaded component. Its code is fetched the first time it renders; the page's
 * main export is named after its file (`AccountPage.tsx` → `AccountPage`). When that code has
 * already run (preloaded with the first screen, a link hovered), the page renders at once: no
 * Suspense fallback first and no second render of the tree after it.
 */
export function lazyPage<P extends object = object>(module: string): LazyExoticComponent<ComponentType<P>> {
  let page = cache.get(module);
  if (!page) {
    if (!hasPageModule(module)) throw new Error(`No page module ${module}`);
    const exportName = module.replace(/^.*\/|\.tsx$/g, '');
    const pick = (m: PageModule): LoadedPage => {
      const component = m[exportName];
      if (component === undefined) throw new Error(`${module} has no export ${exportName}`);
      return { default: component };
    };
    page = lazy(() => {
      const ready = loaded.get(loaderKey(module));
      return ready === undefined ? loadModule(module).then(pick) : settledThenable(pick(ready));
    });
    cache.set(module, page);
  }
  return page;
}

/**
 * Starts fetching a page's code ahead of a navigation (a link hovered or focused, the first screen);
 * cached after. Resolves once that code has run (never rejects: a failure is the router's to show).
 */
export function preloadPage(module: string): Promise<void> {
  return loadModule(module).then(
    () => undefined,
    () => undefined,
  );
}
