import { useEffect, useState } from 'react';
import { Share2 } from '../../components/icons/share-2';

/** The default title of a shared article. */
const DEFAULT_TITLE = 'Article';
export const COPIED_MESSAGE = 'Lien copié dans le presse-papiers !';
const MESSAGE_MS = 4000;

async function copy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: fall back to a selection copy below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand('copy');
  area.remove();
  if (!done) throw new Error('Copie impossible');
}

/**
 * « Partager »: the device's native share sheet (title, excerpt, address) when there is one;
 * otherwise the address is copied and a message confirms it. Failures are only logged.
 */
export function ShareButton({ title, excerpt, path }: { title?: string; excerpt: string; path: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), MESSAGE_MS);
    return () => window.clearTimeout(id);
  }, [copied]);

  const share = async () => {
    const url = `${window.location.origin}${path}`;
    // The share sheet needs a recent tap: a press made before the page's code arrived, and
    // replayed once it has (lib/early-press.ts), may come too late for it; the link is copied.
    const activation = navigator.userActivation as UserActivation | undefined;
    if (typeof navigator.share === 'function' && activation?.isActive !== false) {
      try {
        await navigator.share({ title: title || DEFAULT_TITLE, text: excerpt, url });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.error('Partage impossible', error);
      }
      return;
    }
    try {
      await copy(url);
      setCopied(true);
    } catch (error) {
      console.error('Copie du lien impossible', error);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--ghost article-share" onClick={() => void share()}>
        <Share2 aria-hidden="true" size={18} strokeWidth={1.6} />
        Partager
      </button>
      <p className="article-toast" role="status" data-visible={copied || undefined}>
        {copied ? COPIED_MESSAGE : ''}
      </p>
    </>
  );
}
