// Every rule of section 2 in evaluation order (which is also the order of the audit
// trail), plus the two rules that read a finding as a whole: the reported grade and
// the immunotherapy bump.
import { FEVER_RULES } from './fever-rules';
import { GRADE_WORDS, SYMPTOM_NAMES } from './labels';
import { graded, type RuleOutcome, type SymptomRule } from './rule';
import { SYMPTOM_RULES } from './symptom-rules';
import { AMBER_GRADE, type Grade, type SymptomKey, type TriageContext } from './types';

/**
 * Section 1's grade, read as amber and above, for every symptom. It is also the whole
 * of the pain row (4-6/10 amber, 7-8 grade 3, 9-10 grade 4) and of the row for nausea,
 * appetite loss, fatigue, cough and the other symptoms without thresholds of their own.
 */
const REPORTED_GRADE_RULE: SymptomRule = {
  id: 'reported_grade',
  fire: ({ finding, answerGrade }) => {
    if (answerGrade === null || answerGrade < AMBER_GRADE) return null;
    const name = SYMPTOM_NAMES[finding.symptom];
    const word = GRADE_WORDS[answerGrade];
    return graded(answerGrade, {
      en: `${name.en} rated ${word.en} (grade ${answerGrade}).`,
      'zh-HK': `${name['zh-HK']}程度${word['zh-HK']}（第 ${answerGrade} 級）。`,
    });
  },
};

/** Every threshold rule, in the order they are evaluated. */
export const RULES: readonly SymptomRule[] = [
  ...FEVER_RULES,
  ...SYMPTOM_RULES,
  REPORTED_GRADE_RULE,
];

/** Symptoms that are often immune-related side effects of checkpoint inhibitors. */
const IMMUNOTHERAPY_WATCHED: readonly SymptomKey[] = [
  'diarrhoea',
  'fatigue',
  'shortness_of_breath',
  'skin',
];

export const IMMUNOTHERAPY_RULE_ID = 'immunotherapy.grade_2_counts_as_3';

/**
 * On immunotherapy a grade 2 in a watched symptom counts one level higher, because
 * immune-related toxicity can worsen quickly. Read after the other rules, on the
 * finding's grade so far; it raises the grade and does not trigger the red rules.
 */
export function immunotherapyBump(
  symptom: SymptomKey,
  gradeSoFar: Grade | null,
  context: TriageContext,
): RuleOutcome | null {
  if (!context.onImmunotherapy || gradeSoFar !== AMBER_GRADE) return null;
  if (!IMMUNOTHERAPY_WATCHED.includes(symptom)) return null;
  const name = SYMPTOM_NAMES[symptom];
  return graded(3, {
    en: `${name.en} at grade 2 on immunotherapy counts as grade 3: it may be an immune-related side effect.`,
    'zh-HK': `免疫治療期間出現第 2 級${name['zh-HK']}，按第 3 級處理：可能是免疫相關的副作用。`,
  });
}
