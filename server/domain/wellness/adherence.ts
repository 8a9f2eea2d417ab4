// Section 5 of the wellness rules: a prescription's schedule becomes doses; a dose is
// taken, skipped, pending or missed; adherence, remaining quantity and the card status
// follow from them. Pure: the dose log and the prescription come in as plain values.
import { addDays, clinicInstant, daysInclusive, eachDay, localDay, type Day } from './clinic-days';
import type { Figure } from './types';

/** A pending dose this long past its time counts as missed (a late dose is still a dose). */
export const MISSED_AFTER_MS = 2 * 60 * 60_000;
/** The spec's near-expiry threshold. */
export const NEAR_EXPIRY_DAYS = 30;

export type DoseSchedule = {
  /** Wall-clock times in the clinic's zone, 'HH:MM'. */
  times: readonly string[];
  /** First day of doses (clinic day). */
  startDate: Day;
  /** No dose from this instant on: the prescription was discontinued or completed. */
  endsAt?: Date | null;
  /**
   * When the prescription was entered. A dose whose time had passed by then was never
   * asked of the patient: it is never missed and not due, though the patient may still
   * mark it (a morning dose taken before the doctor entered the medication at noon).
   */
  startsAt?: Date | null;
};

export type ScheduledDose = { day: Day; time: string; at: Date };

/** Every scheduled dose whose day is in [from, to], in time order. */
export function scheduledDoses(schedule: DoseSchedule, from: Day, to: Day): ScheduledDose[] {
  const first = from > schedule.startDate ? from : schedule.startDate;
  if (first > to || !schedule.times.length) return [];
  const times = [...new Set(schedule.times)].sort();
  const doses: ScheduledDose[] = [];
  for (const day of eachDay({ from: first, to }))
    for (const time of times) {
      const at = clinicInstant(day, time);
      if (schedule.endsAt && at >= schedule.endsAt) return doses;
      doses.push({ day, time, at });
    }
  return doses;
}

export type DoseMark = { scheduledFor: Date; status: 'TAKEN' | 'SKIPPED'; markedAt: Date };
export type DoseStatus = 'taken' | 'skipped' | 'pending' | 'missed';

export function doseStatus(at: Date, mark: DoseMark | undefined, now: Date): DoseStatus {
  if (mark) return mark.status === 'TAKEN' ? 'taken' : 'skipped';
  return now.getTime() - at.getTime() > MISSED_AFTER_MS ? 'missed' : 'pending';
}

/**
 * When the patient may mark a dose: from the start of its clinic day (an evening pill
 * taken early still counts) until the end of the next day (yesterday evening's dose can be
 * recorded in the morning). Later days are not due yet; older doses stay as they were.
 */
export function doseMarkWindow(at: Date, now: Date): 'open' | 'not_due' | 'closed' {
  const today = localDay(now);
  const day = localDay(at);
  if (day > today) return 'not_due';
  return day >= addDays(today, -1) ? 'open' : 'closed';
}

/** A wrong tap is forgiven on the clinic day it was made; after that the mark is final. */
export const canUndoMark = (mark: DoseMark, now: Date) => localDay(mark.markedAt) === localDay(now);

/**
 * A marked dose also carries when it was marked (a badge's unlock moment); an unmarked dose
 * from before the prescription was entered is `beforeStart` (pending, never due).
 */
export type DoseWithStatus = ScheduledDose & {
  status: DoseStatus;
  markedAt?: Date;
  beforeStart?: true;
};

/** The schedule's doses in [from, to] with their status from the log. */
export function doseLog(
  schedule: DoseSchedule,
  marks: readonly DoseMark[],
  from: Day,
  to: Day,
  now: Date,
): DoseWithStatus[] {
  const byTime = new Map(marks.map((mark) => [mark.scheduledFor.getTime(), mark]));
  const { startsAt } = schedule;
  return scheduledDoses(schedule, from, to).map((dose) => {
    const mark = byTime.get(dose.at.getTime());
    if (!mark && startsAt && dose.at < startsAt)
      return { ...dose, status: 'pending', beforeStart: true };
    return { ...dose, status: doseStatus(dose.at, mark, now), markedAt: mark?.markedAt };
  });
}

/**
 * Days on which every scheduled dose was taken (at least one dose that day), each with the
 * moment its last dose was marked: the "seven days in a row with every due dose taken"
 * badge counts these. A day with a dose still to come is not perfect yet.
 */
export function perfectDoseDays(doses: readonly DoseWithStatus[]): { day: Day; at: Date }[] {
  const byDay = new Map<Day, DoseWithStatus[]>();
  for (const dose of doses) byDay.set(dose.day, [...(byDay.get(dose.day) ?? []), dose]);
  return [...byDay]
    .filter(([, day]) => day.every((dose) => dose.status === 'taken' && dose.markedAt))
    .map(([day, taken]) => ({
      day,
      at: new Date(Math.max(...taken.map((dose) => dose.markedAt!.getTime()))),
    }))
    .sort((a, b) => (a.day < b.day ? -1 : 1));
}

export type AdherenceCount = { taken: number; due: number };

/**
 * Taken and due doses: a dose is due once its time has passed, unless it came before the
 * prescription was entered and was not marked.
 */
export function countAdherence(doses: readonly DoseWithStatus[], now: Date): AdherenceCount {
  const due = doses.filter((dose) => dose.at <= now && !dose.beforeStart);
  return { taken: due.filter((dose) => dose.status === 'taken').length, due: due.length };
}

export const addCounts = (counts: readonly AdherenceCount[]): AdherenceCount =>
  counts.reduce((sum, c) => ({ taken: sum.taken + c.taken, due: sum.due + c.due }), {
    taken: 0,
    due: 0,
  });

/** Whole percent of due doses taken; no due dose gives null ("no data"). */
export const adherencePercent = ({ taken, due }: AdherenceCount): Figure =>
  due ? Math.round((100 * taken) / due) : null;

/** The last `days` clinic days ending today (the patient-details overview uses 30). */
export const lastDays = (now: Date, days: number) => ({
  from: addDays(localDay(now), -(days - 1)),
  to: localDay(now),
});

export type Supply = { quantityAtFill: number; dosesTakenSinceFill: number; doseUnits?: number };

export function remainingQuantity({ quantityAtFill, dosesTakenSinceFill, doseUnits = 1 }: Supply) {
  return Math.max(0, quantityAtFill - dosesTakenSinceFill * doseUnits);
}

/** The patient list's bar: the share of the fill used, 0..1. */
export function shareUsed(supply: Supply): number {
  if (supply.quantityAtFill <= 0) return 0;
  return 1 - remainingQuantity(supply) / supply.quantityAtFill;
}

/** The details page's bar: the share of the fill remaining, 0..1 (the spec keeps both readings). */
export const shareRemaining = (supply: Supply) =>
  supply.quantityAtFill <= 0 ? 0 : remainingQuantity(supply) / supply.quantityAtFill;

export type CardStatus = 'archived' | 'expired' | 'near_expiry' | 'normal';

export function medicationCardStatus(
  medication: { active: boolean; expirationDate: Day },
  now: Date,
): CardStatus {
  if (!medication.active) return 'archived';
  const today = localDay(now);
  if (medication.expirationDate < today) return 'expired';
  // days left, today not counted: expiring today is 0 days away
  const daysLeft = daysInclusive(today, medication.expirationDate) - 1;
  return daysLeft <= NEAR_EXPIRY_DAYS ? 'near_expiry' : 'normal';
}
