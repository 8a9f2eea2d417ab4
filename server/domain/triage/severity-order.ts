// One ordering of "most severe first", shared by the rationale, the key symptoms and
// the structured assessment so that they always list things in the same order.
import type { EvaluatedFinding, FiredRule } from './types';

/** A red-level finding outranks any grade, including grade 4. */
const RED_RANK = 5;
/** An ungraded finding sorts after every graded one. */
const UNGRADED_RANK = -1;

export function findingRank(evaluated: EvaluatedFinding): number {
  if (evaluated.isRed) return RED_RANK;
  return evaluated.grade ?? UNGRADED_RANK;
}

export function ruleRank(rule: FiredRule): number {
  return rule.effect === 'red' ? RED_RANK : rule.grade;
}

/** A sorted copy, most severe first; equal ranks keep their recorded order. */
export function mostSevereFirst<T>(items: readonly T[], rank: (item: T) => number): T[] {
  return [...items].sort((a, b) => rank(b) - rank(a));
}
