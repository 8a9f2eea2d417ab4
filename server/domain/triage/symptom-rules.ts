// Thresholds for single symptoms other than fever (section 2 of the triage rulebook):
// chest pain, breathlessness, bleeding, confusion, vomiting and diarrhoea.
import { GRADE_WORDS } from './labels';
import { graded, isNew, red, type SymptomRule } from './rule';
import { SEVERE_GRADE, type Language, type LocalizedText, type SymptomKey } from './types';

/** Vomiting episodes in 24 h from which vomiting is amber, and grade 3. */
export const VOMITING_AMBER_EPISODES = 3;
export const VOMITING_GRADE3_EPISODES = 6;
/** Stools a day above the patient's usual from which diarrhoea is amber, and grade 3. */
export const DIARRHOEA_AMBER_STOOLS = 4;
export const DIARRHOEA_GRADE3_STOOLS = 7;

const BLOOD_SEEN: Readonly<Partial<Record<SymptomKey, LocalizedText>>> = {
  bleeding: { en: 'Blood in vomit, stool or urine', 'zh-HK': '嘔吐物、大便或小便帶血' },
  vomiting: { en: 'Blood in vomit', 'zh-HK': '嘔吐物帶血' },
  diarrhoea: { en: 'Blood in stool', 'zh-HK': '大便帶血' },
  urinary: { en: 'Blood in urine', 'zh-HK': '小便帶血' },
};

type CountSentence = Readonly<Record<Language, (count: number, band: string) => string>>;

/** A rule on an episode count: amber from one count, grade 3 from a higher one. */
function episodeCountRule(
  id: string,
  symptom: SymptomKey,
  amberFrom: number,
  grade3From: number,
  sentence: CountSentence,
): SymptomRule {
  return {
    id,
    symptoms: [symptom],
    readsMeasurement: true,
    fire: ({ finding: { episodesPer24h: count } }) => {
      if (count === undefined || count <= 0) return null;
      // Below the amber count is CTCAE's grade 1 (vomiting 1-2 a day, diarrhoea under 4
      // above usual): a count the patient gave is a grade, not an ungraded finding.
      const grade = count >= grade3From ? 3 : count >= amberFrom ? 2 : 1;
      const band: LocalizedText =
        grade === 3
          ? { en: `${grade3From} or more`, 'zh-HK': `${grade3From} 次或以上` }
          : grade === 2
            ? { en: `${amberFrom}-${grade3From - 1}`, 'zh-HK': `${amberFrom}–${grade3From - 1} 次` }
            : { en: `under ${amberFrom}`, 'zh-HK': `少於 ${amberFrom} 次` };
      return graded(grade, {
        en: sentence.en(count, band.en),
        'zh-HK': sentence['zh-HK'](count, band['zh-HK']),
      });
    },
  };
}

/** Fluids not kept down: grade 3 on the symptom that reads it (vomiting, nausea). */
function fluidsNotKeptDownRule(
  id: string,
  symptom: SymptomKey,
  rationale: LocalizedText,
): SymptomRule {
  return {
    id,
    symptoms: [symptom],
    fire: ({ finding }) => (finding.unableToKeepFluids ? graded(3, rationale) : null),
  };
}

export const SYMPTOM_RULES: readonly SymptomRule[] = [
  {
    id: 'chest_pain.new',
    symptoms: ['chest_pain'],
    fire: ({ finding }) =>
      isNew(finding)
        ? red({
            en: 'New chest pain: rule out a heart or lung emergency now.',
            'zh-HK': '新出現的胸痛：須立即排除心臟或肺部急症。',
          })
        : null,
  },
  {
    id: 'shortness_of_breath.at_rest',
    symptoms: ['shortness_of_breath'],
    fire: ({ finding }) =>
      finding.atRest
        ? red({
            en: 'Short of breath at rest: assess now.',
            'zh-HK': '休息時亦感到氣促：須立即評估。',
          })
        : null,
  },
  {
    // Severe breathlessness cannot wait for a same-day slot.
    id: 'shortness_of_breath.severe',
    symptoms: ['shortness_of_breath'],
    fire: ({ answerGrade }) =>
      answerGrade !== null && answerGrade >= SEVERE_GRADE
        ? red({
            en: `Shortness of breath rated ${GRADE_WORDS[answerGrade].en} (grade ${answerGrade}): assess now.`,
            'zh-HK': `氣促程度${GRADE_WORDS[answerGrade]['zh-HK']}（第 ${answerGrade} 級）：須立即評估。`,
          })
        : null,
  },
  {
    id: 'shortness_of_breath.new_on_exertion',
    symptoms: ['shortness_of_breath'],
    fire: ({ finding }) =>
      finding.onExertion && isNew(finding)
        ? graded(2, {
            en: 'New shortness of breath on exertion.',
            'zh-HK': '活動時出現新的氣促。',
          })
        : null,
  },
  {
    id: 'bleeding.ongoing_or_heavy',
    symptoms: ['bleeding'],
    fire: ({ finding }) =>
      finding.ongoing || finding.heavy
        ? red({
            en: 'Bleeding that is ongoing or heavy: assess now.',
            'zh-HK': '持續或大量出血：須立即評估。',
          })
        : null,
  },
  {
    // The bleeding row makes blood in stool red however it is reported, also as an
    // answer about diarrhoea; the diarrhoea row's grade 3 below is kept for the audit.
    id: 'bleeding.blood_in_vomit_stool_or_urine',
    symptoms: ['bleeding', 'vomiting', 'diarrhoea', 'urinary'],
    fire: ({ finding }) => {
      const seen = BLOOD_SEEN[finding.symptom];
      return finding.bloodIn && seen
        ? red({ en: `${seen.en}: assess now.`, 'zh-HK': `${seen['zh-HK']}：須立即評估。` })
        : null;
    },
  },
  {
    id: 'bleeding.minor',
    symptoms: ['bleeding'],
    fire: ({ finding }) =>
      !finding.ongoing && !finding.heavy && !finding.bloodIn
        ? graded(2, {
            en: 'Minor bleeding (for example a nosebleed or from the gums), not ongoing or heavy.',
            'zh-HK': '輕微出血（例如流鼻血或牙肉出血），並非持續或大量出血。',
          })
        : null,
  },
  {
    id: 'confusion.new',
    symptoms: ['confusion'],
    fire: ({ finding }) =>
      isNew(finding)
        ? red({
            en: 'New confusion, drowsiness or fits: assess now.',
            'zh-HK': '新出現神志混亂、昏睡或抽搐：須立即評估。',
          })
        : null,
  },
  episodeCountRule(
    'vomiting.episodes',
    'vomiting',
    VOMITING_AMBER_EPISODES,
    VOMITING_GRADE3_EPISODES,
    {
      en: (count, band) => `Vomiting ${count} times in 24 hours (${band}).`,
      'zh-HK': (count, band) => `24 小時內嘔吐 ${count} 次（${band}）。`,
    },
  ),
  fluidsNotKeptDownRule('vomiting.unable_to_keep_fluids', 'vomiting', {
    en: 'Unable to keep fluids down for 24 hours: risk of dehydration.',
    'zh-HK': '24 小時內未能留住任何流質：有脫水風險。',
  }),
  // CTCAE's nausea grade 3 is inadequate fluid intake; unlike the vomiting rule, no day is
  // asked for: a patient who cannot keep water down now is seen the same day.
  fluidsNotKeptDownRule('nausea.unable_to_keep_fluids', 'nausea', {
    en: 'Nausea with fluids not kept down: risk of dehydration.',
    'zh-HK': '噁心兼飲水都留唔住：有脫水風險。',
  }),
  episodeCountRule(
    'diarrhoea.stools',
    'diarrhoea',
    DIARRHOEA_AMBER_STOOLS,
    DIARRHOEA_GRADE3_STOOLS,
    {
      en: (count, band) => `${count} stools a day above usual (${band}).`,
      'zh-HK': (count, band) => `每日大便比平常多 ${count} 次（${band}）。`,
    },
  ),
  {
    id: 'diarrhoea.with_blood',
    symptoms: ['diarrhoea'],
    fire: ({ finding }) =>
      finding.bloodIn ? graded(3, { en: 'Diarrhoea with blood.', 'zh-HK': '腹瀉帶血。' }) : null,
  },
];
