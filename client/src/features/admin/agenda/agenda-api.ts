import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

type Schemas = components['schemas'];
/** An appointment as the agenda shows it, with who booked it. */
export type Appointment = Schemas['AppointmentDto'];
export type AppointmentStatus = Schemas['AppointmentStatus'];
export type BookingSettings = Schemas['SettingsDto'];
/** ISO weekday (1 = Monday … 7 = Sunday) → opening intervals, "HH:MM" to "HH:MM". */
export type WeeklyHours = BookingSettings['weeklyHours'];
export type Absence = Schemas['BookingAbsenceDto'];
/** A consultation type as the administrator edits it (inactive ones are hidden from patients). */
export type AdminConsultationType = Schemas['AdminConsultationTypeDto'];
export type NewConsultationType = Schemas['CreateTypeDto'];
export type ConsultationTypeChange = Schemas['UpdateTypeDto'];

export async function fetchAgenda(from: string, to: string, signal?: AbortSignal): Promise<Appointment[]> {
  const { data } = await unwrap(api.GET('/admin/appointments', { params: { query: { from, to } }, signal }));
  return Array.isArray(data) ? data : [];
}

export async function setAppointmentStatus(id: string, status: AppointmentStatus): Promise<Appointment> {
  const pending = api.PATCH('/admin/appointments/{id}', { params: { path: { id } }, body: { status } });
  return (await unwrap(pending)).data;
}

export async function fetchSettings(): Promise<BookingSettings> {
  return (await unwrap(api.GET('/admin/booking/settings'))).data;
}

export async function saveSettings(settings: BookingSettings): Promise<BookingSettings> {
  return (await unwrap(api.PUT('/admin/booking/settings', { body: settings }))).data;
}

export async function fetchAbsences(from: string, to: string): Promise<Absence[]> {
  const { data } = await unwrap(api.GET('/admin/booking/absences', { params: { query: { from, to } } }));
  return Array.isArray(data) ? data : [];
}

export async function addAbsence(absence: Schemas['AbsenceDto']): Promise<Absence> {
  return (await unwrap(api.POST('/admin/booking/absences', { body: absence }))).data;
}

export async function removeAbsence(id: string): Promise<void> {
  await unwrap(api.DELETE('/admin/booking/absences/{id}', { params: { path: { id } } }));
}

export async function fetchTypes(): Promise<AdminConsultationType[]> {
  const { data } = await unwrap(api.GET('/admin/booking/types'));
  return Array.isArray(data) ? data : [];
}

export async function createType(type: NewConsultationType): Promise<AdminConsultationType> {
  return (await unwrap(api.POST('/admin/booking/types', { body: type }))).data;
}

export async function updateType(id: string, change: ConsultationTypeChange): Promise<AdminConsultationType> {
  const pending = api.PATCH('/admin/booking/types/{id}', { params: { path: { id } }, body: change });
  return (await unwrap(pending)).data;
}

/** A rendez-vous the practice enters (by phone, at the desk), linked to a request when it comes from one. */
export type NewAppointment = Schemas['PracticeAppointmentDto'];

/** POST /admin/appointments; a 409 carries the nearest free slots (see `clashAlternatives`). */
export async function createAppointment(appointment: NewAppointment): Promise<Appointment> {
  return (await unwrap(api.POST('/admin/appointments', { body: appointment }))).data;
}

/** Moves an appointment to `start` (it keeps its length); a 409 carries the nearest free slots. */
export async function moveAppointment(id: string, start: string): Promise<Appointment> {
  const pending = api.PATCH('/admin/appointments/{id}', { params: { path: { id } }, body: { start } });
  return (await unwrap(pending)).data;
}
