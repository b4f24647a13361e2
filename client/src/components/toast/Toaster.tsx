// The toasts: short messages after an action, announced to screen readers.

import { CircleAlert } from '../icons/circle-alert';
import { CircleCheck } from '../icons/circle-check';
import { X } from '../icons/x';
import { Toast, useToastStore } from '../../stores/toast-store';
import './toast.css';

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const Icon = toast.kind === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className={`toast toast--${toast.kind}`} data-testid={`toast-${toast.kind}`}>
      <Icon className="toast__icon" size={20} aria-hidden="true" />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" onClick={onClose} aria-label="Fermer le message">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

/**
 * The toasts, top-center. Success messages are announced politely, errors at once; both live
 * regions exist from the start so that screen readers announce what is added to them.
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const list = (kind: Toast['kind']) =>
    toasts
      .filter((toast) => toast.kind === kind)
      .map((toast) => <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />);
  return (
    <div className="toaster">
      <div role="status" className="toaster__region">
        {list('success')}
      </div>
      <div role="alert" className="toaster__region">
        {list('error')}
      </div>
    </div>
  );
}
