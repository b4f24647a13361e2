// The page a link from an e-mail opens (cancel an appointment, unsubscribe): one button, then what happened.

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useHydrated } from '../../lib/use-hydrated';

/** How the action went; `retry`: trying again may help (a busy or unreachable server). */
export type LinkActionResult = { ok: true } | { ok: false; message: string; retry: boolean };

/** What the page's address allows: the action to send, or why the link cannot be used. */
export type LinkActionRequest = { send: () => Promise<LinkActionResult> } | { missing: string };

/** What the page says before and after the action, and where it leads once done. */
export interface LinkActionTexts {
  title: string;
  doneTitle: string;
  lead: string;
  doneLead: string;
  button: string;
  sending: string;
  doneLink: { to: string; label: string };
}

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: string; retry: boolean };

/**
 * The body of a page opened from a link in an e-mail that does one thing (cancel a booking,
 * unsubscribe): nothing happens until the visitor presses the button, since mail scanners and
 * link previews open links by themselves.
 */
export function LinkAction({
  block,
  titleId,
  fromAddress,
  texts,
  pending = false,
}: {
  /** The class of the page's own styles, and of its parts: `__inner`, `__error`. */
  block: string;
  titleId: string;
  /** Reads the address; called once hydrated only: the prerendered page (and its hydration) has none. */
  fromAddress: () => LinkActionRequest;
  texts: LinkActionTexts;
  /** The page is still reading what the link names: the button waits. */
  pending?: boolean;
}) {
  const hydrated = useHydrated();
  const request = hydrated ? fromAddress() : null;
  const [answer, setAnswer] = useState<State>({ kind: 'ready' });
  const state: State =
    request && 'missing' in request ? { kind: 'error', message: request.missing, retry: false } : answer;
  const heading = useRef<HTMLHeadingElement>(null);

  // The button disappears once done: focus goes to the heading, which says what happened.
  useEffect(() => {
    if (state.kind === 'done') heading.current?.focus();
  }, [state.kind]);

  const submit = async () => {
    if (!request || 'missing' in request || state.kind === 'sending') return;
    setAnswer({ kind: 'sending' });
    const result = await request.send();
    setAnswer(result.ok ? { kind: 'done' } : { kind: 'error', message: result.message, retry: result.retry });
  };

  const done = state.kind === 'done';
  const canSend =
    state.kind === 'ready' || state.kind === 'sending' || (state.kind === 'error' && state.retry);
  return (
    <section className={block} aria-labelledby={titleId}>
      <div className={`container ${block}__inner`}>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {done ? texts.doneTitle : texts.title}
        </h1>
        <p className="lead" role="status">
          {done ? texts.doneLead : texts.lead}
        </p>
        <p className={`${block}__error`} role="alert">
          {state.kind === 'error' ? state.message : ''}
        </p>
        {done ? (
          <Link to={texts.doneLink.to} className="btn btn--primary">
            {texts.doneLink.label}
          </Link>
        ) : (
          canSend && (
            <button
              type="button"
              className="btn btn--primary"
              disabled={!hydrated || pending || state.kind === 'sending'}
              onClick={() => void submit()}
            >
              {state.kind === 'sending' ? texts.sending : texts.button}
            </button>
          )
        )}
      </div>
    </section>
  );
}
