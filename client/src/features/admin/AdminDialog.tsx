import { X } from 'lucide-react';
import { MouseEvent, ReactNode, useEffect, useRef } from 'react';

interface AdminDialogProps {
  /** The heading's id, which names the dialog. */
  titleId: string;
  title: string;
  /** Modal on wide screens (a click on the backdrop closes it), full-screen panel on narrow ones. */
  wide: boolean;
  className?: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * The frame of a record opened from an admin list (a request, an appointment): a native modal
 * dialog, so focus stays inside, Escape closes it and the page behind is inert and does not
 * scroll. The heading and its close button come first; the record's content follows.
 */
export function AdminDialog({ titleId, title, wide, className, onClose, children }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('admin-no-scroll');
    return () => {
      document.documentElement.classList.remove('admin-no-scroll');
      if (dialog.open) dialog.close();
    };
  }, []);

  // A click on the backdrop (the dialog itself, outside its content) closes it.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && wide) onClose();
  };

  const frame = wide ? 'contact-detail contact-detail--modal' : 'contact-detail contact-detail--panel';
  return (
    <dialog
      ref={ref}
      className={className ? `${frame} ${className}` : frame}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={onBackdropClick}
    >
      <div className="contact-detail__body">
        <header className="contact-detail__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="admin-icon-button" onClick={onClose}>
            <X aria-hidden="true" />
            <span className="visually-hidden">Fermer la fiche</span>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}

/** The patient's own words in a record's dialog, as text (never HTML), or « Aucun message. » */
export function DetailMessage({ titleId, message }: { titleId: string; message: string | null }) {
  return (
    <section className="contact-detail__block" aria-labelledby={titleId}>
      <h3 id={titleId}>Message</h3>
      {message ? (
        <p className="contact-detail__message">{message}</p>
      ) : (
        <p className="admin-muted">Aucun message.</p>
      )}
    </section>
  );
}
