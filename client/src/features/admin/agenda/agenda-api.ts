import type { AppointmentStatus, ConsultationMode, WeeklyHours } from '@contract/booking';
import { http, request } from '../../../lib/http';

/** An appointment as the agenda shows it (GET /api/admin/appointments). */
export interface Appointment {
  _id: string;
  type: { _id: string; name: string; mode: ConsultationMode };
  start: string;
  end: string;
  name: string;
  phone: string;
  /** The number in E.164; null when it was not recognised (no lookup finds the appointment by it). */
  phoneE164?: string | null;
  email: string | null;
  message: string;
  status: AppointmentStatus;
}

export interface BookingSettings {
  weeklyHours: WeeklyHours;
  noticeHours: number;
  horizonDays: number;
}

export interface Absence {
  _id: string;
  start: string;
  end: string;
  reason: string | null;
}

const range = (from: string, to: string) => `from=${from}&to=${to}`;

export async function fetchAgenda(from: string, to: string, signal?: AbortSignal): Promise<Appointment[]> {
  const { data } = await http.get<Appointment[]>(`/api/admin/appointments?${range(from, to)}`, { signal });
  return Array.isArray(data) ? data : [];
}

export async function setAppointmentStatus(id: string, status: AppointmentStatus): Promise<Appointment> {
  const { data } = await request<Appointment>(`/api/admin/appointments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
  });
  return data;
}

export async function fetchSettings(): Promise<BookingSettings> {
  return (await http.get<BookingSettings>('/api/admin/booking/settings')).data;
}

export async function saveSettings(settings: BookingSettings): Promise<BookingSettings> {
  return (await request<BookingSettings>('/api/admin/booking/settings', { method: 'PUT', body: settings }))
    .data;
}

export async function fetchAbsences(from: string, to: string): Promise<Absence[]> {
  const { data } = await http.get<Absence[]>(`/api/admin/booking/absences?${range(from, to)}`);
  return Array.isArray(data) ? data : [];
}

export async function addAbsence(absence: { start: string; end: string; reason?: string }): Promise<Absence> {
  return (await http.post<Absence>('/api/admin/booking/absences', absence)).data;
}

export async function removeAbsence(id: string): Promise<void> {
  await http.delete(`/api/admin/booking/absences/${encodeURIComponent(id)}`);
}

/** A consultation type as the administrator edits it (inactive ones are hidden from patients). */
export interface AdminConsultationType {
  _id: string;
  name: string;
  durationMinutes: number;
  mode: ConsultationMode;
  active: boolean;
}

export async function fetchTypes(): Promise<AdminConsultationType[]> {
  const { data } = await http.get<AdminConsultationType[]>('/api/admin/booking/types');
  return Array.isArray(data) ? data : [];
}

export async function createType(type: { name: string; durationMinutes: number; mode: ConsultationMode }) {
  return (await http.post<AdminConsultationType>('/api/admin/booking/types', type)).data;
}

export async function updateType(id: string, change: Partial<Omit<AdminConsultationType, '_id'>>) {
  return (
    await request<AdminConsultationType>(`/api/admin/booking/types/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: change,
    })
  ).data;
}
