// The patient's words for what the triage engine found, beside the clinical ones
// (predictions.ts, combine.ts, the rules' rationales): plain words a worried patient
// understands, in both languages. The clinical names, the rules' rationales and the
// confidence explanation are for the care team only (docs/glossary.md, docs/triage-rules.md).
import type { AlertLevel, LocalizedText } from './types';

/** Each suspected condition in plain words, by its code (predictions.ts). */
export const PATIENT_CONDITIONS: ReadonlyMap<
  string,
  { name: LocalizedText; reasoning: LocalizedText }
> = new Map([
  [
    'neutropenic_sepsis',
    {
      name: {
        en: 'A serious infection (treatment can lower your defences against germs)',
        'zh-HK': '嚴重感染（治療期間身體抵抗細菌的能力可能較弱）',
      },
      reasoning: {
        en: 'A fever during cancer treatment can mean an infection that gets serious quickly, so it needs checking straight away.',
        'zh-HK': '治療期間發燒可能是受到感染，而且可以很快變得嚴重，所以要立即檢查。',
      },
    },
  ],
  [
    'cardiopulmonary_emergency',
    {
      name: {
        en: 'A heart or lung problem that needs urgent care',
        'zh-HK': '需要緊急處理的心臟或肺部問題',
      },
      reasoning: {
        en: 'Chest pain, or being out of breath while resting, can be a sign of a blood clot or a heart problem.',
        'zh-HK': '胸痛，或休息時也氣促，可能是血塊或心臟問題的徵狀。',
      },
    },
  ],
  [
    'dehydration',
    {
      name: { en: 'Losing too much fluid (dehydration)', 'zh-HK': '身體缺水（脫水）' },
      reasoning: {
        en: 'Being sick or having diarrhoea while eating and drinking little can leave your body short of water.',
        'zh-HK': '嘔吐或腹瀉，同時吃喝得少，身體可能會缺水。',
      },
    },
  ],
  [
    'respiratory_infection',
    {
      name: { en: 'A chest infection', 'zh-HK': '胸肺感染' },
      reasoning: {
        en: 'A cough together with a fever can mean an infection in your chest.',
        'zh-HK': '咳嗽加上發燒，可能是胸肺受到感染。',
      },
    },
  ],
  [
    'immune_related_colitis',
    {
      name: {
        en: 'Bowel inflammation from immunotherapy',
        'zh-HK': '免疫治療引起的腸道發炎',
      },
      reasoning: {
        en: 'During immunotherapy, diarrhoea can mean the treatment is irritating your bowel. Your care team can treat this.',
        'zh-HK': '免疫治療期間腹瀉，可能是治療令腸道發炎。醫護團隊可以為你處理。',
      },
    },
  ],
  [
    'chemotherapy_induced_nausea_vomiting',
    {
      name: {
        en: 'Feeling or being sick from treatment',
        'zh-HK': '治療引起的噁心或嘔吐',
      },
      reasoning: {
        en: 'Feeling sick is a common side effect of treatment, and anti-sickness medicine often helps.',
        'zh-HK': '噁心是治療常見的副作用，止嘔藥通常有幫助。',
      },
    },
  ],
  [
    'oral_mucositis',
    {
      name: { en: 'Sore mouth from treatment', 'zh-HK': '治療引起的口腔發炎' },
      reasoning: {
        en: 'Treatment can make the inside of your mouth sore and inflamed.',
        'zh-HK': '治療可以令口腔內壁發炎和疼痛。',
      },
    },
  ],
  [
    'peripheral_neuropathy',
    {
      name: {
        en: 'Nerve side effects in the hands or feet',
        'zh-HK': '手腳神經受影響',
      },
      reasoning: {
        en: 'Some cancer medicines affect the nerves and cause numbness or tingling in the hands or feet.',
        'zh-HK': '部分抗癌藥物會影響神經，令手腳麻痺或刺痛。',
      },
    },
  ],
  [
    'fatigue_or_anaemia',
    {
      name: {
        en: 'Tiredness from treatment or a low blood count',
        'zh-HK': '治療或血球偏低引起的疲倦',
      },
      reasoning: {
        en: 'Feeling very tired and not wanting to eat can come from treatment or from too few red blood cells.',
        'zh-HK': '非常疲倦又沒有胃口，可能是治療或紅血球偏低所致。',
      },
    },
  ],
]);

/** What to do, in plain words; every level above GREEN names 999 (rulebook, last line). */
export const PATIENT_TIMELINES: Readonly<Record<AlertLevel, LocalizedText>> = {
  RED: {
    en: 'Now: call 999 or go to the nearest Accident and Emergency Department.',
    'zh-HK': '立即：致電 999 或前往最近的急症室。',
  },
  ORANGE: {
    en: 'Today: contact your care team today so they can check on you. If you feel much worse, call 999.',
    'zh-HK': '今日：請今日聯絡你的醫護團隊，讓他們為你檢查。如情況明顯轉差，請致電 999。',
  },
  YELLOW: {
    en: 'Within a day: your care team will look at your answers. Watch how you feel, and call 999 if you get worse.',
    'zh-HK': '一天內：醫護團隊會查看你的回答。請留意身體狀況，如情況轉差，請致電 999。',
  },
  GREEN: {
    en: 'Keep following your self-care advice and do your next check-in as usual.',
    'zh-HK': '請繼續按自我護理建議照顧自己，並如常進行下次症狀評估。',
  },
};

/** Why, in plain words: {symptoms} is the list of symptoms behind the level. */
export const PATIENT_REASONS: Readonly<
  Record<AlertLevel, { some: LocalizedText; none: LocalizedText }>
> = {
  RED: {
    some: {
      en: 'What you told us about {symptoms} needs medical care now.',
      'zh-HK': '你提到的{symptoms}需要立即求醫。',
    },
    none: {
      en: 'Your answers show you need medical care now.',
      'zh-HK': '你的回答顯示你需要立即求醫。',
    },
  },
  ORANGE: {
    some: {
      en: 'What you told us about {symptoms} should be checked by your care team today.',
      'zh-HK': '你提到的{symptoms}需要醫護團隊今日為你檢查。',
    },
    none: {
      en: 'Your answers should be checked by your care team today.',
      'zh-HK': '你的回答需要醫護團隊今日跟進。',
    },
  },
  YELLOW: {
    some: {
      en: 'What you told us about {symptoms} should be looked at by your care team within a day.',
      'zh-HK': '你提到的{symptoms}需要醫護團隊在一天內跟進。',
    },
    none: {
      en: 'Your answers should be looked at by your care team within a day.',
      'zh-HK': '你的回答需要醫護團隊在一天內跟進。',
    },
  },
  GREEN: {
    some: {
      en: 'What you told us about {symptoms} does not need extra care right now.',
      'zh-HK': '你提到的{symptoms}暫時不需要特別處理。',
    },
    none: {
      en: 'Nothing you told us needs extra care right now.',
      'zh-HK': '你的回答暫時沒有需要特別處理的情況。',
    },
  },
};
