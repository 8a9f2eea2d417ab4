// The words patients use for each symptom, in English and Traditional Chinese (written
// and Cantonese forms). This is the only place that maps words to symptom keys.
import type { LocalizedText, SymptomKey } from '../triage';
import type { FindingFlags } from './reading';
import { COLOUR_BLEEDING_PATTERNS } from './output-colours';
import { phraseTable } from './text-scan';

export interface SymptomWord {
  symptom: SymptomKey;
  /** Flags the phrase itself states: 'vomiting blood' is blood in vomit. */
  flags?: FindingFlags;
  /** The body location the phrase names: 'headache' is pain in the head. */
  location?: string;
  /** A topic word ('appetite', 'temperature'): a complaint unless said to be normal. */
  neutral?: boolean;
  /** The phrase itself says the topic is normal ('appetite back', 胃口返晒). */
  normal?: boolean;
  /** An 'other' symptom's name, shown to the doctor: 'swelling', 'redness'. */
  label?: LocalizedText;
}

const word = (symptom: SymptomKey, extra: Omit<SymptomWord, 'symptom'> = {}): SymptomWord => ({
  symptom,
  ...extra,
});

/**
 * null entries are phrases that contain a symptom word but are not a symptom ('blood
 * test', 止痛藥, 麻麻 'so-so', 頭先 'just now'); the longest-first search lets them
 * swallow the shorter word.
 */
export const SYMPTOM_PHRASES: ReadonlyMap<string, SymptomWord | null> =
  phraseTable<SymptomWord | null>([
    [
      [
        'blood test',
        'blood tests',
        'blood count',
        'blood counts',
        'blood pressure',
        // words of blood that tell of no bleeding: a diabetic's sugars, the clinic's bloods
        'blood sugar',
        'blood sugars',
        'blood glucose',
        'blood levels',
        'blood results',
        'blood work',
        'blood appointment',
        'blood thinner',
        'blood thinners',
        'bloods',
        '深呼吸',
        // confused about the paperwork, not in the mind
        'confused about my appointment',
        'confused about the appointment',
        'confused about her appointment',
        'confused about his appointment',
        'confused about her tablets',
        'confused about his tablets',
        'confused about my tablets',
        'confused about the tablets',
        'confused about my medication',
        'confused by the leaflet',
        'muddled with all the different tablets',
        'muddled with my tablets',
        'muddled with the tablets',
        'pain relief',
        'painkiller',
        'painkillers',
        'pain killers',
        'side effect',
        'side effects',
        'came back',
        'come back',
        'comes back',
        'back to normal',
        '驗血',
        '冇血色',
        '無血色',
        // an itchy throat is no skin problem
        '喉嚨痕',
        '喉嚨痕痕',
        '喉嚨痕痕哋',
        '喉嚨有啲痕',
        '喉痕',
        'itchy throat',
        'nose bunged up',
        'nose is bunged up',
        'nose is all bunged up',
        'bunged up nose',
        '冇大號問題',
        'throat is itchy',
        'throat itchy',
        '血壓',
        '止痛藥',
        // anti-sickness tablets, not vomiting
        '止嘔藥',
        '止嘔',
        // Paracetamol's brand name in Hong Kong, not a pain.
        '必理痛',
        '止痛',
        '麻麻',
        '頭先',
        '開頭',
        '頭暈',
        '唔痛唔癢',
        '麻煩',
        '麻將',
        '芝麻',
        '麻油',
        '出血筒',
        'blood transfusion',
        'transfusion',
        '輸血',
        'hot flushes',
        'hot flush',
        'hot flashes',
        'hot flash',
        '潮熱',
        '驗血報告',
        '瀉藥',
        'laxative',
        'laxatives',
        'stool softener',
        'stool softeners',
      ],
      null,
    ],
    [
      [
        'tired',
        'tiredness',
        'exhausted',
        'exhaustion',
        'fatigue',
        'fatigued',
        'tird',
        'tierd',
        'tiered',
        'exausted',
        'exhasted',
        'exhusted',
        'knackered',
        'wiped out',
        'no energy',
        'low energy',
        'lack of energy',
        'weak',
        'weakness',
        'worn out',
        'drained',
        '攰',
        '劫',
        '癐',
        '疲倦',
        '疲勞',
        '冇精神',
        '無精神',
        '乏力',
        '無力',
        '冇力',
        '冇晒力',
        '冇曬力',
        '無晒力',
        '累',
      ],
      word('fatigue'),
    ],
    [['energy', '精神'], word('fatigue', { neutral: true })],
    [
      [
        'more energy',
        'energy is back',
        "energy's back",
        'energy is better',
        'energy is good',
        'much brighter',
        '精神好咗',
        '精神好返',
        '精神好番',
        '精神好好',
        '精神幾好',
        '精神唔錯',
        '精神好多',
      ],
      word('fatigue', { neutral: true, normal: true }),
    ],
    [
      [
        'no appetite',
        'poor appetite',
        'lost my appetite',
        'loss of appetite',
        'lost appetite',
        'off my food',
        'not fancying food',
        'not fancying anything',
        "don't fancy food",
        'dont fancy food',
        "can't be bothered with food",
        'cant be botherd with food',
        "can't be botherd with food",
        'not eating',
        'not want to eat',
        "doesn't want to eat",
        "don't want to eat",
        'not wanting to eat',
        "won't eat",
        'not hungry',
        'not very hungry',
        'not really hungry',
        'eating less',
        'eating about half',
        'eating half',
        'barely eating',
        'hardly eating',
        'eating very little',
        'apetite',
        '食少咗',
        '冇乜食慾',
        '唔肚餓',
        '唔想食嘢',
        "can't eat",
        'cannot eat',
        "don't feel like eating",
        'dont feel like eating',
        '冇胃口',
        '無胃口',
        '胃口差',
        '胃口唔好',
        '冇乜胃口',
        '冇咩胃口',
        '食唔落',
        '唔想食',
        '食慾不振',
        '食慾差',
        '食得少',
      ],
      word('appetite_loss'),
    ],
    // The denial is part of these phrases: "I don't have much of an appetite" is appetite loss.
    [
      [
        "don't have much of an appetite",
        "don't have much appetite",
        "haven't got much of an appetite",
        "haven't got much appetite",
        "haven't much appetite",
        'not much of an appetite',
        'not much appetite',
        'little appetite',
        'appetite is poor',
        'appetite is down',
        'appetite has gone',
        "don't feel like food",
        'off food',
        '冇咩點食',
        '唔係好食得落',
        '食唔多',
      ],
      word('appetite_loss'),
    ],
    [['appetite', '胃口', '食慾'], word('appetite_loss', { neutral: true })],
    [
      [
        'appetite back',
        'appetite is back',
        "appetite's back",
        'appetite has come back',
        'appetite returned',
        'appetite is good',
        '胃口返晒',
        '胃口好返',
        '胃口返咗',
        '胃口好好',
      ],
      word('appetite_loss', { neutral: true, normal: true }),
    ],
    [
      [
        'nausea',
        'nauseous',
        'nauseated',
        'nauseus',
        'nausious',
        'nauseas',
        'nausia',
        'nauseaus',
        'queasy',
        'queezy',
        'sick to my stomach',
        'feel sick',
        'feeling sick',
        'felt sick',
        'feels sick',
        '作嘔',
        '想嘔',
        '好想嘔',
        '噁心',
        '嘔心',
        '惡心',
        '想吐',
        '作悶',
        '反胃',
        '作嘔作悶',
      ],
      word('nausea'),
    ],
    [
      [
        'vomit',
        'vomits',
        'vomited',
        'vomiting',
        'vommit',
        'vomitted',
        'vomitting',
        'puked',
        'puking',
        'threw up',
        'throw up',
        'throwing up',
        'thrown up',
        'been sick',
        'was sick',
        // Australian and Scottish: "chucked up three times", "been boaking"
        'chucked up',
        'chucking up',
        'chuck up',
        'spewed',
        'spewing',
        'boaked',
        'boaking',
        'been boaking',
        '嘔',
        '嘔吐',
        '嘔咗',
        '嘔過',
      ],
      word('vomiting'),
    ],
    [
      ['vomiting blood', 'vomited blood', 'blood in my vomit', 'blood in vomit', '嘔血'],
      word('vomiting', { flags: { bloodIn: true } }),
    ],
    [['cough', 'coughs', 'coughing', 'coughin', 'coughed', 'cougf', '咳', '咳嗽'], word('cough')],
    [
      [
        'pain',
        'pains',
        'painful',
        'hurt',
        'hurts',
        'hurting',
        'ache',
        'aches',
        'aching',
        'achy',
        'sore',
        'stiff',
        'stiffness',
        '痛',
        '疼',
        '疼痛',
      ],
      word('pain'),
    ],
    [['headache', 'headaches'], word('pain', { location: 'head' })],
    // 頭赤 is the common Hong Kong spelling of a headache.
    [['頭赤', '頭刺', '頭痛'], word('pain', { location: '頭' })],
    [
      [
        'stomach ache',
        'stomachache',
        'tummy ache',
        'bellyache',
        'belly ache',
        'crampy',
        'cramping',
        'tummy cramps',
        'stomach cramps',
      ],
      word('pain', { location: 'stomach' }),
    ],
    [['backache'], word('pain', { location: 'back' })],
    [
      [
        'fever',
        'feverish',
        'fevery',
        'a temperature',
        'high temperature',
        'running a temperature',
        'febrile',
        'pyrexial',
        'feel hot',
        'feeling hot',
        'felt hot',
        'feels hot',
        'hot to touch',
        'hot to the touch',
        'hot and clammy',
        'hot and sweaty',
        'boiling hot',
        'feel feverish',
        'burning up',
        'hot and cold',
        '發燒',
        '發熱',
        '高燒',
        '有啲熱',
        '有少少熱',
        '少少熱',
        '覺得熱',
        '好似熱',
        '身熱',
        '身體熱',
        '熱熱哋',
        // 身㷫 'feverish', 頭暈身㷫
        '身㷫',
        // 成個人滾熱 'burning hot all over'
        '滾熱',
        '熱辣辣',
        '㷫㷫哋',
        '發燒燒',
      ],
      word('fever'),
    ],
    // Feeling cold is a topic for the thermometer too: a low temperature on treatment is red.
    [
      [
        'temperature',
        'temp',
        'thermometer',
        'feel cold',
        'feeling cold',
        'freezing',
        'warm',
        'feel warm',
        'feeling warm',
        'bit warm',
        'a bit warm',
        'hot',
        'a bit hot',
        '體溫',
        '熱度',
        '探熱針',
        '探熱',
        '好凍',
        '覺得凍',
        '手腳冰',
        '凍冰冰',
      ],
      word('fever', { neutral: true }),
    ],
    [
      [
        'shivering',
        'shivers',
        'shivery',
        'shaking',
        'rigors',
        'rigoring',
        'teeth chattering',
        'teeth were chattering',
        'teeth are chattering',
        'chills',
        '發冷',
        '牙骹打震',
        '打冷震',
        '冷震',
        '忽冷忽熱',
        // 凍到震 'so cold I shake': shivering, not a cold room (好凍 stays neutral)
        '凍到震',
        '凍到打震',
        '凍到成身震',
        '冷到震',
        '凍到騰騰震',
      ],
      word('fever', { flags: { rigors: true } }),
    ],
    [
      [
        'chest pain',
        'chest pains',
        'chest hurts',
        'chest is hurting',
        'chest tightness',
        'tight chest',
        'chest feels tight',
        'tightness in my chest',
        'tightness in her chest',
        'tightness in his chest',
        'tightness in chest',
        'tight feeling in my chest',
        'squeezing feeling in my chest',
        'tight band across my chest',
        'tight band across his chest',
        'tight band across her chest',
        'tight band across the chest',
        'tight band across chest',
        '心口痛',
        '心口好翳',
        '胸口好翳',
        '捽住個心口',
        '胸口痛',
        '胸痛',
        '心口翳',
        '胸口翳',
        '心口悶',
        '胸悶',
      ],
      word('chest_pain'),
    ],
    [
      [
        'short of breath',
        'shortness of breath',
        'breathless',
        'breathlessness',
        'dyspnoeic',
        'dyspnoea',
        'dyspnea',
        'out of breath',
        "can't breathe",
        'cannot breathe',
        'hard to breathe',
        'difficulty breathing',
        'trouble breathing',
        'struggling to breathe',
        'gasping',
        'gasping for air',
        'gasping for breath',
        'panting',
        'wheezy',
        'wheezing',
        '呼吸困難',
        '氣促',
        '喘',
        '氣喘',
        '透唔到氣',
        '透唔過氣',
        '唞唔到氣',
        '抖唔到氣',
        'sob',
        'soboe',
        'puffed',
        'puffed out',
        'puffing',
        'out of puff',
        'short of puff',
        'winded',
        "can't catch my breath",
        'cannot catch my breath',
        "can't get my breath",
        "can't catch her breath",
        "can't catch his breath",
        'catch my breath',
        'get my breath back',
        'get her breath back',
        'get his breath back',
        'to get my breath',
        'stop for breath',
        'stops for breath',
        'stopping for breath',
        'struggling for breath',
        'struggling to get a breath',
        'struggling for a breath',
        "can't get a breath",
        'cannot get a breath',
        'get a breath in',
        'breathing is hard',
        'breathing is difficult',
        '上氣唔接下氣',
        '唞唔切氣',
        '透唔切氣',
        '喘唔到氣',
        '停低唞氣',
        '要唞氣',
      ],
      word('shortness_of_breath'),
    ],
    // Breathless while talking is breathless at rest: talking is no exertion.
    [
      [
        "can't finish a sentence",
        'cannot finish a sentence',
        'using accessory muscles',
        "can't finish my sentences",
        "can't finish sentences",
        "can't finish her sentences",
        "can't finish his sentences",
        "can't talk in full sentences",
        "can't get a sentence out",
        'breathless talking',
        'breathless when talking',
        '講嘢都喘',
        '講唔到成句',
        '講一句都喘',
        '喘到講唔到嘢',
        'breathless 到講唔到嘢',
        '講唔晒一句',
        '講兩句就喘',
      ],
      word('shortness_of_breath', { flags: { atRest: true } }),
    ],
    [['breathing', '呼吸'], word('shortness_of_breath', { neutral: true })],
    [['bed sores', 'bed sore', 'pressure sores', 'pressure sore'], word('skin')],
    [
      [
        'bleeding',
        'haemoptysis',
        'hemoptysis',
        'pv loss',
        'pv bleed',
        'pv bleeding',
        'bloodstained',
        'blood-stained',
        'bleed',
        'bleeds',
        'bled',
        'blood',
        'nosebleed',
        'epistaxis',
        'nose bleed',
        'bleeding gums',
        '流血',
        '出血',
        '流鼻血',
        '鼻血',
        '血絲',
        '有血',
        '牙肉出血',
        '牙肉流血',
        '牙血',
        '流牙血',
        '牙齦出血',
      ],
      word('bleeding'),
    ],
    [
      [
        'blood in my stool',
        'blood in my stools',
        'blood in stool',
        'blood in stools',
        'blood in my poo',
        'bloody stool',
        'bloody stools',
        'blood in my urine',
        'blood in urine',
        'blood in my pee',
        'blood when i pee',
        '便血',
        '血便',
        '屙血',
        '大便有血',
        '小便有血',
        '尿血',
        // the clinical words a nurse relative writes
        'melaena',
        'melena',
        'haematemesis',
        'hematemesis',
        'haematuria',
        'hematuria',
      ],
      word('bleeding', { flags: { bloodIn: true } }),
    ],
    [
      [
        'confused',

        'confusion',
        'drowsy',
        'drowsiness',
        'disorientated',
        'disoriented',
        'a fit',
        'fits',
        'had a fit',
        'seizure',
        'seizures',
        '混亂',
        '叫唔醒',
        '叫極都唔醒',
        '昏迷',
        '暈咗',
        '昏咗',
        '神志不清',
        '神智不清',
        '抽筋',
        '迷糊',
        '昏昏沉沉',
        '認唔到人',
        '唔認得人',
        '唔認得我',
        '認唔出人',
        '認唔出我',
        '講嘢亂',
        '亂講嘢',
        '胡言亂語',
        '神志唔清',
        '糊里糊塗',
        '糊塗',
        'confuzed',
        "doesn't recognise me",
        "didn't recognise me",
        "doesn't recognize me",
        "didn't recognize me",
        'talking nonsense',
        // a helper's English: "now she talk nonsense, she not know me"
        'talk nonsense',
        'talks nonsense',
        'talked nonsense',
        'not know me',
        "doesn't know me",
        "didn't know me",
        'not recognise me',
        'not recognize me',
        'muddled',
        'muddle',
        'confuzzled',
        'not making sense',
        "isn't making sense",
        "doesn't know what day it is",
        "didn't know what day it was",
        'talking rubbish',
        'talking gibberish',
        'talking to people who are not there',
        "talking to people who aren't there",
        'seeing things',
        'hallucinating',
        "doesn't know what year it is",
        'asking what year it is',
        'asks what year it is',
        'got the days mixed up',
        'mixed up the days and nights',
        'days and nights mixed up',
        "doesn't know where she is",
        "doesn't know where he is",
        'hard to wake',
        'difficult to wake',
        "can't wake",
        'cannot wake',
        "won't wake",
        'hard to rouse',
        'nodding off mid sentence',
        'kept nodding off while we were talking',
        'keeps nodding off while',
        'nodding off while we were talking',
        'nodding off while talking',
        'dozing off mid sentence',
        '叫錯我個名',
        '叫錯名',
        'very drowsy',
        '唔係好醒',
        '叫唔醒佢',
        '好難叫醒',
        '好難叫得醒',
        '神智混亂',
        '神志混亂',
      ],
      word('confusion'),
    ],
    [
      [
        'diarrhoea',
        'diarrhea',
        'diarhea',
        'diarrea',
        'diarreah',
        'diarhoea',
        'loose stools',
        'loose stool',
        'loose ones',
        'loose motions',
        'runny ones',
        'runny stools',
        'watery stools',
        'the runs',
        'runny tummy',
        'runny tum',
        'loose bowels',
        'loose bowel movements',
        'loose bowel movement',
        'loose poos',
        'loose poo',
        'watery bowel movements',
        'the trots',
        'watery poo',
        'runny poo',
        'upset tummy',
        'tummy upset',
        '肚瀉',
        '肚屙',
        '屙肚',
        '腹瀉',
        '瀉',
        '屙水',
      ],
      word('diarrhoea'),
    ],
    // Bare 屙 ('to pass stool', also written 痾) is a topic word: 屙咗八次 is diarrhoea,
    // 屙咗一次，正常 is not. 屙尿 is passing urine.
    [['屙', '屙咗'], word('diarrhoea', { neutral: true })],
    // "waterworks fine" says they are normal; "trouble with my waterworks" is the complaint
    [['屙尿', '去屙尿', 'waterworks'], word('urinary', { neutral: true })],
    [
      [
        'constipated',
        'constipation',
        '冇屙過',
        '未屙過',
        '冇去大便',
        '冇大過便',
        "can't poo",
        "haven't pooed",
        "haven't opened my bowels",
        '便秘',
        '屙唔出',
        '大便唔出',
        '冇大便',
        '冇大號',
        '冇去大號',
        '未去大號',
        '大號唔出',
      ],
      word('constipation'),
    ],
    [
      [
        'mouth sores',
        'mouth sore',
        'mouth ulcers',
        'mouth ulcer',
        'ulcers',
        'ulcer',
        'sore mouth',
        'sores',
        'mouth is sore',
        'mouth is so sore',
        'mouth is really sore',
        'mouth is very sore',
        'mouth is full of sores',
        '口腔潰瘍',
        '生痱滋',
        '痱滋',
        '爛口',
        '口瘡',
        '生口瘡',
      ],
      word('mouth_sores'),
    ],
    [
      [
        'rash',
        'rashes',
        'itchy',
        'itchy skin',
        'itching',
        'itch',
        'dry skin',
        'peeling skin',
        'skin peeling',
        '皮疹',
        '出疹',
        '紅疹',
        '疹',
        '痕',
        '起疹',
        '出紅點',
        '皮膚痕',
        '皮膚乾',
        '甩皮',
        'hand-foot',
        'hand foot',
        'hand and foot syndrome',
        'hand-foot syndrome',
        'palms and soles',
        'blister',
        'blisters',
        'blistering',
        'radiation burn',
        'radiotherapy burn',
        'skin reaction',
        'skin is red',
        'skin is sore',
        '手掌腳板',
        '手足綜合症',
        '起水泡',
        '水泡',
        '脫皮',
        '皮膚紅',
        '皮膚好紅',
        '電療嗰度',
        '照嗰度',
      ],
      word('skin'),
    ],
    [['skin', '皮膚'], word('skin', { neutral: true })],
    [
      [
        'pain when peeing',
        'pain when i pee',
        'hurts when i pee',
        'burns when i pee',
        'burning when i pee',
        'stings when i pee',
        'painful urination',
        'peeing a lot',
        'passing urine often',
        'need to wee',
        'needing to wee',
        'need to pee',
        'needing to pee',
        'keep weeing',
        'keep peeing',
        'weeing a lot',
        'urinating a lot',
        'frequent urination',
        'burning urine',
        'cystitis',
        '小便痛',
        '尿頻',
        '小便多',
        '成日去廁所',
        '去廁所好密',
        '屙尿好密',
        '尿道炎',
        '小便刺痛',
        '尿急',
        '小便赤痛',
        '小便好密',
        '屙尿痛',
      ],
      word('urinary'),
    ],
    [
      [
        'numb',
        'numbness',
        'tingling',
        'tingly',
        'pins and needles',
        '麻痺',
        '麻麻痺痺',
        '手腳麻',
        '麻',
        '痹',
        '漲麻',
        '痺',
        '手腳痺',
        '腳痺',
        '手痺',
        '麻痹',
      ],
      word('numbness_tingling'),
    ],
    [
      [
        'blurry vision',
        'blurred vision',
        'blurry',
        'eye pain',
        'sore eyes',
        'sore eye',
        'eyes hurt',
        '視力模糊',
        '眼痛',
        '睇嘢矇',
        '眼矇',
        '眼朦',
        '矇',
        '朦',
        '睇唔清',
        '睇嘢唔清',
        '睇嘢唔清楚',
        '眼乾',
        '眼紅',
        '眼痕',
      ],
      word('eye_problems'),
    ],
    [['vision', 'eyesight', 'eyes', '眼睛'], word('eye_problems', { neutral: true })],
  ]);

/**
 * Symptoms said in more ways than a phrase list can hold: passing urine and pain with
 * words between them (小便嗰陣會痛, "it burns when I pee"), the eyes and how they feel
 * (對眼又矇). Read before the phrases; a phrase inside a pattern is not read again.
 */
/** Patterns of symptom words; null: words that hold a symptom word but tell of none. */
export const SYMPTOM_PATTERNS: ReadonlyArray<readonly [RegExp, SymptomWord | null]> = [
  // confused about the time or the dates of something booked: the paperwork, not the mind
  // ("confused about the time of her blood test"; not "confused about the time of day")
  [
    new RegExp(
      String.raw`(?<![a-z])(?:confused|muddled|mixed up) (?:about|over|by) (?:the |which )?(?:times?|dates?|days?)` +
        String.raw` (?:of|for|on|is) (?:my|her|his|their|the|next)(?: [\w-]+){0,2}? (?:appointments?|scans?|tests?|chemo|infusions?|` +
        String.raw`cycles?|treatments?|letters?|clinic|bloods|visits?|injections?|radiotherapy|app)(?![a-z])` +
        String.raw`|(?<![a-z])(?:confused|muddled) (?:about|over) (?:the )?(?:time change|dates on)`,
    ),
    null,
  ],
  [/唔知(?:今日|而家|自己)?(?:係)?(?:星期幾|禮拜幾|幾號|喺邊|身喺何處)/, word('confusion')],
  [/叫(?:極|咗幾次|佢)?都?(?:唔|冇)(?:係好|太)?醒/, word('confusion')],
  // "No BM for 4 days": the 'no' is the complaint, not a denial of it.
  [
    /(?<![a-z])(?:no|(?:haven'?t|hasn'?t|not) (?:had|managed|done) an?) (?:bowel movements?|poos?|bowel motions?|number twos?) (?:for|in) /,
    word('constipation'),
  ],
  // "a bit bunged up": of the bowels, not of a nose, a chest or a cold.
  [
    new RegExp(
      String.raw`(?<![a-z])(?<!(?:nose|chest|head|sinuses|ears?|throat)\s+(?:is\s+|are\s+|feels?\s+|all\s+|a bit\s+)*)` +
        String.raw`bunged[ -]up(?![a-z])(?![^.,;]{0,30}(?:breathe|phlegm|mucus|cold|snot|catarrh|nose|chest|sinus|ears?|throat))`,
    ),
    word('constipation'),
  ],
  // "palms of my hands gone red n peeling" (hand-foot syndrome): the skin, said by its place.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:palms?|soles?|hands?|feet|fingers?|fingertips)(?![a-z])[^,.;!?]{0,20}` +
        String.raw`(?<![a-z])(?:peeling|peel|peeled|cracked|cracking|blistered|blisters|flaking)(?![a-z])` +
        '|(?:手掌|腳板|腳底|手指)[^，。,.!?；]{0,4}(?:甩皮|脫皮|爆拆|起水泡|紅腫)',
    ),
    word('skin'),
  ],
  // "my back's been giving me gyp": the British idiom for a pain.
  [/(?<![a-z])(?:giving|gives|give|gave)\s+(?:me|her|him)\s+(?:gyp|jip)(?![a-z])/, word('pain')],
  // "she not go toilet for big one 5 days" (a helper's English): no bowel movement.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:not|no|never|haven'?t|hasn'?t|didn'?t|cannot|can'?t)\s+(?:go|went|gone|been)\s+` +
        String.raw`(?:to\s+)?(?:the\s+)?(?:toilet|loo)\s+(?:for\s+)?(?:(?:a|the)\s+)?(?:big one|number two|poo|big job)`,
    ),
    word('constipation'),
  ],
  // A nurse's "BO x6 today, watery, normally once a day": bowels opened more often than usual.
  [
    /(?<![a-z])(?:bowels? opened|bowel movements?)\s+\d+\s+times(?=[^.;]{0,60}(?<![a-z])(?:watery|loose|runny|normally|usually)(?![a-z]))/,
    word('diarrhoea'),
  ],
  // "mum hasn't opened her bowels for 4 days": the denial is the complaint.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:hasn'?t|haven'?t|hadn'?t|not|didn'?t)\s+(?:opened|open|moved|been able to open)\s+` +
        String.raw`(?:my|her|his|their|the)\s+bowels?(?![a-z])|(?<![a-z])bowels? not opened(?![a-z])`,
    ),
    word('constipation'),
  ],
  // 好亂 of a person (我阿媽今日好亂), not of a place (屋企好亂).
  [
    /(?:佢|媽|爸|咪|哋|老公|老婆|太太|先生|公公|婆婆|爺爺|嫲嫲|個人|個腦|講嘢)(?:今日|琴晚|而家|成日|突然)?(?:好|有啲|有少少|變得)?(?:亂|混亂)(?:晒|嗮)?/,
    word('confusion'),
  ],
  [
    /講(?:一句|句|嘢)[^，。,.!?；]{0,6}(?:喘|唞氣|停低)/,
    word('shortness_of_breath', { flags: { atRest: true } }),
  ],
  [/(?:口|嘴|脷)(?:腔|入面)?(?:有)?(?:少少|啲|粒|個)?損/, word('mouth_sores')],
  [
    /(?:小便|屙尿|排尿|去小便|去廁所)[^，。,.!?；]{0,6}(?:痛|刺|熱|灼|赤|辣|頻|密|辛苦|難受|唔舒服)/,
    word('urinary'),
  ],
  [
    /(?:透氣|呼吸|唞氣|抖氣)[^，。,.!?；]{0,2}(?:唔(?:係好|係幾|太|多)?順|困難|辛苦|唔到|好急)/,
    word('shortness_of_breath'),
  ],
  // 透唔到大氣 'can't get a full breath', 抖得好急 'breathing fast'
  [
    /透唔(?:到|切)(?:大)?氣|(?:抖|唞|透)(?:氣)?得(?:好|勁|非常)?(?:急|辛苦)/,
    word('shortness_of_breath'),
  ],
  // 叫佢佢都唔多應 'barely answers when called', 講嘢含含糊糊, 唔知自己講緊乜: drowsy, confused (not
  // 眼都擘唔開 alone, the everyday 'so tired I can't keep my eyes open')
  [
    /叫(?:佢|極|咗幾次)?(?:佢)?都?唔(?:多|太|係幾)?應(?!該|承)|講嘢含(?:含)?糊(?:糊)?|唔知(?:自己)?講緊(?:乜|咩)/,
    word('confusion'),
  ],
  // a helper's "go toilet many times, very watery": loose stools
  [
    new RegExp(
      String.raw`(?<![a-z])(?:go|goes|went|going|gone)\s+(?:to\s+)?(?:the\s+)?toilet(?![a-z])[^.;!?]{0,40}(?<![a-z])` +
        // not watery eyes or a runny nose
        String.raw`(?<!(?:eyes?|nose)\s+(?:(?:is|are|a bit|very|so)\s+)*)(?:watery|runny|loose)(?![a-z])(?!\s+(?:eyes?|nose))`,
    ),
    word('diarrhoea'),
  ],
  [
    /(?:\d+|[一二兩三四五六七八九十]+|幾)\s*(?:日|天)\s*(?:都)?(?:冇|未|唔)(?:屙|大便|去大便|大過便|去大號|大號)/,
    word('constipation'),
  ],
  [/牙肉[^，。,.!?；]{0,3}(?:有血|出血|流血)/, word('bleeding')],
  // 啲大便稀到好似水咁, 屎好稀: loose stools
  [/(?:大便|屎)(?:好|有啲|勁|成日)?稀/, word('diarrhoea')],
  // 由星期日到而家都冇屙屎，五日喇: no stool for days
  [
    /(?:冇|未)(?:屙過?屎|屙過?|大過便|去大號)[^。！？]{0,8}?(?:\d+|[一二兩三四五六七八九十]+|幾)\s*(?:日|天)/,
    word('constipation'),
  ],
  // 心口好似俾人揸實咗咁, 心口好似箍住: chest pain said as a grip
  [/(?:心口|胸口)[^，。,.!?；]{0,6}(?:揸實|揸住|箍實|箍住|捽實)/, word('chest_pain')],
  // 佢叫我做「阿強」，阿強係佢細佬嚟㗎: a son called by her brother's name
  [
    /叫(?:我|佢)做[「"『]?[^，。」"』]{1,4}[」"』]?[，,]?\s*[^，。]{0,5}係佢(?:嘅)?(?:細佬|阿哥|哥哥|家姐|姐姐|妹妹|細妹|老公|老婆|阿爸|爸爸|阿媽|媽媽|老豆|老母)/,
    word('confusion'),
  ],
  // "the wound from my bowel op has gone angry red", 傷口紅腫: a possible wound infection, a
  // finding of its own (a wound soaked with red is bleeding: output-colours.ts)
  [
    new RegExp(
      String.raw`(?<![a-z])(?:wound|scar|incision|stitches|op site|surgical site)(?![a-z])` +
        String.raw`(?:\s+(?:from|on|of)\s+(?:my|his|her|the)\s+(?:[a-z]+\s+){0,2}?(?:op|operation|surgery))?` +
        String.raw`(?:['’]s|\s+(?:is|looks|has|have|was))?\s+(?:gone\s+|got\s+|getting\s+|become\s+|turned\s+)?` +
        String.raw`(?:a bit\s+|very\s+|really\s+|quite\s+|all\s+)?` +
        String.raw`(?:angry|red|inflamed|hot|swollen|weepy|infected|pus\w*|oozing (?:pus|yellow|green))(?![a-z])` +
        String.raw`|(?<![a-z])(?:pus|gunk|discharge)\s+(?:is\s+)?(?:coming|oozing|leaking)\s+(?:out\s+)?(?:of|from)\s+` +
        String.raw`(?:my|his|her|the)\s+(?:wound|scar|incision|stitches)(?![a-z])` +
        '|(?:傷口|疤痕)(?:有啲|好|開始)?(?:紅腫|發炎|流膿|有膿|化膿|發紅)',
    ),
    word('other', {
      label: { en: 'Redness or discharge at the wound', 'zh-HK': '傷口紅腫或有分泌' },
    }),
  ],
  // 佢成日叫我做佢阿妹個名 'keeps calling me by her sister's name': confusion (not 護士叫我阿媽個名,
  // a name called out at the clinic)
  [
    /(?:成日|又|一直|經常|不停|總係|叫錯)[^，。,.!?；]{0,3}叫(?:錯)?我(?:做)?佢(?:嘅)?(?:阿妹|細妹|妹妹|家姐|姐姐|細佬|阿哥|哥哥|老公|老婆|阿媽|媽媽|阿爸|爸爸|個仔|個女)(?:個|嘅)?名/,
    word('confusion'),
  ],
  // seeing people or things that are not there, said as it goes on now (not a dream, a video or
  // a visit): 見到有個細路企喺床尾，但係間房冇人; "she sees a child at the foot of the bed but
  // nobody's there", "keeps seeing cats on the ceiling"
  [
    new RegExp(
      '(?<!夢|發夢|夢中)見到(?:有)?(?:個|啲|一個|好多)?(?:人|細路|小朋友|男人|女人|蟲|貓|狗|老鼠)' +
        '(?:(?!灰塵|噴|殺蟲|發夢|夢|醫生|其實係)[^。！？]){0,14}[，,]\\s*(?:但係|其實)?\\s*(?:間房|嗰度|度|根本)*' +
        '(?:冇人|冇蟲|冇貓|冇狗|冇嘢|乜都冇)(?:㗎|喎|嘅|架|嘎)?(?:[，。！？,.!?]|$)' +
        String.raw`|(?<![a-z])(?:sees|is seeing|keeps? seeing|keep on seeing|been seeing|seeing)\s+(?:a |an |some |the |little |tiny )*` +
        String.raw`(?:child|children|kids?|man|men|woman|women|people|persons?|cats?|dogs?|insects|bugs|spiders|animals|things|faces)(?![a-z])` +
        String.raw`(?:(?!\b(?:video|screen|picture|photo|tv|dream\w*|fan|beam)\b)[^.;!?]){0,40}` +
        String.raw`(?:(?:that|who) (?:isn'?t|aren'?t) (?:really )?there|(?:but )?(?:nobody|no one|nothing)(?:'s| is)? (?:really )?there)(?![a-z])(?! for)` +
        String.raw`|(?<![a-z])(?:keeps?|keep on|been|is|she's|he's) seeing (?:\w+ ){0,2}(?:cats?|dogs?|spiders|insects|bugs|people|children|faces)` +
        String.raw` (?:on|in|crawling on|walking on) the (?:ceiling|walls?)(?![a-z])(?! (?:fan|beam|video|picture))`,
    ),
    word('confusion'),
  ],
  // a surgical drain filling with bright red: bleeding, heavy
  [
    /(?<![a-z])drain(?: bottle)?[^.;!?]{0,60}(?:filling up with|full of|half full of)\s+(?:bright red|fresh red|red|blood)/,
    word('bleeding', { flags: { heavy: true } }),
  ],
  // blood told by its colour in phlegm, a wound or a drain
  ...COLOUR_BLEEDING_PATTERNS,
  // code-switched: 今日 loose 咗六次 'loose six times today'
  // (not a plaster, a line or a tooth come loose: 條線 loose 咗)
  [
    /(?<!(?:plaster|line|port|tube|dressing|picc|線|管|牙|褲|膠布|貼|port)[^，。,.]{0,3})(?<![a-z])loose\s*(?:咗|左|晒|屎)/,
    word('diarrhoea'),
  ],
  // "bowels a bit loose", "stools have been runny": loose stools said the other way round.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:bowels?|stools?|poos?|motions?)\s+` +
        String.raw`(?:are\s+|is\s+|have been\s+|has been\s+|been\s+|gone\s+|going\s+|getting\s+|got\s+)?` +
        String.raw`(?:a bit\s+|bit\s+|very\s+|quite\s+|really\s+|a little\s+|slightly\s+|a touch\s+)?` +
        String.raw`(?:loose|looser|runny|runnier|watery|softer and more often)(?![a-z])`,
    ),
    word('diarrhoea'),
  ],
  // 要叫好多次先醒 'has to be called many times to wake': drowsiness, unless it is an alarm clock.
  [
    /(?<!鬧鐘(?:要)?|鬧鐘都要|個鬧鐘要?)(?:要)?叫(?:好多|幾|成幾)次(?:佢)?先(?:叫)?醒/,
    word('confusion'),
  ],
  // Stopping mid-sentence for breath is breathlessness ("have to stop halfway through a
  // sentence"), even when the patient would not call it that.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:stop|stops|stopping|pause|pauses|pausing)\s+(?:halfway\s+|half way\s+|part way\s+)?(?:through|in the middle of|mid)` +
        String.raw`[\s-]+(?:a\s+|my\s+|her\s+|his\s+)?sentences?(?![a-z])`,
    ),
    word('shortness_of_breath'),
  ],
  // "my back's killing me", "the hip's grumbling again", "it catches me in the chest".
  [
    new RegExp(
      String.raw`(?<=(?:back|head|hips?|knees?|legs?|stomach|tummy|neck|shoulder|side|foot|feet|arm|joints?|chest)` +
        String.raw`(?:'s|\s+is|\s+are|'s been|\s+has been|\s+have been)\s)killing\s+(?:me|her|him)(?![a-z])` +
        // "my left hip's been giving me bother on and off"
        String.raw`|(?<=(?:hip|back|knee|shoulder|leg|joint|neck|side)s?(?:'s|\s+is|\s+has)?(?:\s+been)?\s)` +
        String.raw`giving\s+(?:me|her|him)\s+(?:bother|gyp|jip|trouble|hassle|grief)(?![a-z])` +
        String.raw`|(?<=(?:hip|back|knee|shoulder|leg|joint|neck)s?(?:'s|\s+is|\s+are|\s+has been|\s+been)?\s)grumbling(?![a-z])` +
        String.raw`|(?<![a-z])(?:catches|catching|grabs|stabs)\s+(?:me|her|him)(?=\s+(?:in|right|when|on|at|under|across))`,
    ),
    word('pain'),
  ],
  // Swelling and a red patch name no symptom of the rulebook's list: kept as 'other', in
  // words the doctor reads, and asked about on its own scale.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:swollen|puffy|puffed up|swelling)\s+(?:ankles?|feet|foot|legs?|hands?|arms?|face|tummy|belly)(?![a-z])` +
        String.raw`|(?<![a-z])(?:ankles?|feet|legs?|hands?|arms?|face)\s+(?:are|is|have been|has been|look|looks|got)?\s*(?:very\s+` +
        String.raw`|really\s+|a bit\s+|quite\s+)?(?:swollen|puffy|puffed up)` +
        String.raw`(?![a-z])` +
        String.raw`|(?:腳|腳眼|腳踭|手|塊面|面)(?:好|有啲|有少少)?(?:腫|水腫)`,
    ),
    word('other', { label: { en: 'Swelling', 'zh-HK': '腫' } }),
  ],
  [
    new RegExp(
      String.raw`(?<![a-z])(?:port|picc|line|cannula|drip site|injection site)` +
        String.raw`(?:\s+site)?\s+(?:is\s+|looks\s+|has gone\s+|gone\s+)?(?:a bit\s+` +
        String.raw`|very\s+|really\s+)?(?:red|inflamed|hot|swollen|weepy|oozing)` +
        String.raw`(?![a-z])` +
        String.raw`|(?:port|picc|導管|針口|打針位)\s*(?:嗰度|位|度|嗰個位)?(?:有啲|有少少|好)?(?:紅|腫|熱|流膿|有膿)`,
    ),
    word('other', {
      label: { en: 'Redness or swelling at the port or line', 'zh-HK': '導管位置紅腫' },
    }),
  ],
  // 屙咗血, 痾咗好多血, 屙咗啲血出嚟, 琴日屙過血: blood passed with the stool.
  [
    /(?:屙|大便)(?:咗|出|到|過)?(?:啲|少少|小小|好多|一啲|d)?血(?![液小清壓糖球])/,
    word('bleeding', { flags: { bloodIn: true } }),
  ],
  // 出咗少少血, 流咗啲血: a word of amount between 出/流 and 血.
  [
    /(?:(?:出|流)(?:咗|左|了)(?:少少|小小|啲|d|一啲|一點|好多|好多啲)?|(?:出|流)(?:少少|小小|啲|好多))血(?![液小清壓糖球])/,
    word('bleeding'),
  ],
  [
    new RegExp(
      String.raw`(?<![a-z])(?:pee|peeing|wee|weeing|urinat\w*|pass(?:ing)? (?:water|urine))(?![a-z])[^,.;!?]{0,20}` +
        '(?<![a-z])(?:hurts?|burns?|burning|stings?|stinging|painful|sore)(?![a-z])',
    ),
    word('urinary'),
  ],
  [
    new RegExp(
      String.raw`(?<![a-z])(?:hurts?|burns?|burning|stings?|stinging|painful|sore)(?![a-z])[^,.;!?]{0,12}` +
        String.raw`(?<![a-z])(?:when|to|while|as) i (?:pee|wee|urinate|pass (?:water|urine))(?![a-z])`,
    ),
    word('urinary'),
  ],
  [/眼[^，。,.!?；]{0,3}(?:矇|朦|痛|乾|紅|痕|刺)/, word('eye_problems')],
  [
    /(?<![a-z])sick(?=\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|once|twice|several|a few|a couple of|many)(?![a-z]))/,
    word('vomiting'),
  ],
  [/(?:口|嘴|脷)[^，。,.!?；]{0,4}(?:痱滋|潰瘍|爛)/, word('mouth_sores')],
  // 口好痛, 嘴好痛, 脷痛: the mouth or tongue right before the pain, so that 口乾又胸口好痛 stays
  // chest pain; 口 that is no mouth (傷口 a wound, 造口 a stoma, 心口 the chest) is left out.
  [
    /(?<![心胸傷造門路街窗入出開道忽刀針])(?:口|嘴|脷|舌頭)(?:腔|入面|度|嗰度|仔)?(?:好|勁|有啲|有少少|少少|非常|十分|極)?(?:痛|刺痛)/,
    word('mouth_sores'),
  ],
  // "chest feels heavy", "my chest's that tight the day", "clutching his chest", "that tight heavy
  // feeling in my chest", "a weight on my chest" (not "with phlegm", not "when he coughs"; not
  // asked about, "nurse asked if there was any pressure on my chest"; not "from the new bra")
  [
    new RegExp(
      String.raw`(?<!(?:asked|asks|asking)(?: me)? (?:if|whether|about)[^.;!?]{0,40})(?<![a-z])` +
        String.raw`(?:chest(?:'s| is| feels| was| has been)\s+(?:(?:that|so|really|very|awfy|awful|quite|a bit|all)\s+)?` +
        String.raw`(?:tight|heavy|crushed|squeezed)|(?:clutching|holding) (?:his|her|my) chest|` +
        String.raw`(?:tight|heavy|tightness|heaviness|pressure|squeezing|crushing|weight)(?:\s+(?:and|heavy|tight|squeezing|crushing))*` +
        String.raw`\s+(?:(?:feeling|sensation)\s+)?(?:in|on|across|around|over)\s+(?:my|his|her|the|your)\s+chest)` +
        String.raw`(?![^.;!?]{0,30}(?:phlegm|mucus|cough\w*|laugh\w*|colds?|chesty)(?![a-z]))` +
        String.raw`(?![^.;!?]{0,20}\?)(?!\s*(?:from|after|at|around) (?:the|my|a) (?:\w+ )?` +
        String.raw`(?:bra|garment|strap|seat ?belt|belt|bag|baby|binder|drain|dressing|wound|scar|port)(?![a-z]))`,
    ),
    word('chest_pain'),
  ],
  // code-switched: 阿媽話 chest 好 tight, chest 有啲 heavy, 個 chest 好痛 (not chest x-ray, 胸肺科)
  [
    /(?<![a-z])chest\s*(?:好|有啲|有少少|少少|勁|成日|又|都)?\s*(?:tight|heavy|痛|翳|緊|悶|pain)/,
    word('chest_pain'),
  ],
  // "can't get to the end of a sentence without stopping for breath", "can't walk to the door
  // without stopping for breath": breathless, the 'without' part of the words, no denial (not "I
  // can walk up the stairs without stopping for breath")
  [
    new RegExp(
      String.raw`(?<=(?:can't|cannot|couldn't|could not|unable to|not able to)[^.;!?]{0,60})` +
        String.raw`without (?:stopping|having to stop) (?:for (?:a )?breath|to (?:catch|get) (?:my|her|his) breath)`,
    ),
    word('shortness_of_breath'),
  ],
  // "can't complete sentences" or "get to the end of a sentence" for breath: not since a stroke,
  // nor in dementia, nor "before I forget what I was saying"
  [
    new RegExp(
      String.raw`(?<![a-z])(?:can't|cannot|unable to) (?:complete (?:a )?sentences?|get to the end of a sentence)` +
        String.raw`(?=[^.;!?]{0,30}(?:breath|stopping)|\s*,?\s*(?:using accessory|sob|breathless))`,
    ),
    word('shortness_of_breath', { flags: { atRest: true } }),
  ],
  // "talking gibberish" (not in his sleep), "didn't know where she was" (not the writer's "I")
  [
    /(?<![a-z])talking gibberish(?! in (?:his|her|my) sleep)|(?<!\bi )didn't know where (?:she|he) was|didn't know where i was(?! going)/,
    word('confusion'),
  ],
  // "keeps calling me by my mum's name": not knowing who is who
  [
    new RegExp(
      String.raw`(?<![a-z])(?:calling|calls|called) (?:me|us|her|him) by (?:the wrong name|(?:my|her|his|our) ` +
        String.raw`(?:mum|mom|mother|dad|father|sister|brother|wife|husband|daughter|son|nana|gran|granny)(?:'?s)? name)`,
    ),
    word('confusion'),
  ],
  // 心口好似有嚿石壓住咁: a weight on the chest
  // (not 心翳 alone, as often indigestion or sorrow; not 心口冇壓住)
  [/(?:心口|胸口)(?:(?![冇唔無])[^，。,.!?；]){0,6}(?:壓住|壓得|重重)/, word('chest_pain')],
  // "no sickness or diarrhoea", "sickness all night": being sick, as the NHS says it (not travel
  // or morning sickness, anti-sickness tablets, "on long term sickness" or sickness pay)
  [
    new RegExp(
      String.raw`(?<![a-z])(?<!(?:morning|travel|motion|car|sea|altitude|radiation|sleeping|anti|anti-|long term|long-term|on|in) )` +
        String.raw`(?<!anti-?)sickness(?! (?:benefit|pay|leave|note|certificate|absence|record|and in health|` +
        String.raw`tablets?|pills?|meds|medicines?|medication|drugs?|injections?))(?![a-z])`,
    ),
    word('vomiting'),
  ],
  // "frank blood" (not a Frank's blood test)
  [/(?<![a-z])frank blood(?!\s*(?:tests?|results?|pressure))/, word('bleeding')],
  // "on dex so her appetite is huge": more appetite is no loss of it.
  [
    new RegExp(
      String.raw`(?<![a-z])appetite(?:'s| is| has been| was)?\s+(?:huge|massive|enormous|ravenous|great|big|increased|through the roof)` +
        String.raw`(?![a-z])(?!\s*(?:\?|drop|problem|issue|loss|decrease|change|difference))`,
    ),
    word('appetite_loss', { neutral: true, normal: true }),
  ],
  // "Runs started Monday": the runs without "the".
  [
    /(?<=^|[.,;:!?]\s*|(?<![a-z])(?:the|had|got|having|with|bad|some)\s+)runs(?=\s+(?:started|starting|since|began|begun|again|x\s*\d|\d+\s*(?:x|times)))/,
    word('diarrhoea'),
  ],
  // 胃口有嘅 / 胃口都有 'the appetite is there', said alone: not 胃口有啲差 ('a bit poor').
  [
    /(?<!以前|之前|本來|原本)胃口(?:都)?有(?:嘅|㗎|架|呀|啊)?(?=\s*(?:[，。,.!?！？]|$|只係|淨係))(?![，,]\s*(?:但係|不過|而家|可惜))/,
    word('appetite_loss', { neutral: true, normal: true }),
  ],
  // "she seemed a bit flat": low in energy, not a flat to live in.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:i|i'm|im|i've|she|she's|shes|he|he's|hes|they|they're)` +
        String.raw`\s+(?:is\s+|was\s+|has been\s+|have been\s+|been\s+|seems?\s+` +
        String.raw`|seemed\s+|feels?\s+|felt\s+|looks?\s+|looked\s+|looking\s+|feeling\s+` +
        String.raw`)?(?:a bit\s+|a little\s+|very\s+|quite\s+|really\s+|so\s+)?flat(?![a-z])`,
    ),
    word('fatigue'),
  ],
  // "no appetite's fine" answers "no" and says the appetite is fine: a pattern, so that the
  // phrase 'no appetite' cannot take its first two words.
  [
    new RegExp(
      String.raw`(?<![a-z])(?<!(?:poor|lost my|lost her|lost his|not much|little|less|loss of|reduced|low|bad)` +
        String.raw`\s)appetite(?:'s|\s+is|\s+has been)\s+(?:fine|ok|okay|alright|all right|good|normal|not bad)` +
        String.raw`(?![a-z])(?!\s+(?:otherwise|apart|except|but))`,
    ),
    word('appetite_loss', { neutral: true, normal: true }),
  ],
  // "mouth ulcers sore": the soreness is the ulcers', not a pain of its own.
  [
    /(?<![a-z])(?:mouth\s+)?ulcers?\s+(?:are\s+|is\s+)?(?:really\s+|very\s+|so\s+|quite\s+|a bit\s+)?(?:sore|painful|hurting|hurts|stinging)(?![a-z])/,
    word('mouth_sores'),
  ],
  // 口瘡好痛, 生咗痱滋好痛: the ulcers' own soreness, in one breath.
  [
    /(?:口瘡|痱滋|潰瘍)(?:都|又)?(?:好|勁|非常|十分|有啲|有少少|少少)?(?:痛|刺痛)(?:到死|到喊|得滯)?/,
    word('mouth_sores'),
  ],
  // "the runs" said without its article: "also runs about 5 more than normal".
  [
    /(?<![a-z])(?:also|got|had|has|have|having|still|bad)\s+(?:the\s+)?runs(?![a-z])(?!\s+(?:a\s+)?(?:temp|temperature|fever|high))/,
    word('diarrhoea'),
  ],
  // 冇血 'no blood': a denial of the blood (血 alone is in 驗血, 血壓 and more); not in 有冇血, an
  // echoed question (answered after it), nor 唔知有冇血, 唔係冇血.
  [
    /(?<!有|唔係|唔知|睇唔到)(?:冇|無)(?:見到?|見有)?血(?![色壓小塊糖氧管])/,
    word('bleeding', { normal: true }),
  ],
  // 有啲血, 有少少血 'some blood': bleeding with an amount inside it.
  [/有(?:啲|少少|小小|好多|d)血(?![色壓小塊糖氧管])/, word('bleeding')],
  // "the pain's not been bad at all": said to be no trouble, as "appetite's fine" is.
  [
    new RegExp(
      String.raw`(?<![a-z])(?<!chest\s+)pain(?:'s|\s+is|\s+has)?\s+(?:not|n't|hasn't|isn't|wasn't)\s+(?:been\s+)?` +
        String.raw`(?:bad|too bad|a problem|an issue)\s+at\s+all(?![a-z])`,
    ),
    word('pain', { neutral: true, normal: true }),
  ],
  // "I feel very sick", "feeling really sick": sick to the stomach with a word between.
  [
    new RegExp(
      String.raw`(?<![a-z])(?:feel|feels|feeling|felt)\s+(?:very|really|so|quite|a bit|a little|pretty|rather|` +
        String.raw`terribly|awfully|extremely|super)\s+sick(?![a-z])(?!\s+(?:of|and tired))`,
    ),
    word('nausea'),
  ],
  // 流緊血, 出緊血, 滲血, 流咗好多血: bleeding with a word of time or amount inside it.
  [
    /(?:流|出|滲)(?:緊|咗|左|住|到)?(?:好多|少少|啲|唔少|成)?血(?![壓糖型管液筒])/,
    word('bleeding'),
  ],
];
