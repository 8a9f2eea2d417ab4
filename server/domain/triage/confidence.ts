// How far the answers behind an assessment can be trusted (section 3). Confidence is
// reported next to the level and never changes it: an unclear answer is no reason to
// reassure.
import type { ConfidenceLevel, EvaluatedFinding, TriageContext } from './types';

/** A present finding that nothing graded: no rating, no measurement, no rule. */
function wasSkipped(evaluated: EvaluatedFinding): boolean {
  const { finding } = evaluated;
  const measured = finding.temperatureC !== undefined || finding.episodesPer24h !== undefined;
  return evaluated.answerGrade === null && !measured && evaluated.firedRules.length === 0;
}

function hadUnreadableAnswer(evaluated: EvaluatedFinding): boolean {
  return evaluated.answerSources.some((source) => source === 'not_sure' || source === 'unclear');
}

/**
 * high: every rating was a number; medium: some were words; low: answers skipped,
 * unclear or 'not sure', or the session ended early. Denied symptoms are not counted.
 */
export function assessConfidence(
  evaluated: readonly EvaluatedFinding[],
  context: Pick<TriageContext, 'endedEarly'>,
): ConfidenceLevel {
  const present = evaluated.filter((e) => e.present);
  if (context.endedEarly) return 'low';
  if (present.some((e) => wasSkipped(e) || hadUnreadableAnswer(e))) return 'low';
  if (present.some((e) => e.answerSources.includes('words'))) return 'medium';
  return 'high';
}
