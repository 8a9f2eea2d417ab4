// Everything else Florence says, in English and Traditional Chinese (Cantonese-friendly),
// in our own words: greeting, acknowledgements, retries, safety lines, summary words and
// quick-reply labels. Questions are in question-texts.ts. Warm and brief; never a diagnosis.
import { EMERGENCY_NUMBER_HK, type Language, type LocalizedText, type SymptomKey } from '../triage';
import type { AwaitingType } from './types';

type Lines = Readonly<Record<Language, readonly string[]>>;

/** Sentences are joined with a space in English and without one in Chinese. */
export function joinSentences(language: Language, ...parts: string[]): string {
  return parts.filter((part) => part !== '').join(language === 'en' ? ' ' : '');
}

export function greeting(language: Language, name?: string): string {
  return language === 'en'
    ? `Hello${name ? ` ${name}` : ''}! I'm Florence, your nurse assistant. I'd like to check in on how you have been.`
    : `${name ? `${name}，` : ''}你好！我係你嘅護士助手 Florence，想了解吓你最近身體點樣。`;
}

/** Varied by turn, so that the same words are not repeated after every answer. */
export const NOTED: Lines = {
  en: ['Thank you.', 'Thanks for letting me know.', "I've noted that."],
  'zh-HK': ['多謝你。', '多謝你話我知。', '我記低咗。'],
};

export const GOOD_TO_HEAR: Lines = {
  en: ["That's good to hear.", 'Good.', 'Thank you, noted.'],
  'zh-HK': ['咁就好。', '好。', '多謝，我記低咗。'],
};

export const GLAD: LocalizedText = { en: "I'm glad to hear that.", 'zh-HK': '聽到你咁講就好。' };
export const SORRY: LocalizedText = {
  en: "I'm sorry you're not feeling your best.",
  'zh-HK': '聽到你唔係咁舒服，辛苦你喇。',
};
export const SCREEN_INTRO: LocalizedText = {
  en: "I'll ask a few quick questions about common side effects.",
  'zh-HK': '我想問你幾條關於常見副作用嘅問題。',
};
/** Said before the first rating question: they are about the day, not symptoms. */
export const RATINGS_INTRO: LocalizedText = {
  en: 'Three quick questions about your day, and then we are nearly done.',
  'zh-HK': '再問你三條關於今日嘅簡單問題，就差唔多完成喇。',
};
export const URGENT_NOTED: LocalizedText = {
  en: "Thank you. That sounds hard, and I'll make sure your care team looks at this today.",
  'zh-HK': '多謝你。聽落幾辛苦，我會確保你嘅醫護團隊今日跟進。',
};
export const RETRY: LocalizedText = {
  en: "Sorry, I didn't quite catch that.",
  'zh-HK': '唔好意思，我唔係好明白。',
};
export const MOVING_ON: LocalizedText = {
  en: "That's all right, let's move on.",
  'zh-HK': '唔緊要，我哋繼續。',
};

/** Added to a question asked again, saying how it can be answered. */
export const ANSWER_HINTS: Readonly<Partial<Record<AwaitingType, LocalizedText>>> = {
  symptoms: {
    en: "You can tell me in your own words, for example 'tired' or 'a headache', or say 'nothing else'.",
    'zh-HK': '你可以用自己嘅說話講，例如「好攰」或者「頭痛」；冇嘅話講「冇其他」就得。',
  },
  severity: {
    en: "A number is best, but words like mild, moderate or severe are fine too, or say 'not sure'.",
    'zh-HK': '答數字最好，答輕微、中等、嚴重都得；唔肯定可以講「唔確定」。',
  },
  frequency: {
    en: 'For example: rarely, sometimes, often, or all the time.',
    'zh-HK': '例如：好少、間中、經常，或者一直都有。',
  },
  red_flags: {
    en: 'Please tell me which one, for example "breathless" or "bleeding", or say "none of these".',
    'zh-HK': '請話我知係邊樣，例如「氣促」或者「出血」；冇就答「全部都冇」。',
  },
  temperature: {
    en: "For example 37.8. If you haven't measured it, just say so.",
    'zh-HK': '例如 37.8 度。如果未探過，話我知就得。',
  },
  episodes: {
    en: 'An estimate is fine, for example 2 or 5.',
    'zh-HK': '估計都得，例如 2 次或者 5 次。',
  },
  yes_no: {
    en: "Yes, no or 'not sure' are all fine.",
    'zh-HK': '答「有」、「冇」或者「唔確定」都得。',
  },
  follow_up: {
    en: "Yes, no or 'not sure' are all fine.",
    'zh-HK': '答「有」、「冇」或者「唔確定」都得。',
  },
};

export const PAUSED: LocalizedText = {
  en: 'I have paused my questions so that you can get help straight away. If there is anything else your care team should know, you can still tell me here.',
  'zh-HK':
    '我已經暫停咗其他問題，等你可以即刻求助。如果仲有其他嘢想醫護團隊知，你都可以喺度話我知。',
};
/** After a red-level warning (after-warning.ts): an answer, then the instruction briefly. */
export const AFTER_WARNING = {
  recorded: {
    en: "Thank you, I've noted what you said about {symptoms}; your care team will see it.",
    'zh-HK': '多謝你，我已經記低你講嘅{symptoms}，你嘅醫護團隊會睇到。',
  } satisfies LocalizedText,
  gettingHelp: {
    en: "That's the right thing to do. Your care team has been told too.",
    'zh-HK': '咁做就啱喇。我哋都已經通知咗你嘅醫護團隊。',
  } satisfies LocalizedText,
  whileYouWait: {
    en: `If anything gets worse while you wait, call ${EMERGENCY_NUMBER_HK} again.`,
    'zh-HK': `等候期間如果有咩轉差，請再打 ${EMERGENCY_NUMBER_HK}。`,
  } satisfies LocalizedText,
  nothingMore: {
    en: 'Thank you. Your care team has everything you told me.',
    'zh-HK': '多謝你。你講嘅嘢醫護團隊全部都會睇到。',
  } satisfies LocalizedText,
  question: {
    en: "I can't go into that now, because what you told me needs a doctor first.",
    'zh-HK': '我而家唔可以答你呢個問題，因為你講嘅情況要先搵醫生睇。',
  } satisfies LocalizedText,
  heard: {
    en: ["I'm still here with you.", 'I hear you.'],
    'zh-HK': ['我仲喺度陪住你。', '我明白。'],
  } satisfies Lines,
  instruction: {
    en: [
      `Please call ${EMERGENCY_NUMBER_HK} or go to the nearest Accident and Emergency department now.`,
      `Please don't wait: call ${EMERGENCY_NUMBER_HK} now.`,
    ],
    'zh-HK': [
      `請即刻打 ${EMERGENCY_NUMBER_HK} 或者去最近嘅急症室。`,
      `請唔好再等，即刻打 ${EMERGENCY_NUMBER_HK}。`,
    ],
  } satisfies Lines,
};

export const SUMMARY_INTRO = {
  en: (name?: string) => `Thank you${name ? `, ${name}` : ''}. Here is what I've noted today:`,
  'zh-HK': (name?: string) => `多謝你${name ? `，${name}` : ''}。以下係我今日記錄低嘅情況：`,
} satisfies Record<Language, (name?: string) => string>;
export const NOTHING_REPORTED: LocalizedText = {
  en: 'You told me you are feeling well, with none of the symptoms I asked about.',
  'zh-HK': '你話我知你今日感覺良好，冇我問到嘅症狀。',
};
export const DENIED = {
  en: (names: string) => `You have not had: ${names}.`,
  'zh-HK': (names: string) => `你冇：${names}。`,
} satisfies Record<Language, (names: string) => string>;
export const ENDED_EARLY: LocalizedText = {
  en: "We stopped before I could ask everything; I've let your care team know.",
  'zh-HK': '今次未問晒所有問題，我已經話俾你嘅醫護團隊知。',
};
export const CLOSING: LocalizedText = {
  en:
    `Your care team will review this. If you feel worse, or are in any doubt, call ` +
    `${EMERGENCY_NUMBER_HK} or go to the nearest Accident and Emergency department.`,
  'zh-HK': `你嘅醫護團隊會查看呢啲資料。如果情況轉差或者有任何疑問，請致電 ${EMERGENCY_NUMBER_HK} 或者去最近嘅急症室。`,
};

/** Noted for the doctor when a reported fever has no reading. */
export const TEMPERATURE_NOT_MEASURED: LocalizedText = {
  en: 'temperature not measured',
  'zh-HK': '未有探熱',
};
/** Noted when the patient says the temperature was normal without giving a figure. */
export const TEMPERATURE_NORMAL: LocalizedText = {
  en: 'temperature said to be normal, no figure given',
  'zh-HK': '話體溫正常，冇提供度數',
};
/** Noted when an answer stayed unclear after it was asked twice. */
export const ANSWER_UNCLEAR: LocalizedText = { en: 'answer unclear', 'zh-HK': '答案不清楚' };
/**
 * Said when an answer about a symptom that could be serious stayed unclear: the care
 * team is told (a caution alert) and the patient knows what to do meanwhile.
 */
export const UNCLEAR_POSSIBLY_SERIOUS: LocalizedText = {
  en:
    `I couldn't quite tell from that, so I've let your care team know to check on it. If you ` +
    `are worried or it gets worse, call your care team, or ${EMERGENCY_NUMBER_HK} if it is an ` +
    `emergency.`,
  'zh-HK': `我未能完全明白，所以已經通知你嘅醫護團隊跟進。如果你擔心或者情況轉差，請打俾你嘅醫護團隊；緊急情況請即刻打 ${EMERGENCY_NUMBER_HK}。`,
};

/** Words of the summary lines. */
export const SUMMARY_WORDS = {
  notSure: { en: 'not sure', 'zh-HK': '唔確定' },
  yes: { en: 'yes', 'zh-HK': '有' },
  no: { en: 'no', 'zh-HK': '冇' },
  listSeparator: { en: ', ', 'zh-HK': '、' },
  labelSeparator: { en: ': ', 'zh-HK': '：' },
  atRest: { en: 'at rest', 'zh-HK': '休息時都有' },
  onExertion: { en: 'when moving about', 'zh-HK': '活動時' },
  heavy: { en: 'heavy', 'zh-HK': '流血量多' },
  ongoing: { en: 'still going on', 'zh-HK': '仲未止' },
  bloodIn: { en: 'blood seen', 'zh-HK': '見到血' },
  rigors: { en: 'shivering', 'zh-HK': '發冷顫抖' },
  generallyUnwell: { en: 'feeling unwell', 'zh-HK': '整體不適' },
  unableToKeepFluids: { en: 'not keeping fluids down', 'zh-HK': '飲水都留唔住' },
} satisfies Record<string, LocalizedText>;

export const episodesText = {
  en: (count: number) => `${count} ${count === 1 ? 'time' : 'times'} in 24 hours`,
  'zh-HK': (count: number) => `24 小時內 ${count} 次`,
} satisfies Record<Language, (count: number) => string>;

/** Quick replies; each is understood by understand.ts (quick-replies.test.ts checks). */
export const QUICK_REPLIES = {
  severityScale: {
    en: ['1 - Very mild', '2 - Mild', '3 - Moderate', '4 - Severe', '5 - Very severe', 'Not sure'],
    'zh-HK': ['1 - 好輕微', '2 - 輕微', '3 - 中等', '4 - 嚴重', '5 - 非常嚴重', '唔確定'],
  },
  /** The basic mode's options (spec section 5), also used for pain's 0-10 question. */
  severityBands: {
    en: ['Mild (1-3)', 'Moderate (4-6)', 'Severe (7-8)', 'Very Severe (9-10)', 'Not Sure'],
    'zh-HK': ['輕微 (1-3)', '中等 (4-6)', '嚴重 (7-8)', '非常嚴重 (9-10)', '唔確定'],
  },
  /** The chat's 1-5 frequency scale: never .. almost constantly. */
  frequencyScale: {
    en: ['1 - Never', '2 - Rarely', '3 - Occasionally', '4 - Frequently', '5 - Almost constantly'],
    'zh-HK': ['1 - 從不', '2 - 很少', '3 - 間中', '4 - 經常', '5 - 幾乎持續'],
  },
  yesNo: { en: ['Yes', 'No', 'Not sure'], 'zh-HK': ['有', '冇', '唔確定'] },
  duration: {
    en: ['Since today', '1-2 days', '3-7 days', 'More than a week'],
    'zh-HK': ['今日先開始', '一至兩日', '三至七日', '超過一個禮拜'],
  },
  feelings: {
    en: ['I feel fine', 'Tired', 'Nausea', 'Pain', 'Fever', 'Cough', 'Short of breath'],
    'zh-HK': ['我幾好', '好攰', '想嘔', '痛', '發燒', '咳', '氣促'],
  },
  /** Said by a carer for the patient, in place of the patient's own "I feel fine". */
  fineForCarer: { en: 'Doing fine', 'zh-HK': '佢幾好' },
  nothingElse: { en: "No, that's all", 'zh-HK': '冇其他喇' },
  noneOfThese: { en: 'None of these', 'zh-HK': '全部都冇' },
  /** The day's ratings, 1-5 with a word each (wellness rules §1), and a way to skip. */
  mood: {
    en: ['1 - Very low', '2 - Low', '3 - Okay', '4 - Good', '5 - Very good', 'Skip'],
    'zh-HK': ['1 - 好差', '2 - 麻麻', '3 - 一般', '4 - 幾好', '5 - 好好', '略過'],
  },
  energy: {
    en: ['1 - Exhausted', '2 - Tired', '3 - Okay', '4 - Good', '5 - Full of energy', 'Skip'],
    'zh-HK': ['1 - 冇晒力', '2 - 好攰', '3 - 一般', '4 - 幾有精神', '5 - 好有精神', '略過'],
  },
  sleep_quality: {
    en: ['1 - Very poorly', '2 - Poorly', '3 - Okay', '4 - Well', '5 - Very well', 'Skip'],
    'zh-HK': ['1 - 瞓得好差', '2 - 瞓得唔好', '3 - 一般', '4 - 瞓得幾好', '5 - 瞓得好好', '略過'],
  },
} satisfies Record<string, Readonly<Record<Language, string | readonly string[]>>>;

/** Said once, when a message shows a family member or carer writing for the patient. */
export const CARER_NOTED: LocalizedText = {
  en: 'Thank you for writing for them. My questions are about them: please answer as best you can for them.',
  'zh-HK': '多謝你代佢話我知。我之後問嘅都係關於佢嘅情況，請你盡量代佢答。',
};

/** The summary's line for a check-in a family member or carer wrote. */
export const SUMMARY_REPORTED_BY_CARER: LocalizedText = {
  en: 'Reported by a family member or carer.',
  'zh-HK': '由家人或照顧者代為報告。',
};

/**
 * The red-flag screen's words for each symptom it can ask about: as the question names it,
 * and as its quick reply.
 */
export const RED_FLAG_TEXTS: Readonly<
  Partial<Record<SymptomKey, { inQuestion: LocalizedText; choice: LocalizedText }>>
> = {
  fever: {
    inQuestion: { en: 'a temperature with shivering', 'zh-HK': '發燒兼發冷震' },
    choice: { en: 'Temperature with shivering', 'zh-HK': '發燒兼發冷' },
  },
  shortness_of_breath: {
    inQuestion: { en: 'breathlessness', 'zh-HK': '氣促、唞唔到氣' },
    choice: { en: 'Breathless', 'zh-HK': '氣促' },
  },
  chest_pain: {
    inQuestion: { en: 'chest pain', 'zh-HK': '心口痛' },
    choice: { en: 'Chest pain', 'zh-HK': '心口痛' },
  },
  bleeding: {
    inQuestion: { en: 'any bleeding', 'zh-HK': '出血' },
    choice: { en: 'Bleeding', 'zh-HK': '出血' },
  },
  confusion: {
    inQuestion: {
      en: 'new confusion or unusual drowsiness',
      'zh-HK': '新出現嘅神智混亂或者特別眼瞓',
    },
    choice: { en: 'Confused or very drowsy', 'zh-HK': '神智混亂或者好眼瞓' },
  },
};
