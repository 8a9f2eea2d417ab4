// How much of an assessment the triage card shows (spec part 1 §9): at most two
// diagnoses and three key-symptom tags, the rest counted as '+N more'.
export const MAX_DIAGNOSES = 2;
export const MAX_SYMPTOM_TAGS = 3;

export function splitTags<T>(
  tags: readonly T[],
  max = MAX_SYMPTOM_TAGS,
): { shown: T[]; more: number } {
  const limit = Math.max(0, max);
  return { shown: tags.slice(0, limit), more: Math.max(0, tags.length - limit) };
}

export const topDiagnoses = <T>(predictions: readonly T[], max = MAX_DIAGNOSES): T[] =>
  predictions.slice(0, Math.max(0, max));
