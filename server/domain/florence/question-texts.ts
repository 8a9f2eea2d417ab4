// Florence's questions in English and Traditional Chinese (Cantonese-friendly), written
// in our own words. Each question has one text here; questionText picks it by the
// question's data, so a language model may rephrase it without changing what is asked.
import { SYMPTOM_NAMES, type Language, type LocalizedText, type SymptomKey } from '../triage';
import { carerQuestion } from './carer-address';
import { RED_FLAG_TEXTS } from './messages';
import { SYMPTOM_PLANS } from './symptom-plan';
import type { Awaiting, FollowUpTopic, InterviewContext, RatingTopic } from './types';

type Template = Readonly<Record<Language, (name: string) => string>>;

export const HOW_ARE_YOU: LocalizedText = {
  en: 'How are you feeling today?',
  'zh-HK': '你今日覺得點呀？',
};

export const ANYTHING_ELSE: LocalizedText = {
  en: 'Is there anything else that has been bothering you?',
  'zh-HK': '仲有冇其他唔舒服，或者想話我知嘅嘢？',
};

/** The day's ratings, on the chat's 1-5 scale, with both ends named (wellness rules §1). */
export const RATING_QUESTIONS: Readonly<Record<RatingTopic, LocalizedText>> = {
  mood: {
    en: 'How has your mood been today, from 1 (very low) to 5 (very good)?',
    'zh-HK': '你今日心情點呀？由 1（好差）至 5（好好）揀一個。',
  },
  energy: {
    en: 'How is your energy today, from 1 (exhausted) to 5 (full of energy)?',
    'zh-HK': '你今日精神點呀？由 1（攰到冇晒力）至 5（好有精神）。',
  },
  sleep_quality: {
    en: 'How well did you sleep last night, from 1 (very poorly) to 5 (very well)? You can tell me how many hours too.',
    'zh-HK': '你琴晚瞓得點呀？由 1（好差）至 5（好好）；想嘅話都可以話我知瞓咗幾多個鐘。',
  },
};

/** Screening questions, keyed by the symptoms they cover joined with '+'. */
const SCREENS: Readonly<Record<string, LocalizedText>> = {
  fatigue: {
    en: 'Have you been more tired than usual, or low in energy?',
    'zh-HK': '你最近有冇比平時攰，或者冇乜精神？',
  },
  appetite_loss: {
    en: 'Have you lost your appetite, or been eating less than usual?',
    'zh-HK': '你最近胃口有冇差咗，或者食得比平時少？',
  },
  'nausea+vomiting': {
    en: 'Have you had any nausea or vomiting?',
    'zh-HK': '你有冇作嘔或者嘔吐？',
  },
  nausea: {
    en: 'Have you been feeling sick to your stomach (nauseous)?',
    'zh-HK': '你有冇覺得想嘔、作嘔？',
  },
  vomiting: { en: 'Have you vomited (been sick)?', 'zh-HK': '你有冇真係嘔吐過？' },
  cough: { en: 'Have you had a cough?', 'zh-HK': '你有冇咳？' },
  pain: { en: 'Have you had any pain?', 'zh-HK': '你有冇邊度痛？' },
  fever: {
    en: 'Have you had a fever, or felt hot and shivery?',
    'zh-HK': '你有冇發燒，或者忽冷忽熱、發冷？',
  },
};

/** The red-flag screen's opening: last as a rule, first when asked early (next-question.ts). */
const SAFETY_CHECK = {
  last: { en: 'One last safety check', 'zh-HK': '最後做個安全檢查' },
  early: { en: 'Before we go on, a quick safety check', 'zh-HK': '繼續之前，做個安全檢查' },
} as const;

function redFlagQuestion(awaiting: Awaiting, language: Language): string {
  const opening = SAFETY_CHECK[awaiting.early ? 'early' : 'last'][language];
  const words = (awaiting.covers ?? []).map(
    (symptom) => RED_FLAG_TEXTS[symptom]?.inQuestion[language] ?? symptom,
  );
  if (words.length === 1) {
    return language === 'en'
      ? `${opening}: have you had ${words[0]}?`
      : `${opening}：你有冇${words[0]}？`;
  }
  if (language === 'en') {
    const list = new Intl.ListFormat('en', { type: 'disjunction' }).format(words);
    return `${opening}: have you had ${list}? Tell me which, or say "none of these".`;
  }
  return `${opening}：你有冇${words.join('、')}？有嘅話話我知係邊樣，冇就答「全部都冇」。`;
}

const SCREEN_ANY: Template = {
  en: (name) => `Have you had any ${name}?`,
  'zh-HK': (name) => `你有冇${name}？`,
};

/** English names said in the plural: "how bad are your mouth sores?". */
const PLURAL_NAMES: ReadonlySet<SymptomKey> = new Set([
  'mouth_sores',
  'skin',
  'urinary',
  'eye_problems',
]);

type SeverityTemplate = Readonly<Record<Language, (name: string, plural: boolean) => string>>;

const SEVERITY_CHAT_SCALE: SeverityTemplate = {
  en: (name, plural) =>
    `On a scale of 1 to 5, where 1 is very mild and 5 is very severe, how bad ${plural ? 'are' : 'is'} your ${name}?`,
  'zh-HK': (name) => `由 1 至 5 分，1 係好輕微、5 係非常嚴重，你嘅${name}有幾嚴重？`,
};

const SEVERITY_TEN_POINT: SeverityTemplate = {
  en: (name, plural) =>
    `On a scale of 0 to 10, where 0 is none and 10 is the worst you can imagine, how bad ${plural ? 'are' : 'is'} your ${name}?`,
  'zh-HK': (name) => `由 0 至 10 分，0 係完全冇、10 係你諗到最嚴重，你嘅${name}有幾嚴重？`,
};

const FREQUENCY: Template = {
  en: (name) =>
    `How often do you have the ${name}: rarely, sometimes, often, or almost all the time?`,
  'zh-HK': (name) => `你嘅${name}有幾密：好少、間中、經常，定係幾乎一直都有？`,
};

const DURATION: Template = {
  en: (name) => `How long have you had the ${name}?`,
  'zh-HK': (name) => `你嘅${name}維持咗幾耐？`,
};

const LOCATION: LocalizedText = {
  en: 'Where is the pain? For example your head, stomach or back.',
  'zh-HK': '你邊度痛？例如頭、肚定係背？',
};

const TEMPERATURE: LocalizedText = {
  en: 'Have you taken your temperature? If so, what was the reading?',
  'zh-HK': '你有冇探熱？如果有，幾多度？',
};

const EPISODES: Readonly<Partial<Record<SymptomKey, LocalizedText>>> = {
  vomiting: {
    en: 'How many times have you vomited in the last 24 hours?',
    'zh-HK': '過去 24 小時你嘔咗幾多次？',
  },
  diarrhoea: {
    en: 'In the last 24 hours, how many more times than usual have you opened your bowels?',
    'zh-HK': '過去 24 小時，你比平時多咗屙幾多次？',
  },
};

const SLOT_YES_NO = {
  at_rest: {
    en: 'Are you short of breath even when you are resting, not only when you move about?',
    'zh-HK': '你休息、坐定定嘅時候，都有冇覺得氣促？',
  },
  heavy_or_ongoing: {
    en: 'Is the bleeding heavy, or is it still going on now?',
    'zh-HK': '你而家有冇仍然流緊血，或者流血量好多？',
  },
  fever_signs_on_treatment: {
    en: 'Do you have shivering, or feel generally unwell?',
    'zh-HK': '你有冇發冷、打冷震，或者成個人好唔舒服？',
  },
  fever_signs: {
    en: 'Have you had any shivering or shaking attacks?',
    'zh-HK': '你有冇發冷、打冷震？',
  },
} satisfies Record<string, LocalizedText>;

const FOLLOW_UPS: Readonly<Record<FollowUpTopic, LocalizedText>> = {
  keeps_fluids: {
    en: 'Are you able to keep fluids down?',
    'zh-HK': '你飲落去嘅水，有冇辦法留得住、唔嘔返出嚟？',
  },
  blood_in_stool: {
    en: 'Have you noticed any blood in your stools?',
    'zh-HK': '你有冇留意到大便有血？',
  },
  blood_in_urine: {
    en: 'Have you noticed any blood in your urine?',
    'zh-HK': '你有冇留意到小便有血？',
  },
  daily_activities: {
    en: 'Is it stopping you from doing everyday things, like washing or dressing?',
    'zh-HK': '佢有冇影響你做日常嘅事，例如沖涼、換衫？',
  },
  pain_relief: {
    en: 'Are your usual painkillers helping?',
    'zh-HK': '你平時食開嘅止痛藥有冇幫助？',
  },
  drinking_enough: { en: 'Are you managing to drink enough fluids?', 'zh-HK': '你有冇飲夠水？' },
  also_breathless: { en: 'Are you also feeling short of breath?', 'zh-HK': '你有冇同時覺得氣促？' },
  eating_drinking: {
    en: 'Are the sores stopping you from eating or drinking?',
    'zh-HK': '口腔潰瘍有冇令你食唔到嘢或者飲唔到水？',
  },
  skin_spreading: {
    en: 'Is the rash spreading, blistering or peeling?',
    'zh-HK': '皮疹有冇擴散、起水泡或者甩皮？',
  },
  hands_feet: {
    en: 'Is it making it hard to do up buttons, hold things or walk?',
    'zh-HK': '佢有冇令你扣鈕、拎嘢或者行路都有困難？',
  },
  sudden_vision: {
    en: 'Did the change in your eyes or vision come on suddenly?',
    'zh-HK': '你眼睛或者視力嘅變化，有冇係突然之間出現？',
  },
  bowels_days: {
    en: 'Has it been more than three days since you last opened your bowels?',
    'zh-HK': '你有冇超過三日冇屙過大便？',
  },
};

/** Something the patient told in their own words: how much it bothers them, not how 'bad' it is. */
const OTHER_SEVERITY: LocalizedText = {
  en: 'How much is that bothering you? From 1 (only a little) to 5 (very much).',
  'zh-HK': '呢樣嘢令你幾困擾？由 1（少少）至 5（非常困擾）。',
};

/** A symptom named only in the patient's words ('other'). */
const OTHER_SYMPTOM: LocalizedText = { en: 'symptom', 'zh-HK': '症狀' };

/** The symptom as it reads inside a sentence: 'your loss of appetite', '你嘅疲倦'. */
export function symptomPhrase(symptom: SymptomKey, language: Language): string {
  if (symptom === 'other') return OTHER_SYMPTOM[language];
  const name = SYMPTOM_NAMES[symptom][language];
  return language === 'en' ? name.toLowerCase() : name;
}

/** The default wording of a question; '' when nothing is asked. */
export function questionText(
  awaiting: Awaiting,
  context: InterviewContext,
  language: Language = context.language,
): string {
  const symptom = awaiting.symptom ?? 'other';
  const name = symptomPhrase(symptom, language);
  const { carer } = context;
  if (
    carer &&
    (awaiting.topic === 'how_are_you' ||
      awaiting.topic === 'temperature' ||
      awaiting.topic === 'anything_else')
  )
    return carerQuestion(awaiting.topic, carer, language);
  switch (awaiting.topic) {
    case 'how_are_you':
      return HOW_ARE_YOU[language];
    case 'anything_else':
      return ANYTHING_ELSE[language];
    case 'mood':
    case 'energy':
    case 'sleep_quality':
      return RATING_QUESTIONS[awaiting.topic][language];
    case 'done':
      return '';
    case 'screen': {
      const covers = awaiting.covers ?? [symptom];
      return SCREENS[covers.join('+')]?.[language] ?? SCREEN_ANY[language](name);
    }
    case 'red_flags':
      return redFlagQuestion(awaiting, language);
    case 'severity':
      if (symptom === 'other') return OTHER_SEVERITY[language];
      return (
        SYMPTOM_PLANS[symptom].scale === 'ten_point' ? SEVERITY_TEN_POINT : SEVERITY_CHAT_SCALE
      )[language](name, PLURAL_NAMES.has(symptom));
    case 'frequency':
      return FREQUENCY[language](name);
    case 'duration':
      return DURATION[language](name);
    case 'location':
      return LOCATION[language];
    case 'temperature':
      return TEMPERATURE[language];
    case 'episodes':
      return (EPISODES[symptom] ?? EPISODES.vomiting!)[language];
    case 'at_rest':
    case 'heavy_or_ongoing':
      return SLOT_YES_NO[awaiting.topic][language];
    case 'fever_signs':
      return context.treatmentStatus === 'undergoing_treatment'
        ? SLOT_YES_NO.fever_signs_on_treatment[language]
        : SLOT_YES_NO.fever_signs[language];
    default:
      return FOLLOW_UPS[awaiting.topic][language];
  }
}
