import { ComponentType, memo, Suspense, use, useRef, useState } from 'react';
import { useReplayEarlyPress } from '../../lib/early-press';
import { useWhenNear } from './use-when-near';

type Module = { default: ComponentType };

type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: void };

/** A promise that says when it has settled, the way React's use() reads it without suspending. */
function marked(promise: Promise<void>): Promise<void> {
  void promise.then(() => Object.assign(promise as Tracked, { status: 'fulfilled', value: undefined }));
  return promise;
}

/** An already settled promise, for a section whose code is already there. */
const settled = (): Promise<void> =>
  Object.assign(Promise.resolve() as Tracked, { status: 'fulfilled' as const, value: undefined });

/** How far below the screen a section starts loading, so it is ready when it scrolls in. */
const AHEAD = '50% 0px';

/**
 * A part of the page whose code loads only when it comes near the screen (the home page's
 * "lazily loaded sections"), while its HTML is still prerendered in full:
 * - while prerendering, the module loads at once and the section is rendered into the page;
 * - when the page hydrates, the section stays as the server rendered it (React keeps a
 *   suspended boundary's HTML) until it nears the screen, then its code loads and hydrates it;
 * - after a client-side navigation, a placeholder of the given height stands in until then.
 * The wrapper is memoised: a parent re-rendering must not touch a boundary still waiting as
 * server HTML, or React would hold the update until that boundary could hydrate, that is until
 * it scrolls into view. For the same reason, only use it for parts of a page that route changes
 * unmount (never in the layout): a router context change reaching a still-dehydrated boundary
 * would hold every navigation the same way.
 */
export function lazyWhenVisible(load: () => Promise<Module>, placeholderHeight: string) {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const ensureLoaded = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      () => {
        // The chunk could not be fetched (offline?): the section is left out rather than the page broken.
        loading = undefined;
      },
    ));

  // `use(ready)` is called on every render, never only while the code is missing: a component
  // that suspends in use() and then renders without calling it is replayed by React with the
  // wrong hook dispatcher, which throws (« Update hook called on initial render ») and makes
  // React render the whole page again. A settled promise says so (`status`), and React then
  // reads it without suspending.
  function Gate({ ready }: { ready: Promise<void> }) {
    use(ready);
    // A button of the section pressed while it waited for its code (React drops that click).
    useReplayEarlyPress();
    return Loaded ? <Loaded /> : null;
  }

  return memo(function WhenVisible({ className }: { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      if (Loaded) return { ready: settled(), open: () => undefined };
      if (typeof window === 'undefined') return { ready: marked(ensureLoaded()), open: () => undefined };
      let open!: () => void;
      const visible = new Promise<void>((resolve) => (open = resolve));
      return { ready: marked(visible.then(ensureLoaded)), open };
    });

    useWhenNear(box, gate.open, AHEAD);

    return (
      <div ref={box} className={className}>
        <Suspense fallback={<div style={{ minHeight: placeholderHeight }} aria-busy="true" />}>
          <Gate ready={gate.ready} />
        </Suspense>
      </div>
    );
  });
}
