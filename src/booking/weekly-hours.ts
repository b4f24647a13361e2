import type { WeeklyHours } from '../contract/booking';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What is wrong with a week of opening hours, in French, or null: keys are ISO weekdays 1 to 7,
 * each a list of [opens, closes] « HH:MM » pairs, each opening before it closes, in order and
 * without overlapping.
 */
export function weeklyHoursProblem(hours: unknown): string | null {
  if (!hours || typeof hours !== 'object' || Array.isArray(hours)) return 'Les horaires sont un objet.';
  for (const [day, ranges] of Object.entries(hours as Record<string, unknown>)) {
    if (!/^[1-7]$/.test(day)) return `Jour inconnu « ${day} » : les jours vont de 1 (lundi) à 7 (dimanche).`;
    if (!Array.isArray(ranges) || ranges.length > 6) return `Jour ${day} : une liste d’au plus 6 plages.`;
    let previousEnd = '';
    for (const range of ranges) {
      if (
        !Array.isArray(range) ||
        range.length !== 2 ||
        !range.every((t) => typeof t === 'string' && TIME.test(t))
      ) {
        return `Jour ${day} : chaque plage est [« HH:MM », « HH:MM »].`;
      }
      const [opens, closes] = range as [string, string];
      if (opens >= closes) return `Jour ${day} : la plage ${opens}–${closes} se termine avant de commencer.`;
      if (opens < previousEnd) return `Jour ${day} : les plages se chevauchent ou ne sont pas dans l’ordre.`;
      previousEnd = closes;
    }
  }
  return null;
}

/** Every weekday present, Sunday empty when not given: what the settings store. */
export function completeWeek(hours: WeeklyHours): WeeklyHours {
  return Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, hours[day] ?? []]));
}
