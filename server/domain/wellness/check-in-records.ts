// Reads a stored final triage assessment (its `result` JSON) as the wellness rules need
// it. Mood, energy and sleep come from the check-in's ratings (wellness rules §1), which
// Florence asks once per check-in; a rating left empty (or a check-in stored before she
// asked) is null, and every figure that needs it says "no data".
import { intensityFromSeverity } from '../triage/intensity';
import { LIFE_THREATENING_GRADE, type TriageAssessment } from '../triage/types';
import type { CheckInRecord } from './types';

/** Where §1 keeps the ratings: beside the symptoms in the structured assessment. */
export type CheckInRatings = {
  mood?: number | null;
  energy?: number | null;
  sleep_quality?: number | null;
  hours_slept?: number | null;
};

type StoredResult = Partial<TriageAssessment> & {
  structured_assessment?: TriageAssessment['structured_assessment'] & { ratings?: CheckInRatings };
};

/** A 1-5 rating, or null for anything else (a rating is never guessed). */
const rating = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;

/** Nobody sleeps more than a day: anything else is no reading. */
const hours = (value: unknown): number | null =>
  typeof value === 'number' && value >= 0 && value <= 24 ? value : null;

/**
 * A symptom that fired a red-level rule (a fever on treatment, chest pain) has no CTCAE
 * grade of its own; for the wellness figures it counts as grade 4, life-threatening, as
 * the rulebook's red level means.
 */
const RED_AS_GRADE = LIFE_THREATENING_GRADE;

/**
 * Pain on the 10-point scale. Every check-in screens for pain, so a "no" is a reading of
 * 0 ("no pain", as the patient said), not a gap; pain neither reported nor denied (an
 * interview that ended early) is no reading.
 */
function painReading(structured: StoredResult['structured_assessment'] | undefined) {
  const pain = structured?.symptoms?.find((s) => s.symptom_key === 'pain');
  if (pain) return (pain.grade ?? 0) >= 1 ? intensityFromSeverity(pain.severity) : null;
  return structured?.denied?.includes('pain') ? 0 : null;
}

export function checkInRecord(assessment: { createdAt: Date; result: unknown }): CheckInRecord {
  const result = assessment.result as StoredResult | null;
  const structured = result?.structured_assessment;
  const red = new Set(
    (result?.fired_rules ?? []).filter((rule) => rule.effect === 'red').map((r) => r.symptom),
  );
  const symptoms = (structured?.symptoms ?? []).map((s) =>
    red.has(s.symptom_key) ? { ...s, grade: s.grade ?? RED_AS_GRADE, redLevel: true as const } : s,
  );
  const graded = symptoms.filter((s) => s.grade != null);
  const ratings = structured?.ratings ?? {};
  return {
    finishedAt: assessment.createdAt,
    grades: graded.map((s) => s.grade!),
    mood: rating(ratings.mood),
    energy: rating(ratings.energy),
    sleep: rating(ratings.sleep_quality),
    pain: painReading(structured),
    hoursSlept: hours(ratings.hours_slept),
    // every symptom reported, graded or not: one the patient could not rate is still theirs
    symptoms: symptoms
      .filter((s) => s.grade !== 0)
      .map((s) => ({
        key: s.symptom_key,
        grade: s.grade ?? null,
        ...(s.symptom_key === 'other' ? { label: s.symptom } : {}),
        ...('redLevel' in s ? { redLevel: true as const } : {}),
      })),
  };
}
