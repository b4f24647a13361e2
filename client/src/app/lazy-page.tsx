import { ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<void>;
  /** Source file, as keyed in Vite's build manifest: the prerender links the page's own CSS and JS. */
  source: string;
}

// Every page component (a file named *Page.tsx under features/) is its own chunk.
const pageModules = import.meta.glob<PageModule>('../features/**/*Page.tsx');

/**
 * A route component loaded on demand, named by its path under features/ without extension
 * (e.g. "home/HomePage"). Once its module is loaded it renders synchronously, so a page
 * preloaded before hydration hydrates without suspending.
 */
export function lazyPage(name: string): LazyPage {
  const load = pageModules[`../features/${name}.tsx`];
  if (!load) throw new Error(`Page introuvable : client/src/features/${name}.tsx`);
  let Loaded: ComponentType | undefined;
  const remember = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(remember);
  const Page = (() => (Loaded ? <Loaded /> : <Lazy />)) as LazyPage;
  Page.preload = () => remember().then(() => undefined);
  Page.source = `src/features/${name}.tsx`;
  return Page;
}
