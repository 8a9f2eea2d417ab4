// Words for the details of a symptom: the yes/no facts the rules read (at rest,
// heavy, still bleeding...), where the pain is, and named times ('since yesterday').
import type { SymptomKey } from '../triage';
import type { FindingFlags } from './reading';
import { phraseTable } from './text-scan';

/** Phrases stating a flag; a denied phrase ("not heavy") states the opposite. */
export const FLAG_PHRASES: ReadonlyMap<string, FindingFlags> = phraseTable<FindingFlags>([
  [
    [
      'at rest',
      'resting',
      'when resting',
      'while resting',
      'sitting still',
      'sitting down',
      'sitting here',
      'just sitting',
      'sitting',
      'lying down',
      'lying in bed',
      // breathless lying flat is no exertion
      'when i lie down',
      'when she lies down',
      'when he lies down',
      'when they lie down',
      'if she lies down',
      'if he lies down',
      'if i lie down',
      'when she lies flat',
      'when he lies flat',
      'lies flat',
      'lying flat',
      'lie flat',
      'in bed',
      'even sitting',
      'even sat',
      'sat in my chair',
      'sitting in my chair',
      'sat in the chair',
      'sitting in the chair',
      'doing nothing',
      '坐喺度',
      '坐住',
      '瞓喺度',
      '瞓喺床度',
      '休息',
      '坐定定',
      '坐低',
      '瞓喺床',
      '唔郁都',
      '瞓低',
    ],
    { atRest: true },
  ],
  [
    [
      'on exertion',
      'exertion',
      'walking',
      'when i walk',
      'climbing stairs',
      'stairs',
      'when i move',
      'moving around',
      'exercise',
      'exercising',
      'only when i move',
      '行路',
      '上樓梯',
      '行樓梯',
      '郁動',
      '郁下',
      '行幾步',
      '做嘢',
    ],
    { onExertion: true },
  ],
  [
    [
      'heavy',
      'heavily',
      'a lot of blood',
      'lots of blood',
      'loads of blood',
      '好多血',
      '大量',
      '流好多',
    ],
    { heavy: true },
  ],
  [
    [
      "won't stop",
      'wont stop',
      'will not stop',
      "doesn't stop",
      'does not stop',
      'not stopping',
      'still bleeding',
      'keeps bleeding',
      'ongoing',
      "can't stop",
      'still going',
      // blood in phlegm "still there every time I cough"
      'still there every time i cough',
      'still there every time she coughs',
      'still there every time he coughs',
      // "rusty pink flem, bit of it every time I cough", 啲 phlegm 啡啡紅紅，每次咳都有
      'every time i cough',
      'every time she coughs',
      'every time he coughs',
      'each time i cough',
      'in every cough',
      'with every cough',
      '每次咳都有',
      '每次咳都係',
      '一咳就有',
      // blood in the urine "still there each time I go"
      'still there each time i go',
      'still there every time i go',
      'keeps coming',
      'keep coming',
      'still coming',
      'keeps going',
      '止唔到',
      '唔停',
      '仲喺度流',
      '仲滲緊',
      '滲緊血',
      '未停過',
      '仲未停',
      '流唔停',
      '止唔住',
      // Said of the blood only: 仲流緊鼻水 (a runny nose) and 打嗝停唔到 (hiccups) are not.
      '仲滴緊',
      '仲係滴緊',
      '血未停',
      '血仲未停',
      '仲未止血',
      '未止血',
      '血止唔到',
      '流緊血',
      '滴緊血',
      'blood is still dripping',
      "bleeding hasn't stopped",
      'bleeding has not stopped',
    ],
    { ongoing: true },
  ],
  [['stopped', 'has stopped', 'stopped now', '停咗', '止咗', '冇再流'], { ongoing: false }],
  [
    [
      'unwell',
      'generally unwell',
      'feel awful',
      'feel terrible',
      'feel rotten',
      '唔舒服',
      '周身唔舒服',
      '好唔舒服',
      '成個人唔舒服',
    ],
    { generallyUnwell: true },
  ],
  [
    [
      "can't keep fluids down",
      "can't keep anything down",
      'cannot keep anything down',
      "can't keep water down",
      "can't keep food down",
      "can't even drink",
      '飲水都嘔',
      '飲嘢都嘔',
      '留唔住',
      '食乜都嘔',
      '飲乜都嘔',
    ],
    { unableToKeepFluids: true },
  ],
]);

/**
 * Relief by rest: "fine once I sit down", "ok sitting", 坐低就冇事, 唞吓就好返. Said about
 * breathlessness it means on exertion only, which is amber, not the red of breathless at
 * rest that the resting words alone ('sitting', 坐低) would say. Never read as denied: the
 * 'not' of "not great on the stairs, fine sitting" is not about the resting.
 */
const EASES = String.raw`(?:fine|ok|okay|alright|all right|better|good|settles?|settling|goes away|goes off|eases?|easing|passes|no problem|normal)`;
const RESTING = String.raw`(?:sit|sits|sat|sitting|rest|rests|resting|a rest|stop|stops|stopping|lie|lies|lying|still)`;
const WHEN_WHO = String.raw`(?:once|when|if|after|as soon as|while|with)?\s*(?:i|he|she|they|you|mum|dad)?\s*(?:'m|am|is|are|get|gets)?`;
const AT_REST_WORDS =
  String.raw`(?:sitting(?: down| still)?|resting|at rest|(?:even )?sat(?: down| still| in (?:my|the) chair)?|` +
  String.raw`when (?:i|he|she|they) (?:sit|sits|rest|rests)(?: down)?)`;
const IS_WHO = String.raw`(?:is|it's|he's|she's|i'm|i am|it is|he is|she is)?`;
export const RELIEF_AT_REST: readonly RegExp[] = [
  new RegExp(String.raw`(?<![a-z])${EASES}\s+(?:again\s+)?${WHEN_WHO}\s*${RESTING}(?![a-z])`),
  new RegExp(
    String.raw`(?<![a-z])${AT_REST_WORDS}\s*,?\s*${IS_WHO}\s*(?:fine|ok|okay|alright|better|no problem|normal)(?![a-z])`,
  ),
  /(?:坐低|坐定|坐住|休息|唞(?:吓|下|一陣|返)?|停低|停落嚟|停一停|瞓低)[^，。,!?；]{0,4}?(?:就|便|都)?(?:冇事|好返|舒服返|正常|冇問題|ok|順返|唔喘|冇咁喘|鬆返)/,
];

/**
 * Blood said after all, after a "no blood": 今日冇血，琴日有; "no blood but its pink"; "no blood
 * yesterday, this morning bright red in the pan"; "he says no blood, I think it's dark".
 */
export const BLOOD_SAID_LATER = new RegExp(
  String.raw`有|紅|黑|血|(?<![a-z])(?:blood|pink|red|black|some|had|dark|tar|maroon|jam|soaked|lots?|loads|full|` +
    String.raw`now|till|until|first|before|not sure|unsure|think|looked|check)(?![a-z])`,
);

/** 'blood test', 'blood pressure' …: blood named, but not blood seen. */
const NOT_A_BLOOD_TEST = String.raw`(?!\s*(?:tests?|counts?|pressure|sugar|results?|transfusions?|donations?|work))`;

/**
 * What is drunk, in the ways of saying fluids are or are not kept down, with its measure
 * when one is given ("can't keep sips of water down", "a few mouthfuls of tea").
 */
const FLUIDS =
  String.raw`(?:(?:(?:a|the|some|small|tiny|little|few)\s+)*` +
  String.raw`(?:sips?|mouthfuls?|drops?|cups?|glass(?:es)?|bits?)\s+of\s+)?` +
  String.raw`(?:fluids?|water|drinks?|liquids?|sips?|tea|juice|soup)`;

/**
 * Flags stated in more ways than a phrase list can hold: blood seen in urine, stool or
 * vomit however it is worded ("blood in my wee", "the second time there was blood in
 * it" after vomiting is handled in understand.ts), and fluids not kept down.
 */
/**
 * Signs said in words no earlier "no" reaches: "threw up twice, no blood, just brown bits like
 * coffee grounds" is old blood in the vomit. Only a denial right before them denies them.
 */
export const SAID_FLAG_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [
    new RegExp(
      // "…it looked like coffee grounds" (not "nothing like", "wasn't like")
      String.raw`(?<!(?:\bno|\bnot|n't|nothing|without|never)\s+(?:\w+\s+){0,3})(?<![a-z])(?:like|resembl\w*)\s+(?:\w+\s+){0,2}coffee grounds?\b` +
        // "vomit dark brown granular", "been sick… coffee grounds" (no denial between)
        String.raw`|\b(?:vomit\w*|sick|threw up|thrown up|throwing up|brought up)\b` +
        String.raw`(?:(?!\bno\b|\bnot\b|n't|nothing|without|never|\bsigns?\b)[^.;!?]){0,40}?\b(?:coffee grounds?|brown granular)\b` +
        String.raw`(?!\s+(?:have|has) (?:stopped|gone|settled))` +
        '|嘔[^。！？，,]{0,8}(?<!冇|唔似|唔係|無)咖啡渣',
    ),
    { bloodIn: true },
  ],
];

export const FLAG_PATTERNS: ReadonlyArray<readonly [RegExp, FindingFlags]> = [
  [
    new RegExp(
      String.raw`(?:blood|bloody)\b${NOT_A_BLOOD_TEST}(?:.*)` +
        String.raw`\b(?:urine|wee|weeing|pee|peeing|stools?|poo|pooing|poop|faeces|feces|bowel|motions?|toilet|vomit|sick)\b` +
        String.raw`|\b(?:urine|wee|weeing|pee|peeing|stools?|poo|poop|vomit|vomiting|sick)\b.*\bblood\b${NOT_A_BLOOD_TEST}` +
        // "went to the toilet for a big job… red blood in the bowl": blood with the bowels named
        String.raw`|\b(?:big job|number two|bowels)\b.*\bblood\b${NOT_A_BLOOD_TEST}` +
        String.raw`|\bblood\b[^,.;!?]{0,30}\bin the (?:bowl|pan|toilet water)\b` +
        // "bleeding from the back passage", "rectal bleeding", a nurse's "PR bleed" (shorthand.ts)
        String.raw`|\b(?:blood|bleed\w*|bled)\b[^.;!?]{0,12}\b(?:from|out of) (?:my |his |her |the )?(?:back passage|bottom(?! of)|bum|rectum|anus)\b` +
        // "blood in my water": urine, in the British way
        String.raw`|\bblood\b[^,.;!?]{0,12}\bin (?:my|his|her|the) water\b(?! (?:bottle|jug|glass))` +
        String.raw`|\b(?:rectal|anal) (?:bleed\w*|blood)\b` +
        // the clinical words: melaena, haematemesis, haematuria
        String.raw`|\b(?:melaena|melena|haematemesis|hematemesis|haematuria|hematuria)\b` +
        // a catheter draining blood: blood in the urine
        String.raw`|\bcatheter\b(?:(?!\bno\b|\bnot\b|n't|free of|without)[^.;!?]){0,30}\b(?:frank )?blood\b${NOT_A_BLOOD_TEST}` +
        // "my poo looks like coffee grounds, really dark": old blood, as black is
        String.raw`|\b(?:poo|poop|stools?|motions?|sick|vomit\w*|threw up|thrown up|throwing up|brought up)\b` +
        String.raw`(?:(?!\bnot\b|n't|\bno\b|rather than)[^.;!?]){0,40}\b(?:like tar|tarry)\b`,
    ),
    { bloodIn: true },
  ],
  // "…went for a pee and it was like rosé wine": said in a clause of its own.
  [
    /(?<![a-z])(?:it|wee|pee|urine)(?:'s|\s+(?:looks?|looked|was|is))\s+(?:like\s+)?(?:a\s+)?ros[eé](?:\s+wine)?(?![a-z])/,
    { bloodIn: true },
  ],
  // 嘔出嚟啲嘢係深啡色、一粒粒，好似普洱茶葉渣: vomit like coffee grounds, in other words
  [
    /嘔[^。！？]{0,12}(?:茶葉渣|咖啡渣)|嘔(?:咗|出|出嚟|出來)[^。！？，,]{0,8}深啡色/,
    { bloodIn: true },
  ],
  // No denial or other word between (大便冇血, 嘔咗兩次冇血, 順便問下驗血): those are no blood seen.
  [
    new RegExp(
      '(?:尿|小便|大便|屎|嘔|吐)(?:(?![冇唔無沒驗順方])[^，。,.!?；]){0,5}血' +
        '|(?<![驗輸])血(?:(?![冇唔無沒])[^，。,.!?；]){0,3}(?:尿|小便|大便|屎)' +
        '|肛門(?:(?![冇唔無沒])[^，。,.!?；]){0,3}血',
    ),
    { bloodIn: true },
  ],
  [
    new RegExp(
      "(?:can'?t|cannot|couldn'?t|unable to|not able to|haven'?t (?:been able to|managed to)|" +
        "hasn'?t (?:been able to|managed to)|not managing to|failing to)" +
        String.raw`\s+(?:even\s+)?(?:keep|hold)\s+(?:any(?:thing)?\s+)?(?:${FLUIDS}|food|anything|it|much)?\s*down` +
        // The way carers and hurried patients put it: "not keeping anything down", "nothing
        // stays down", "even water comes straight back up", "sick after every drink".
        String.raw`|(?:not|isn'?t|aren'?t|wasn'?t|never)\s+(?:keeping|holding)\s+(?:any(?:thing)?\s+)?` +
        String.raw`(?:${FLUIDS}|food|anything|much)\s+down` +
        String.raw`|(?:nothing|no fluids?|no water|no food)\s+(?:is\s+|will\s+|wants? to\s+)?(?:stays?|staying|stay)\s+down` +
        String.raw`|(?:won'?t|doesn'?t|don'?t|will not|does not)\s+stay\s+down` +
        String.raw`|(?:everything|anything|all|even (?:the )?(?:water|drinks?|sips?))\s+` +
        String.raw`(?:(?:i|he|she|they)\s+(?:drinks?|eats?|has|have)\s+)?` +
        String.raw`(?:comes?|came|coming|goes|went|is coming)\s+(?:straight\s+|right\s+)?(?:back\s+)?up` +
        String.raw`|(?:throw(?:s|ing)?|brings?|bringing|brought|sick(?:s|ing)?)\s+(?:it\s+)?(?:up|back up)\s+` +
        String.raw`(?:any|every|all|what(?:ever)?)(?:thing)?\s+(?:i|he|she|they)\s+(?:drinks?|has)` +
        String.raw`|(?:sick|vomit(?:s|ing|ed)?|throw(?:s|ing)? up)\s+(?:again\s+)?(?:after|with)\s+(?:every|each|any)\s+(?:drink|sip|mouthful)`,
    ),
    { unableToKeepFluids: true },
  ],
  // Fluids kept down: "water staying down", "keeping fluids down ok", "no trouble keeping
  // water down" (the 'no' is part of the match, so it does not deny it).
  [
    new RegExp(
      String.raw`(?<![a-z])(?:no (?:trouble|problems?|issues?|difficulty)\s+)?` +
        String.raw`(?:keeping|kept|keeps|holding|held|(?:can|able to|managing to|manages to|managed to)\s+keep)\s+` +
        String.raw`(?:(?:the|some|most|a bit of|a little)\s+)?(?:${FLUIDS}|it)\s+down` +
        String.raw`|(?<![a-z])${FLUIDS}\s+(?:is\s+|are\s+)?(?:staying|stays|stay|stayed)\s+down`,
    ),
    { unableToKeepFluids: false },
  ],
  [
    /(?:飲|食).{0,4}(?:都|就|即刻|又)(?:嘔|吐)|留唔住|(?:好)?難留(?:得)?住|(?:即刻|又|都|就)(?:嘔|吐)(?:返|番)|(?:嘔|吐)(?:返|番)晒|飲唔落|飲唔到|飲(?:水|嘢)?都留唔到|(?:飲|食)乜(?:都|就)(?:嘔|吐)/,
    { unableToKeepFluids: true },
  ],
  // Still running: 仲流緊, 仲喺度流緊, but not of a runny nose, tears or sweat.
  [/仲(?:喺度)?流緊(?!鼻水|鼻涕|眼水|眼淚|汗|口水)/, { ongoing: true }],
  // Fluids kept down: 冇嘔返出嚟 ('did not bring it back up'), 留得住, 飲到水, 飲水冇問題.
  [
    /(?:冇|無|唔會|未)(?:再)?(?:嘔|吐)(?:返|番)(?:出嚟|出來)?|(?<!難|唔|冇辦法|無辦法)留得住|(?<!唔)飲(?:到|得落|得)(?:水|嘢|啲水)|飲水(?:都)?(?:冇問題|得|ok)/,
    { unableToKeepFluids: false },
  ],
  // 壓咗半個鐘都仲未止, answered 仲未止，紙巾仲有血: a bleed not stopped yet (not 咳仲未止, 鼻水仲未止)
  [/(?:^|[\s，,]|都|血)(?:仲未止|仲有緊|仍然有|仲係一滴滴|未停)(?!驚)/, { ongoing: true }],
  [/一滴滴咁(?:落|流|滴)/, { ongoing: true }],
];

export interface BodyLocation {
  /** The name recorded on the finding. */
  name: string;
  /** Pain in the chest is chest pain, which has its own red rule. */
  chest?: true;
  /** Pain here is another symptom: a sore mouth is mouth sores. */
  painIs?: SymptomKey;
}

const at = (name: string): BodyLocation => ({ name });

/** Where pain is felt; the recorded name is in the language the patient used. */
export const BODY_LOCATIONS: ReadonlyMap<string, BodyLocation> = phraseTable<BodyLocation>([
  [['head', 'forehead'], at('head')],
  [['stomach', 'tummy', 'belly', 'abdomen', 'abdominal'], at('stomach')],
  [['back', 'lower back', 'upper back'], at('back')],
  [['chest', 'breastbone', 'breast bone', 'sternum'], { name: 'chest', chest: true }],
  [['leg', 'legs'], at('legs')],
  [['arm', 'arms'], at('arms')],
  [['joint', 'joints'], at('joints')],
  [['neck'], at('neck')],
  [['mouth', 'tongue'], { name: 'mouth', painIs: 'mouth_sores' }],
  [['shoulder', 'shoulders'], at('shoulders')],
  [['throat'], at('throat')],
  [['bone', 'bones'], at('bones')],
  [['hip', 'hips'], at('hips')],
  [['knee', 'knees'], at('knees')],
  [['hand', 'hands'], at('hands')],
  [['foot', 'feet'], at('feet')],
  [['side'], at('side')],
  [['頭'], at('頭')],
  [['肚', '肚子', '腹', '胃'], at('肚')],
  [['背', '背脊'], at('背')],
  [['腰'], at('腰')],
  [['心口', '胸口', '胸'], { name: '胸口', chest: true }],
  [['腳'], at('腳')],
  [['手'], at('手')],
  [['關節'], at('關節')],
  [['頸'], at('頸')],
  [['喉嚨'], at('喉嚨')],
  [['骨', '骨頭'], at('骨')],
  [['膊頭'], at('膊頭')],
]);

/** Words with a body part in them that name no place: 幫到手 'of help', 手機 'phone'. */
export const NOT_LOCATIONS: ReadonlyMap<string, true> = phraseTable([
  [
    [
      '幫到手',
      '幫手',
      '到手',
      '手機',
      '手尾',
      '手續',
      '頭先',
      '開頭',
      '頭髮',
      'back then',
      'come back',
      'came back',
      'are back',
      'is back',
      'were back',
      'back again',
      // "mouth ulcers back since wed": come back, not the back
      'ulcers back',
      'ulcer back',
      'sores back',
      "it's back",
      'its back',
      'coming back',
      'back to normal',
      'back home',
      'get back',
      'side effect',
      'side effects',
    ],
    true,
  ],
]);

/** Where bleeding is minor and visible: a nosebleed, the gums, a cut. */
export const MINOR_BLEEDING_SITE =
  /(?<![a-z])(?:nose|nosebleed|gums?|cut|teeth|tooth|lip|skin|scratch|period|eyes?)(?![a-z])|鼻|牙|傷口|損咗|嘴唇|眼/;

/** Named times that answer "how long?"; numbers with units are read in measurements.ts. */
export const DURATION_PHRASES: ReadonlyMap<string, true> = phraseTable([
  [
    [
      'today',
      'since today',
      'this morning',
      'since this morning',
      'last night',
      'since last night',
      'yesterday',
      'since yesterday',
      'last week',
      'since last week',
      'a while',
      'for a while',
      'ages',
      'for ages',
      'a long time',
      '今日',
      '今朝',
      '琴晚',
      '尋晚',
      '昨晚',
      '琴日',
      '尋日',
      '昨天',
      '昨日',
      '前日',
      '上個禮拜',
      '上星期',
      '好耐',
      '成個禮拜',
      '一排',
    ],
    true,
  ],
]);
