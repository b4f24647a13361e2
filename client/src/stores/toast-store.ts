import { create } from 'zustand';

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;

interface ToastState {
  toasts: Toast[];
  show(kind: ToastKind, message: string, durationMs?: number): number;
  dismiss(id: number): void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Short messages shown top-center, each removed after its duration (4 s by default). */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show(kind, message, durationMs = TOAST_DURATION_MS) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, kind, message }] });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), durationMs),
    );
    return id;
  },
  dismiss(id) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export const toast = {
  success: (message: string) => useToastStore.getState().show('success', message),
  error: (message: string) => useToastStore.getState().show('error', message),
};
