// Every rule of section 2 in evaluation order (which is also the order of the audit
// trail), plus the two rules that read a finding as a whole: the reported grade and
// the immunotherapy bump.
import { FEVER_RULES } from './fever-rules';
import { gradeFrequency, gradeSeverity } from './grading';
import { GRADE_WORDS, SYMPTOM_NAMES, frequencyGradeWord } from './labels';
import { graded, type RuleOutcome, type SymptomRule } from './rule';
import { SYMPTOM_RULES } from './symptom-rules';
import {
  AMBER_GRADE,
  type Grade,
  type Language,
  type SymptomKey,
  type TriageContext,
} from './types';

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
    // Said as the patient rated it: "moderate, almost constantly" rather than the grade's word.
    const severity = finding.severity ? gradeSeverity(finding.severity).grade : null;
    const frequency = finding.frequency ? gradeFrequency(finding.frequency).grade : null;
    const said = (language: Language) =>
      [
        severity === null ? null : GRADE_WORDS[severity][language],
        frequency === null ? null : frequencyGradeWord(frequency)[language],
      ].filter((word): word is string => word !== null);
    const en = said('en').join(', ') || GRADE_WORDS[answerGrade].en;
    const zh = said('zh-HK').join('、') || GRADE_WORDS[answerGrade]['zh-HK'];
    return graded(answerGrade, {
      en: `${name.en} rated ${en} (grade ${answerGrade}).`,
      'zh-HK': `${name['zh-HK']}程度${zh}（第 ${answerGrade} 級）。`,
    });
  },
};

/** Symptoms that can be red-level: an answer about them that stays unclear is not ignored. */
export const POSSIBLY_RED_SYMPTOMS: readonly SymptomKey[] = [
  'fever',
  'shortness_of_breath',
  'chest_pain',
  'bleeding',
  'confusion',
];

/**
 * An answer that stayed unclear about a symptom that could be red-level: the symptom
 * cannot be ruled out, so it counts as amber and the care team is told (caution).
 */
const UNCLEAR_POSSIBLY_RED_RULE: SymptomRule = {
  id: 'unclear.possibly_red_symptom',
  symptoms: POSSIBLY_RED_SYMPTOMS,
  fire: ({ finding }) => {
    if (!finding.unclearAnswer) return null;
    const name = SYMPTOM_NAMES[finding.symptom];
    return graded(AMBER_GRADE, {
      en: `${name.en}: the answers stayed unclear, so it could not be ruled out; counted as grade 2 for review.`,
      'zh-HK': `${name['zh-HK']}：答案一直未能確定，未能排除嚴重情況；按第 2 級處理以便跟進。`,
    });
  },
};

/** Every threshold rule, in the order they are evaluated. */
export const RULES: readonly SymptomRule[] = [
  ...FEVER_RULES,
  ...SYMPTOM_RULES,
  UNCLEAR_POSSIBLY_RED_RULE,
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
