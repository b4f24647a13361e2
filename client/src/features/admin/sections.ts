import {
  CalendarDays,
  ChartColumn,
  History,
  LayoutDashboard,
  LucideIcon,
  Mail,
  ShieldCheck,
  UserSearch,
  Users,
} from 'lucide-react';

export type SectionId =
  'dashboard' | 'newsletter' | 'contacts' | 'agenda' | 'stats' | 'subject' | 'journal' | 'security';

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
  { id: 'security', label: 'Sécurité', icon: ShieldCheck },
];

export const sectionLabel = (id: SectionId) => SECTIONS.find((section) => section.id === id)!.label;
