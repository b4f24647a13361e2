import { create } from 'zustand';

/**
 * A counter of the changes made in the back-office, and of the moments its figures may have
 * gone stale (the tab shown again after a while elsewhere). What shows counts — the dashboard,
 * the sidebar, the call-backs, today's appointments — reads them again when it moves: one event
 * instead of a polling loop, and no section has to know who else shows its data.
 */
interface AdminChanges {
  version: number;
  changed(): void;
}

const useAdminChanges = create<AdminChanges>()((set) => ({
  version: 0,
  changed: () => set((state) => ({ version: state.version + 1 })),
}));

/** Says that something the dashboard counts has changed (a request deleted, a follow-up set…). */
export const adminDataChanged = () => useAdminChanges.getState().changed();

/** The number of changes so far: a dependency for the effects that load counted data. */
export const useAdminDataVersion = () => useAdminChanges((state) => state.version);
