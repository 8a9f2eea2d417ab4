// A doctor's unavailable dates and slots (spec: unavailableDates, unavailableTimes). A
// doctor sets one date at a time, replacing what that date held; bookings already made
// stay (the doctor cancels them, and the patient hears of it).
import { unavailabilitySchema } from '#common/validation/appointments';
import { AppError, validateInput } from '../../errors';
import { requireViewer, type Viewing } from '../service-context';
import { addDays, dateInZone } from './clinic-calendar';
import { nowOf, type AppointmentDeps } from './deps';

/** How far ahead a doctor may block dates. */
export const UNAVAILABILITY_HORIZON_DAYS = 366;

export type UnavailableDay = { date: string; allDay: boolean; times: string[] };

/** Entries grouped by date, earliest first. */
export function groupByDate(entries: readonly { date: string; time: string | null }[]) {
  const days = new Map<string, UnavailableDay>();
  for (const { date, time } of entries) {
    const day = days.get(date) ?? { date, allDay: false, times: [] };
    if (time === null) day.allDay = true;
    else day.times.push(time);
    days.set(date, day);
  }
  return [...days.values()]
    .map((day) => ({ ...day, times: day.allDay ? [] : day.times.sort() }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The signed-in doctor's unavailability from today on. */
export async function myUnavailability(deps: AppointmentDeps & Viewing) {
  const viewer = requireViewer(deps, 'DOCTOR');
  const today = dateInZone(nowOf(deps), deps.config.clinicTimeZone);
  const entries = await deps.prisma.doctorUnavailability.findMany({
    where: { doctorId: viewer.userId, date: { gte: today } },
    select: { date: true, time: true },
  });
  return groupByDate(entries);
}

/** Replaces the doctor's unavailability on one date: the whole day, some slots, or none. */
export async function setUnavailability(
  deps: AppointmentDeps & Viewing,
  rawInput: unknown,
): Promise<UnavailableDay> {
  const viewer = requireViewer(deps, 'DOCTOR');
  const input = validateInput(unavailabilitySchema, rawInput);
  const today = dateInZone(nowOf(deps), deps.config.clinicTimeZone);
  if (input.date < today || input.date > addDays(today, UNAVAILABILITY_HORIZON_DAYS))
    throw new AppError('VALIDATION_FAILED', { fields: { date: 'choose_coming_date' } });
  const times = input.allDay ? [null] : [...new Set(input.times)];
  await deps.prisma.$transaction([
    deps.prisma.doctorUnavailability.deleteMany({
      where: { doctorId: viewer.userId, date: input.date },
    }),
    deps.prisma.doctorUnavailability.createMany({
      data: times.map((time) => ({ doctorId: viewer.userId, date: input.date, time })),
    }),
  ]);
  return {
    date: input.date,
    allDay: input.allDay,
    times: input.allDay ? [] : [...new Set(input.times)].sort(),
  };
}
