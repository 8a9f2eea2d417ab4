// Reads a stored final triage assessment (its `result` JSON) as the wellness rules need
// it. Mood, energy and sleep come from the check-in's ratings (wellness rules §1), which
// Florence asks once per check-in; a rating left empty (or a check-in stored before she
// asked) is null, and every figure that needs it says "no data".
import { intensityFromSeverity } from '../triage/intensity';
import type { TriageAssessment } from '../triage/types';
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

export function checkInRecord(assessment: { createdAt: Date; result: unknown }): CheckInRecord {
  const structured = (assessment.result as StoredResult | null)?.structured_assessment;
  const symptoms = structured?.symptoms ?? [];
  const graded = symptoms.filter((s) => s.grade != null);
  const pain = symptoms.find((s) => s.symptom_key === 'pain' && (s.grade ?? 0) >= 1);
  const ratings = structured?.ratings ?? {};
  return {
    finishedAt: assessment.createdAt,
    grades: graded.map((s) => s.grade!),
    mood: rating(ratings.mood),
    energy: rating(ratings.energy),
    sleep: rating(ratings.sleep_quality),
    pain: pain ? intensityFromSeverity(pain.severity) : null,
  };
}
