import { ComponentType, memo, Suspense, use, useRef, useState } from 'react';
import { useReplayEarlyPress } from '../../lib/early-press';
import { useWhenNear } from './use-when-near';

type Module = { default: ComponentType };

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

  function Gate({ ready }: { ready: Promise<void> }) {
    if (!Loaded) use(ready);
    // A button of the section pressed while it waited for its code (React drops that click).
    useReplayEarlyPress();
    return Loaded ? <Loaded /> : null;
  }

  return memo(function WhenVisible({ className }: { className?: string }) {
    const box = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => {
      if (typeof window === 'undefined') return { ready: ensureLoaded(), open: () => undefined };
      let open!: () => void;
      const visible = new Promise<void>((resolve) => (open = resolve));
      return { ready: visible.then(ensureLoaded), open };
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
