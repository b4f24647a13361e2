/**
 * Online booking: what the public page and the admin agenda share with the server. All times
 * are the practice's, Africa/Tunis; the API writes instants in ISO 8601 with their offset.
 */
export const PRACTICE_TIME_ZONE = 'Africa/Tunis';

export const CONSULTATION_MODES = ['cabinet', 'video'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];
export const CONSULTATION_MODE_LABELS: Record<ConsultationMode, string> = {
  cabinet: 'Au cabinet',
  video: 'En vidéo',
};

export const APPOINTMENT_STATUSES = ['confirme', 'honore', 'absent', 'annule'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  confirme: 'Confirmé',
  honore: 'Honoré',
  absent: 'Absent',
  annule: 'Annulé',
};

/** Who entered the appointment: the patient online, or the practice itself (phone, desk). */
export const APPOINTMENT_SOURCES = ['en-ligne', 'cabinet'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];
export const APPOINTMENT_SOURCE_LABELS: Record<AppointmentSource, string> = {
  'en-ligne': 'En ligne',
  cabinet: 'Cabinet',
};

/** ISO weekday (1 = Monday … 7 = Sunday) → opening intervals, "HH:MM" to "HH:MM". */
export type WeeklyHours = Record<string, [string, string][]>;

/** GET /api/booking/types */
export interface ConsultationType {
  _id: string;
  name: string;
  durationMinutes: number;
  mode: ConsultationMode;
}

/** GET /api/booking/slots: one free slot. */
export interface Slot {
  start: string;
  end: string;
}

/** POST /api/booking → 201 */
export interface BookingCreated {
  _id: string;
  start: string;
  end: string;
  cancelToken: string;
}

/** The longest a range of days asked for slots may be. */
export const MAX_SLOT_RANGE_DAYS = 62;

/** GET /api/booking/:id?token=…: what the cancellation page shows before its button. */
export interface AppointmentSummary {
  _id: string;
  start: string;
  end: string;
  type: { name: string; mode: ConsultationMode };
  status: AppointmentStatus;
}

/** The cancellation link's refusals, shared by the server and the cancellation page. */
export const CANCEL_MESSAGES = {
  started:
    'Ce rendez-vous a déjà commencé ou est passé\u00a0: il ne peut plus être annulé en ligne. Appelez le cabinet.',
  held: 'Ce rendez-vous a déjà eu lieu\u00a0: il ne peut plus être annulé.',
  alreadyCancelled: 'Ce rendez-vous est déjà annulé.',
  notFound: 'Rendez-vous introuvable ou lien d’annulation invalide.',
} as const;

/** POST /api/booking/:id/move → 200: the appointment at its new time. */
export interface BookingMoved {
  _id: string;
  start: string;
  end: string;
  /** The calendar entry's revision: the file to add carries it, with the same UID. */
  sequence: number;
}

/** The patient's move by their link: its refusals, shared by the server and the page. */
export const MOVE_MESSAGES = {
  cancelled: 'Ce rendez-vous est annulé\u00a0: il ne peut plus être déplacé. Prenez un nouveau rendez-vous.',
  started:
    'Ce rendez-vous a déjà commencé ou est passé\u00a0: il ne peut plus être déplacé en ligne. Appelez le cabinet.',
  held: 'Ce rendez-vous a déjà eu lieu\u00a0: il ne peut plus être déplacé.',
  taken: 'Ce créneau vient d’être pris. Voici les plus proches encore libres.',
} as const;
