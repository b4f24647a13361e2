import {
  CalendarDays,
  ChartColumn,
  History,
  LayoutDashboard,
  LucideIcon,
  Mail,
  ShieldCheck,
  UserCog,
  UserSearch,
  Users,
} from 'lucide-react';
import type { AdminRole } from '@contract/admin-roles';

export type SectionId =
  'dashboard' | 'newsletter' | 'contacts' | 'agenda' | 'stats' | 'subject' | 'journal' | 'team' | 'security';

/**
 * The back-office's sections, in sidebar order (sections of one screen, not routes). A contact
 * request is called « demande » everywhere in the back-office, its section included.
 */
export const SECTIONS: { id: SectionId; label: string; icon: LucideIcon }[] = [
  { id: 'dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'newsletter', label: 'Newsletter', icon: Mail },
  { id: 'contacts', label: 'Demandes', icon: Users },
  { id: 'agenda', label: 'Agenda', icon: CalendarDays },
  { id: 'stats', label: 'Statistiques', icon: ChartColumn },
  { id: 'subject', label: 'Droits des personnes', icon: UserSearch },
  { id: 'journal', label: 'Journal', icon: History },
  { id: 'team', label: 'Équipe', icon: UserCog },
  { id: 'security', label: 'Sécurité', icon: ShieldCheck },
];

export const sectionLabel = (id: SectionId) => SECTIONS.find((section) => section.id === id)!.label;

/**
 * The sections the « secrétariat » uses: the daily work and its own account. The others answer
 * it 403 on the server; the screen leaves them out rather than offer what can only be refused.
 */
const SECRETARY_SECTIONS: ReadonlySet<SectionId> = new Set([
  'dashboard',
  'newsletter',
  'contacts',
  'agenda',
  'security',
]);

/** Whether a role may open a section. A role not known yet (null) gets the narrower screen. */
export const sectionAllowed = (section: SectionId, role: AdminRole | null) =>
  role === 'practitioner' || SECRETARY_SECTIONS.has(section);

/** The sidebar's sections for a role, in order. */
export const sectionsFor = (role: AdminRole | null) => SECTIONS.filter(({ id }) => sectionAllowed(id, role));
