import type { AdminRole } from '@contract/admin-roles';
import { useAuthStore } from '../../stores/auth-store';

/** The signed-in account's role, as the server last said it (null until it has). */
export const useAdminRole = (): AdminRole | null => useAuthStore((state) => state.role);

/**
 * True for the « praticien »: the exports, deletions, settings and team are theirs alone. The
 * server refuses them to anyone else anyway; hiding them spares the secretary buttons that could
 * only answer « Votre rôle ne vous permet pas cette action. »
 */
export const usePractitioner = () => useAdminRole() === 'practitioner';
