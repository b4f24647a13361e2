import { create } from 'zustand';

/**
 * Whether the floating action bar is shown. Several parts of the page may ask it to step aside
 * (the open mobile menu, a form field being typed in on a phone): it is hidden while any reason
 * remains, and shown again once every reason is withdrawn.
 */
interface FloatingBarState {
  reasons: string[];
  hide(reason: string): void;
  show(reason: string): void;
}

/** The bar's reason to stay away while a page's first screen shows (see FloatingBar). */
export const FIRST_SCREEN = 'first-screen';

export const useFloatingBarStore = create<FloatingBarState>()((set, get) => ({
  // Away from the first paint on: a page opens with its first screen in view.
  reasons: [FIRST_SCREEN],
  hide(reason) {
    if (!get().reasons.includes(reason)) set({ reasons: [...get().reasons, reason] });
  },
  show(reason) {
    if (get().reasons.includes(reason)) set({ reasons: get().reasons.filter((r) => r !== reason) });
  },
}));

export const selectFloatingBarHidden = (state: FloatingBarState) => state.reasons.length > 0;
