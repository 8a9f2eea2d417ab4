// Display words of the triage texts: symptom names and grade words, in both languages.
// The level titles and the urgency and probability labels are shared with the client:
// common/triage-labels.ts.
import { FREQUENCY_SCALE_STEPS } from './answer-words';
import type { Grade, Language, LocalizedText, SymptomFinding, SymptomKey } from './types';

export const SYMPTOM_NAMES: Readonly<Record<SymptomKey, LocalizedText>> = {
  fever: { en: 'Fever', 'zh-HK': '發燒' },
  chest_pain: { en: 'Chest pain', 'zh-HK': '胸痛' },
  shortness_of_breath: { en: 'Shortness of breath', 'zh-HK': '氣促' },
  bleeding: { en: 'Bleeding', 'zh-HK': '出血' },
  confusion: { en: 'Confusion, drowsiness or fits', 'zh-HK': '神志混亂、昏睡或抽搐' },
  vomiting: { en: 'Vomiting', 'zh-HK': '嘔吐' },
  diarrhoea: { en: 'Diarrhoea', 'zh-HK': '腹瀉' },
  nausea: { en: 'Nausea', 'zh-HK': '噁心' },
  appetite_loss: { en: 'Loss of appetite', 'zh-HK': '食慾不振' },
  fatigue: { en: 'Fatigue', 'zh-HK': '疲倦' },
  cough: { en: 'Cough', 'zh-HK': '咳嗽' },
  constipation: { en: 'Constipation', 'zh-HK': '便秘' },
  mouth_sores: { en: 'Mouth sores', 'zh-HK': '口腔潰瘍' },
  skin: { en: 'Skin problems', 'zh-HK': '皮膚問題' },
  urinary: { en: 'Urinary problems', 'zh-HK': '排尿問題' },
  numbness_tingling: { en: 'Numbness or tingling', 'zh-HK': '麻痺或刺痛' },
  eye_problems: { en: 'Eye problems', 'zh-HK': '眼睛問題' },
  pain: { en: 'Pain', 'zh-HK': '疼痛' },
  other: { en: 'Other symptom', 'zh-HK': '其他症狀' },
};

/** The symptom's name in the given language; an 'other' finding uses its own label. */
export function symptomName(finding: SymptomFinding, language: Language): string {
  const label = finding.symptom === 'other' ? finding.label?.trim() : undefined;
  return label || SYMPTOM_NAMES[finding.symptom][language];
}

/**
 * Grade words. Chosen so that the dashboard's intensity scale (intensity.ts) reads
 * each one back in the matching band.
 */
export const GRADE_WORDS: Readonly<Record<Grade, LocalizedText>> = {
  0: { en: 'none', 'zh-HK': '沒有' },
  1: { en: 'mild', 'zh-HK': '輕微' },
  2: { en: 'moderate', 'zh-HK': '中等' },
  3: { en: 'severe', 'zh-HK': '嚴重' },
  4: { en: 'very severe', 'zh-HK': '非常嚴重' },
};

/**
 * A frequency grade in words, for the rationale: the highest step of the chat's 1-5 scale
 * with that grade (grade 1 is 'occasionally'), so the words exist once, in that scale.
 */
export function frequencyGradeWord(grade: Grade): LocalizedText {
  const steps = FREQUENCY_SCALE_STEPS.filter((step) => step.grade <= grade);
  return steps.at(-1)!.label;
}
