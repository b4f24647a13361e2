import { ComponentType, lazy } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  preload(): Promise<void>;
  /** Source file, as keyed in Vite's build manifest: the prerender links the page's own CSS and JS. */
  source: string;
}

// Every page component (a file named *Page.tsx under features/) is its own chunk, or shares one
// with related pages (client/vite.config.mts). Only its default export is read: the bundler can
// then load a page that shares a chunk without building a namespace object for it.
const pageModules = import.meta.glob<ComponentType>('../features/**/*Page.tsx', { import: 'default' });

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
    load().then((Page) => {
      Loaded = Page;
      return { default: Page };
    });
  const Lazy = lazy(remember);
  const Page = (() => (Loaded ? <Loaded /> : <Lazy />)) as LazyPage;
  Page.preload = () => remember().then(() => undefined);
  Page.source = `src/features/${name}.tsx`;
  return Page;
}
