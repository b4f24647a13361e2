import { Injectable, NotFoundException } from '@nestjs/common';
import { validationFailure } from '../common/validation/validation-failure';
import type { ConsultationType, WeeklyHours } from '../contract/booking';
import { BookingRepository, TypeRow } from './booking.repository';
import { checkRange, tunisMidnight } from './day-range';
import { addDays, practiceIso } from '../contract/practice-time';
import { completeWeek, weeklyHoursProblem } from './weekly-hours';

export const UNKNOWN_TYPE_MESSAGE = 'Type de consultation inconnu.';
export const ABSENCE_NOT_FOUND = 'Absence introuvable.';
export const ABSENCE_ORDER_MESSAGE = 'La fin de l’absence doit venir après son début.';

/** A consultation type as the API shows it (the patient's list and, with `active`, the administrator's). */
export const typeView = (row: TypeRow): ConsultationType => ({
  _id: row.id,
  name: row.name,
  durationMinutes: row.durationMinutes,
  mode: row.mode,
});

/**
 * What the administrator sets for online booking: the consultation types, the weekly hours with
 * the notice and horizon, and the absences. The slots offered follow from them (BookingService).
 */
@Injectable()
export class BookingSettingsService {
  constructor(private readonly booking: BookingRepository) {}

  async allTypes() {
    return (await this.booking.types(false)).map((row) => ({ ...typeView(row), active: row.active }));
  }

  async createType(type: { name: string; durationMinutes: number; mode?: 'cabinet' | 'video' }) {
    const row = await this.booking.insertType({
      name: type.name,
      durationMinutes: type.durationMinutes,
      mode: type.mode ?? 'cabinet',
    });
    return { ...typeView(row), active: row.active };
  }

  async updateType(id: string, change: Partial<Omit<TypeRow, 'id'>>) {
    const row = await this.booking.updateType(id, change);
    if (!row) throw new NotFoundException({ success: false, message: UNKNOWN_TYPE_MESSAGE });
    return { ...typeView(row), active: row.active };
  }

  settings() {
    return this.booking.settings();
  }

  async saveSettings(settings: { weeklyHours: WeeklyHours; noticeHours: number; horizonDays: number }) {
    const problem = weeklyHoursProblem(settings.weeklyHours);
    if (problem) throw validationFailure([['weeklyHours', problem]], problem);
    return this.booking.saveSettings({ ...settings, weeklyHours: completeWeek(settings.weeklyHours) });
  }

  async absences(from: string, to: string) {
    checkRange(from, to, 400);
    const rows = await this.booking.absences(tunisMidnight(from), tunisMidnight(addDays(to, 1)));
    return rows.map((row) => ({
      _id: row.id,
      start: practiceIso(new Date(row.startsAt)),
      end: practiceIso(new Date(row.endsAt)),
      reason: row.reason,
    }));
  }

  async addAbsence(start: Date, end: Date, reason: string | null) {
    if (end.getTime() <= start.getTime()) {
      throw validationFailure([['end', ABSENCE_ORDER_MESSAGE]], ABSENCE_ORDER_MESSAGE);
    }
    const row = await this.booking.insertAbsence(start, end, reason);
    return {
      _id: row.id,
      start: practiceIso(new Date(row.startsAt)),
      end: practiceIso(new Date(row.endsAt)),
      reason: row.reason,
    };
  }

  async removeAbsence(id: string) {
    if (!(await this.booking.deleteAbsence(id))) {
      throw new NotFoundException({ success: false, message: ABSENCE_NOT_FOUND });
    }
  }
}
