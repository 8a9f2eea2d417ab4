// What the original client reads that our own answers name or place differently. Each
// field here exists only so that client keeps working unchanged; it is added beside our
// own fields, never instead of them. One place, so the list can be retired in one go.
import {
  ACTIVITIES,
  BLOOD_TYPES,
  CHECKUP_FREQUENCIES,
  GENDERS,
  TREATMENT_STATUSES,
} from '#common/validation/profile';

/** The original client routes a doctor by `isDoctor` on /userinfo (we send `role`). */
export const userInfoCompat = (role: string) => ({ isDoctor: role === 'doctor' });

type TriageLike = { final: boolean; result: unknown };

/**
 * After a chat the original client reads the level and its explanation at the top of the
 * finish answer (we nest them under `triage_assessment`), and shows the end-of-chat
 * assessment only when `triage_status` is 'completed'.
 */
export function finishCompat(record: TriageLike) {
  const result = (record.result ?? {}) as { alert_level?: string; alert_rationale?: string };
  return {
    triage_status: record.final ? 'completed' : 'generating',
    alert_level: result.alert_level ?? null,
    alert_description: result.alert_rationale ?? null,
  };
}

/** The original client reads `created_at` at the top of /triage/latest (ours is nested). */
export const latestCompat = (record: { createdAt: Date } | null) => ({
  created_at: record ? record.createdAt.toISOString() : null,
});

// The spec's fitness levels by name (1 Sedentary … 5 Very Athletic): the original client
// may send the name rather than the number.
const FITNESS_NAMES = ['sedentary', 'lightly active', 'moderate', 'athletic', 'very athletic'];

const CHOICES: Record<string, readonly string[]> = {
  gender: GENDERS,
  blood_type: BLOOD_TYPES,
  checkup_frequency: CHECKUP_FREQUENCIES,
  treatment_status: TREATMENT_STATUSES,
  height_unit: ['cm', 'in'],
  weight_unit: ['kg', 'lbs'],
};

/** The spec's spelling of `value` among `choices`, whatever its letter case; else as sent. */
function inSpecCase(value: unknown, choices: readonly string[]) {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === wanted) ?? value;
}

/**
 * /updateinfo from the original client: choice values in any letter case ('female',
 * 'MONTHLY'), fitness levels by name ('moderate'); anything else is left for the
 * profile's own validation to accept or refuse.
 */
export function updateInfoCompat(body: Record<string, unknown>): Record<string, unknown> {
  const read: Record<string, unknown> = { ...body };
  for (const [key, choices] of Object.entries(CHOICES))
    if (key in read) read[key] = inSpecCase(read[key], choices);
  if (Array.isArray(read.activities))
    read.activities = read.activities.map((activity) => inSpecCase(activity, ACTIVITIES));
  const fitness = read.fitness_level;
  if (typeof fitness === 'string') {
    const byName = FITNESS_NAMES.indexOf(fitness.trim().toLowerCase());
    read.fitness_level = byName >= 0 ? byName + 1 : fitness;
  }
  return read;
}
