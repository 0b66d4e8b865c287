import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Pages take different props; the route table cannot know them, so the loader's type is loose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyPage = ComponentType<any>;
type PageModule = Record<string, AnyPage>;

/** Every screen module, each its own chunk; the route table picks from these by path. */
const LOADERS = import.meta.glob<PageModule>('../features/*/pages/*Page.tsx');

const cache = new Map<string, LazyExoticComponent<AnyPage>>();

/** The glob's key for a route table module path (`src/features/...` → `../features/...`). */
export function loaderKey(module: string): string {
  return `../${module.replace(/^src\//, '')}`;
}

export function hasPageModule(module: string): boolean {
  return loaderKey(module) in LOADERS;
}

/**
 * A screen as a lazily loaded component. Its code is fetched the first time it renders; the page's
 * main export is named after its file (`AccountPage.tsx` → `AccountPage`).
 */
export function lazyPage<P extends object = object>(module: string): LazyExoticComponent<ComponentType<P>> {
  let page = cache.get(module);
  if (!page) {
    const load = LOADERS[loaderKey(module)];
    if (load === undefined) throw new Error(`No page module ${module}`);
    const exportName = module.replace(/^.*\/|\.tsx$/g, '');
    page = lazy(async () => {
      const component = (await load())[exportName];
      if (component === undefined) throw new Error(`${module} has no export ${exportName}`);
      return { default: component };
    });
    cache.set(module, page);
  }
  return page;
}

/** Starts fetching a page's code ahead of a navigation (a link hovered or focused); cached after. */
export function preloadPage(module: string): void {
  void LOADERS[loaderKey(module)]?.().catch(() => undefined);
}
