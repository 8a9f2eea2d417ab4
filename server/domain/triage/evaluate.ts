// Runs grading and the symptom rules on one finding. Everything that decides a
// finding's grade and red status passes through evaluateFinding.
import { gradeAnswers } from './grading';
import { appliesTo, type RuleOutcome, type SymptomRule } from './rule';
import { IMMUNOTHERAPY_RULE_ID, RULES, immunotherapyBump } from './rules';
import type { EvaluatedFinding, FiredRule, Grade, SymptomFinding, TriageContext } from './types';

function identify(
  rule: Pick<SymptomRule, 'id'>,
  finding: SymptomFinding,
  outcome: RuleOutcome,
): FiredRule {
  return { id: rule.id, symptom: finding.symptom, ...outcome };
}

function highestGrade(grades: ReadonlyArray<Grade | null>): Grade | null {
  const known = grades.filter((grade): grade is Grade => grade !== null);
  return known.length === 0 ? null : (Math.max(...known) as Grade);
}

/** The rules that may apply to each symptom, in RULES' order, found once per symptom. */
const rulesBySymptom = new Map<SymptomFinding['symptom'], readonly SymptomRule[]>();

function rulesFor(symptom: SymptomFinding['symptom']): readonly SymptomRule[] {
  let rules = rulesBySymptom.get(symptom);
  if (!rules) {
    rules = RULES.filter((rule) => appliesTo(rule, symptom));
    rulesBySymptom.set(symptom, rules);
  }
  return rules;
}

export function evaluateFinding(finding: SymptomFinding, context: TriageContext): EvaluatedFinding {
  const { grade: answerGrade, sources } = gradeAnswers(finding);
  // "No chest pain", "冇", "never": grade 0, not a finding (rulebook section 1).
  const reported = !finding.negated && answerGrade !== 0;
  const firedRules: FiredRule[] = [];
  for (const rule of rulesFor(finding.symptom)) {
    if (!(reported || rule.readsMeasurement)) continue;
    const outcome = rule.fire({ finding, context, answerGrade });
    if (outcome) firedRules.push(identify(rule, finding, outcome));
  }
  const present = reported || firedRules.length > 0;
  let grade = highestGrade([answerGrade, ...firedRules.map((rule) => rule.grade)]);
  const bump = present ? immunotherapyBump(finding.symptom, grade, context) : null;
  if (bump) {
    firedRules.push(identify({ id: IMMUNOTHERAPY_RULE_ID }, finding, bump));
    grade = highestGrade([grade, bump.grade]);
  }
  return {
    finding,
    present,
    answerGrade,
    grade: present ? grade : 0,
    isRed: firedRules.some((rule) => rule.effect === 'red'),
    firedRules,
    answerSources: sources,
  };
}

export function evaluateFindings(
  findings: readonly SymptomFinding[],
  context: TriageContext,
): EvaluatedFinding[] {
  return findings.map((finding) => evaluateFinding(finding, context));
}
