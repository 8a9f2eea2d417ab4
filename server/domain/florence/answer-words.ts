// Words that answer a question rather than name a symptom: ratings, how often, yes and
// no, how the patient feels, 'not sure', and the cues that deny a symptom. Severity and
// frequency phrases map to a word of the triage engine's own vocabulary, so grading
// stays in the triage engine (vocabulary.test.ts checks every target is gradeable).
import { phraseTable } from './text-scan';

/** Severity phrases found inside a sentence, each with the triage word it is read as. */
export const SEVERITY_PHRASES: ReadonlyMap<string, string> = phraseTable([
  [
    [
      'mild',
      'slight',
      'slightly',
      'not much',
      'not too bad',
      'not that bad',
      'not so bad',
      'not bad',
      // "the pain's not been bad at all": the 'bad' is denied, not a severe pain
      'not been bad',
      'not been too bad',
      'not been that bad',
      "hasn't been bad",
      "hasn't been too bad",
      "isn't bad",
      "isn't too bad",
      "wasn't bad",
      "wasn't too bad",
    ],
    'mild',
  ],
  [['a little', 'a little bit'], 'a little'],
  [['a bit'], 'a bit'],
  [['moderate', 'moderately', 'medium'], 'moderate'],
  // "Bad" is severe in the rulebook; "very bad" stays severe: grade 4 is life-threatening,
  // and only the rulebook's own words for it (very severe, unbearable, extreme) reach it.
  [
    [
      'bad',
      'quite bad',
      'pretty bad',
      'very bad',
      'really bad',
      'so bad',
      'severe',
      'terrible',
      'awful',
      'horrible',
    ],
    'severe',
  ],
  [['very severe', 'worst', 'the worst', 'worst ever'], 'very severe'],
  [['unbearable', "can't bear it", "can't stand it"], 'unbearable'],
  [['extreme', 'extremely'], 'extreme'],
  [['輕微', '好輕微', '輕度'], '輕微'],
  // 唔係好 / 唔太 / 不太: "not very", so 唔係好痛 is mild, not a denial. 有啲 'some' is no rating.
  [['少少', '小小', '唔係好', '唔太', '不太'], '少少'],
  [['中等', '中度', '一般', '普通'], '中等'],
  // 好痛 'it hurts a lot' and 好辛苦 'it is hard' are no rating: the scale is asked.
  [['嚴重', '幾嚴重', '重度'], '嚴重'],
  [['好嚴重', '痛到死'], '好嚴重'],
  [['非常嚴重', '極度嚴重', '十分嚴重'], '非常嚴重'],
  [['頂唔順', '頂唔住', '痛到頂唔順'], '頂唔順'],
  [['忍受不了', '受唔住', '忍唔住'], '忍受不了'],
]);

/** Frequency phrases, each with the triage word it is read as. */
export const FREQUENCY_PHRASES: ReadonlyMap<string, string> = phraseTable([
  [['never'], 'never'],
  [['rarely', 'hardly ever', 'seldom'], 'rarely'],
  [
    [
      'occasionally',
      'now and then',
      'now and again',
      'once in a while',
      'on and off',
      'off and on',
    ],
    'occasionally',
  ],
  [['sometimes', 'at times'], 'sometimes'],
  [['often', 'a lot of the time', 'most days', 'every day', 'daily'], 'often'],
  [['frequently'], 'frequently'],
  [['all the time', 'all day', 'all day long'], 'all the time'],
  [['constantly', 'constant', 'non-stop', 'nonstop', 'continuously'], 'constantly'],
  [['almost constantly', 'almost all the time', 'nearly all the time'], 'almost constantly'],
  [['從不', '從來冇'], '從不'],
  [['很少', '好少', '甚少'], '很少'],
  [['偶爾', '偶然'], '偶爾'],
  [['間中', '間唔中'], '間中'],
  [['有時', '有陣時', '有時候'], '有時'],
  [['經常', '時時', '日日', '每日'], '經常'],
  [['成日'], '成日'],
  [['不停', '冇停過', '成日都'], '不停'],
  [['一直都有', '一直'], '一直都有'],
]);

/** A leading yes or no; whole first clause, or its first words before a comma or space. */
export const REPLY_PHRASES: ReadonlyMap<string, 'yes' | 'no'> = phraseTable<'yes' | 'no'>([
  [
    [
      'yes',
      'yeah',
      'yea',
      'yep',
      'yup',
      'y',
      'sure',
      'correct',
      'definitely',
      'of course',
      'i do',
      'i have',
      'i did',
      'i am',
      'indeed',
      '係',
      '係呀',
      '係啊',
      '係㗎',
      '是',
      '是的',
      '對',
      '有',
      '有呀',
      '有啊',
      '有㗎',
      '嗯',
      '會',
      '可以',
    ],
    'yes',
  ],
  [
    [
      'no',
      'nope',
      'nah',
      'n',
      'not really',
      'none',
      'none of these',
      'none of them',
      'none of those',
      'nothing like that',
      'not at all',
      'no thanks',
      'no thank you',
      "i don't",
      'i dont',
      "i haven't",
      "i'm not",
      "i can't",
      'i cannot',
      '冇',
      '冇呀',
      '冇啊',
      '冇㗎',
      '沒有',
      '無',
      '唔係',
      '不是',
      '唔會',
      '不會',
      '否',
      '都冇',
      '全部都冇',
      '一樣都冇',
      '完全冇',
      '唔可以',
      '冇辦法',
      '不可以',
    ],
    'no',
  ],
]);

/**
 * Answers to a yes/no question wherever they stand in the message: "the painkillers are
 * not helping", 食咗止痛藥都冇用. Read when no leading yes or no was given.
 */
export const REPLY_ANYWHERE_PHRASES: ReadonlyMap<string, 'yes' | 'no'> = phraseTable<'yes' | 'no'>([
  [
    [
      'not helping',
      "doesn't help",
      "don't help",
      'not working',
      "doesn't work",
      "don't work",
      'useless',
      'no use',
      'no help',
      'not much help',
      '冇用',
      '冇效',
      '唔work',
      '冇幫助',
      '冇乜用',
      '冇咩用',
      '幫唔到',
      '唔見效',
      '唔係好幫到',
      '唔係幾幫到',
      '冇乜幫助',
      '唔係好有用',
      '冇乜效',
    ],
    'no',
  ],
  [
    [
      'helps',
      'helping',
      'it works',
      'they work',
      'they help',
      '有用',
      '有效',
      '有幫助',
      '幫到',
      '見效',
    ],
    'yes',
  ],
]);

/** How the patient feels overall; 'well' words also mark a topic word as normal. */
export const FEELING_PHRASES: ReadonlyMap<string, 'well' | 'unwell'> = phraseTable<
  'well' | 'unwell'
>([
  [
    [
      'fine',
      'good',
      'well',
      'ok',
      'okay',
      'great',
      'alright',
      'all right',
      'all good',
      'better',
      'normal',
      'not bad',
      'not too bad',
      'pretty good',
      'excellent',
      'fantastic',
      "can't complain",
      '幾好',
      '好好',
      '唔錯',
      '不錯',
      '冇事',
      '沒事',
      '正常',
      '還好',
      '還可以',
      '過得去',
      '冇問題',
      '沒問題',
      '好返',
      'ok呀',
      '都ok',
      '開心',
      '好開心',
      'happy',
      'very good',
      'lovely',
      'wonderful',
    ],
    'well',
  ],
  // A 'well' word after a negation ("not feeling great", 唔係好好) is read as unwell too.
  [
    [
      'not well',
      'not good',
      'not great',
      'not so good',
      'not very well',
      'not ok',
      'not okay',
      'not fine',
      'not the best',
      'not my best',
      'could be better',
      'under the weather',
      'so-so',
      'so so',
      'meh',
      'unwell',
      'poorly',
      'awful',
      'terrible',
      'bad',
      'rough',
      'rubbish',
      'horrible',
      'lousy',
      '唔係幾好',
      '唔係好好',
      '唔係咁好',
      '唔太好',
      '唔多好',
      '唔舒服',
      '唔好',
      '差',
      '辛苦',
      '麻麻',
      '麻麻哋',
      '麻麻地',
      '一般般',
      '唔係幾妥',
      '唔妥',
    ],
    'unwell',
  ],
]);

/**
 * Words of normality: as an answer they mean none (severity), no (a screening question)
 * or the healthy answer of a yes/no question, unless denied ("not normal", 唔正常).
 */
export const NORMAL_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'normal',
      'as normal',
      'as usual',
      'same as usual',
      'same as always',
      'like usual',
      'no different',
      'no change',
      'unchanged',
      'fine',
      'no problem',
      'no problems',
      'nothing wrong',
      '正常',
      '如常',
      '照常',
      '照舊',
      '同平時一樣',
      '同平時差唔多',
      '同平常一樣',
      '冇分別',
      '一切正常',
      '冇問題',
      '沒問題',
      '冇乜特別',
      '冇咩特別',
      '冇異樣',
    ],
    true,
  ],
]);

/**
 * Words that make a rating in the same clause a frequency, not a severity: "5 out of 5
 * for how often", "次數嚟講4分".
 */
export const FREQUENCY_CUES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'how often',
      'frequency',
      'how frequent',
      'how frequently',
      'times a day',
      'how many times',
      'for often',
      '幾密',
      '有幾密',
      '頻率',
      '次數',
      '密唔密',
      '密度',
      '幾耐一次',
    ],
    true,
  ],
]);

/** The patient cannot put it into words: asked again with a hint rather than read as 'not sure'. */
export const HARD_TO_SAY_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      "don't know how to describe",
      'not sure how to describe',
      "don't know how to explain",
      'hard to describe',
      'hard to explain',
      '唔知點形容',
      '唔知點講',
      '好難形容',
      '唔識形容',
      '唔識講',
    ],
    true,
  ],
]);

/**
 * "It has been like this since chemo" (一直都係咁): how long and how stable, not how often.
 * Read as a frequency it would make a mild, long-standing numbness 'almost constantly'.
 */
export const UNCHANGED_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      '一直都係咁',
      '一直係咁',
      '一直都係噉',
      '一直都係咁樣',
      '一直都冇變',
      'always been like this',
      'always been like that',
      'been like this since',
      'been like that since',
      'the same since',
    ],
    true,
  ],
]);

/** A count said about what is usual ("usually I go once a day", 平時一日一次) is no episode count. */
export const BASELINE_CUES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'usually',
      'normally',
      'usual',
      'normal for me',
      'as a rule',
      '平時',
      '通常',
      '正常嚟講',
      '平常',
    ],
    true,
  ],
]);

/** The patient has nothing more to add (answers to "anything else?"). */
export const NOTHING_ELSE_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'nothing',
      'nothing else',
      "that's all",
      'thats all',
      'that is all',
      'no more',
      "that's it",
      'all good',
      "i'm good",
      'im good',
      'thanks',
      'thank you',
      'ok',
      'okay',
      "no, that's all",
      '冇其他',
      '冇喇',
      '冇嘞',
      '冇啦',
      '冇嘢',
      '無其他',
      '就咁多',
      '冇其他嘢',
      '冇其他喇',
      '多謝',
      '唔該',
      '冇喇多謝',
    ],
    true,
  ],
]);

/**
 * What is named is all there is ("only the nosebleed", "just the tummy, nothing else",
 * 得行路喘 其他冇, 淨係流鼻血): said to a list of warning signs, it answers no to the rest.
 * "Only when I walk" says when, not what: it is not one of these.
 * 得 counts only at the start: inside a word it is something else (覺得, 唔得).
 */
export const ONLY_WHAT_IS_NAMED = new RegExp(
  [
    String.raw`(?<![a-z])(?:(?:only|just) (?:the|my|that|this|her|his|those|these)|nothing (?:but|else))(?![a-z])`,
    String.raw`(?<![a-z])(?:apart from|except|other than|that'?s all|that is all)(?![a-z])`,
    String.raw`^\s*(?:得|淨係|只係|只有)|其他(?:都|就)?(?:冇|沒有|無|正常)|除咗|之外(?:都|就)?(?:冇|沒有|無)`,
  ].join('|'),
);

/** Whole messages that ask to end the check-in. */
export const STOP_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'stop',
      'end',
      'quit',
      'exit',
      'finish',
      'end check-in',
      'end check in',
      'end checkin',
      'end conversation',
      'end chat',
      'end the check-in',
      "i'm done",
      'i want to stop',
      'please stop',
      '結束',
      '停',
      '停止',
      '完',
      '唔想繼續',
      '結束對話',
      '結束檢查',
      '唔想再答',
    ],
    true,
  ],
]);

/** The patient cannot tell: the symptom stays ungraded (rulebook section 1). */
export const NOT_SURE_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'not sure',
      'unsure',
      "don't know",
      'dont know',
      'dunno',
      'no clue',
      "can't tell",
      'cannot tell',
      '講唔到',
      '唔知道',
      'do not know',
      'no idea',
      'maybe',
      'perhaps',
      'hard to say',
      "can't say",
      "can't remember",
      "haven't measured",
      "haven't checked",
      "haven't taken it",
      "didn't check",
      'no thermometer',
      "don't have a thermometer",
      'do not have a thermometer',
      "haven't got a thermometer",
      'without a thermometer',
      'not measured',
      "didn't measure",
      "haven't taken my temperature",
      "didn't take my temperature",
      '冇探熱針',
      '冇度',
      '冇量',
      '未量',
      '不確定',
      '唔確定',
      '不知道',
      '唔知',
      '唔清楚',
      '可能',
      '唔記得',
      '未探',
      '冇探',
      '冇探熱',
    ],
    true,
  ],
]);

/**
 * English words that deny what follows in the same clause ("I don't have a fever",
 * "no cough or fever"). Chinese cues sit right before the word and are read in
 * understand.ts.
 */
export const NEGATION_CUES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'no',
      'not',
      'never',
      'without',
      'nor',
      'neither',
      'none',
      "don't",
      'dont',
      'do not',
      "doesn't",
      'does not',
      "didn't",
      'did not',
      "haven't",
      'havent',
      'have not',
      "hasn't",
      'has not',
      "isn't",
      'is not',
      "aren't",
      'are not',
      "wasn't",
      'was not',
      'free of',
      'denies',
    ],
    true,
  ],
]);

/**
 * A message of greetings only ("hi Florence", 午安): it says nothing to read yet. Patients'
 * words, so 午安 is here although the app itself greets with 你好 (docs/glossary.md).
 */
export const GREETING =
  /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|morning|afternoon|evening|florence|nurse|there|你好|哈囉|早晨|早|午安|\s)+$/;
