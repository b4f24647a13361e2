import {
  ComponentType,
  lazy,
  memo,
  ReactNode,
  RefObject,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useReplayEarlyPress } from '../../lib/early-press';
import { useWhenNear } from './use-when-near';

export interface DeferredPart<P extends object> {
  (props: P): ReactNode;
  /**
   * Asks for the part's code now. Call it before an update that changes the part's props (a
   * selection): until its code is there, React holds any update that reaches a part still
   * showing the server's HTML.
   */
  request(): void;
  /** Settles once the part has been rendered by its code (hydrated, or rendered after a navigation). */
  ready: Promise<void>;
}

const noSubscription = () => () => undefined;

/**
 * A part of a page whose code is not needed to show or use the top of the page (a detail
 * panel further down): the prerendered HTML holds it in full, and in the browser it stays as
 * the server rendered it until its code is asked for, by `request()` (see
 * `useDeferredSection`), by a change of location (a navigation, or only its #fragment, reaches
 * its links, so it must be able to render), or at once when the part is mounted after
 * hydration (a client-side navigation: there is no server HTML to keep).
 * While prerendering, its code loads at once. A chunk that cannot be fetched (offline) leaves
 * the part out rather than breaking the page.
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): DeferredPart<P> {
  let resolveWanted!: () => void;
  const wanted = new Promise<void>((resolve) => (resolveWanted = resolve));
  const request = () => resolveWanted();
  if (import.meta.env.SSR) request();
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const Lazy = lazy((): Promise<{ default: ComponentType<P> }> =>
    wanted.then(load).then(
      (Component) => ({
        default: function Rendered(props: P) {
          useEffect(() => resolveReady(), []);
          useReplayEarlyPress();
          return <Component {...props} />;
        },
      }),
      () => ({ default: () => null }),
    ),
  );

  // Memoised: a re-render of the part alone (below) must not reach a boundary still waiting as
  // server HTML, or React would hold that update until the code is there.
  const Boundary = memo(function Boundary(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  });

  function Part(props: P) {
    // False while hydrating, true when mounted by a client render (read once: the value turns
    // true right after hydration, which must not count as a mount).
    const client = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    const [mountedOnClient] = useState(client);
    const { pathname, search, hash } = useLocation();
    const here = `${pathname}${search}${hash}`;
    const [first] = useState(here);
    // Asked for in this render, so the update that follows never waits for the part to scroll near.
    if (mountedOnClient || here !== first) request();
    return <Boundary {...props} />;
  }
  Part.request = request;
  Part.ready = ready;
  return Part;
}

/**
 * For the element holding a deferred part: asks for the part's code when the element comes
 * within `rootMargin` of the viewport, or at once when a button in it is pressed before then.
 * That press, which React drops, is pressed again once the part is rendered (the same DOM node,
 * now with its handlers: lib/early-press.ts). Links need nothing: they work as plain links.
 */
export function useDeferredSection(
  section: RefObject<HTMLElement | null>,
  part: DeferredPart<never>,
  rootMargin: string,
): void {
  useWhenNear(section, part.request, rootMargin);
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    let rendered = false;
    void part.ready.then(() => (rendered = true));
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!rendered && button && element.contains(button)) part.request();
    };
    // On the document, ahead of React's own listener, which stops an event aimed at server HTML.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [section, part]);
}
