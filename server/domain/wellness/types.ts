// What the wellness rules read. Callers map database rows to these shapes
// (check-in-records.ts for stored check-ins); the rules never touch the database.

/** One finished check-in, as the wellness figures need it. */
export type CheckInRecord = {
  finishedAt: Date;
  /** Grades (0-4) of the symptoms that were graded in this check-in. */
  grades: readonly number[];
  /** 1 very low .. 5 very good; null when not asked, unclear or skipped. */
  mood: number | null;
  /** 1 exhausted .. 5 full of energy. */
  energy: number | null;
  /** Sleep quality last night, 1 very poor .. 5 very good. */
  sleep: number | null;
  /** Pain intensity out of 10 when pain was recorded (the triage intensity scale). */
  pain: number | null;
  /** Hours slept, when the patient offered them. */
  hoursSlept: number | null;
  /**
   * The symptoms reported, by key: graded 1 or more, or reported with no grade (`null`: the
   * patient named it but gave no severity Florence could read, "exhausted" to the 1-5
   * question). An 'other' symptom keeps the patient's words as its label. `redLevel`: a
   * red-level rule fired on it (its grade, 4, is for the figures; screens say what the
   * triage said: a red-level finding).
   */
  symptoms: ReadonlyArray<{
    key: string;
    grade: number | null;
    label?: string;
    redLevel?: true;
  }>;
};

/** A number, or nothing to compute it from: screens say "no data", never a made-up figure. */
export type Figure = number | null;

export const round1 = (value: number) => Math.round((value + Number.EPSILON) * 10) / 10;
