// The words patients use for each symptom, in English and Traditional Chinese (written
// and Cantonese forms). This is the only place that maps words to symptom keys.
import type { SymptomKey } from '../triage';
import type { FindingFlags } from './reading';
import { phraseTable } from './text-scan';

export interface SymptomWord {
  symptom: SymptomKey;
  /** Flags the phrase itself states: 'vomiting blood' is blood in vomit. */
  flags?: FindingFlags;
  /** The body location the phrase names: 'headache' is pain in the head. */
  location?: string;
  /** A topic word ('appetite', 'temperature'): a complaint unless said to be normal. */
  neutral?: boolean;
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
export const SYMPTOM_PHRASES: ReadonlyMap<string, SymptomWord | null> = phraseTable<SymptomWord | null>([
  [['blood test', 'blood tests', 'blood count', 'blood pressure', 'pain relief', 'painkiller', 'painkillers', 'pain killers', 'side effect', 'side effects', 'came back', 'come back', 'comes back', 'back to normal', '驗血', '血壓', '止痛藥', '止痛', '麻麻', '頭先', '開頭', '頭暈', '唔痛唔癢', '麻煩', '麻將', '芝麻', '麻油', '出血筒', 'blood transfusion', 'transfusion', '輸血', 'hot flushes', 'hot flush', 'hot flashes', 'hot flash', '潮熱', '驗血報告'], null],
  [['tired', 'tiredness', 'exhausted', 'exhaustion', 'fatigue', 'fatigued', 'tird', 'tierd', 'tiered', 'exausted', 'exhasted', 'exhusted', 'knackered', 'wiped out', 'no energy', 'low energy', 'lack of energy', 'weak', 'weakness', 'worn out', 'drained', '攰', '劫', '癐', '疲倦', '疲勞', '冇精神', '無精神', '乏力', '無力', '冇力', '累'], word('fatigue')],
  [['energy', '精神'], word('fatigue', { neutral: true })],
  [['no appetite', 'poor appetite', 'lost my appetite', 'loss of appetite', 'lost appetite', 'off my food', 'not eating', 'not hungry', 'not very hungry', 'not really hungry', 'eating less', 'eating about half', 'eating half', 'barely eating', 'hardly eating', 'eating very little', 'apetite', '食少咗', '冇乜食慾', '唔肚餓', '唔想食嘢', "can't eat", 'cannot eat', "don't feel like eating", 'dont feel like eating', '冇胃口', '無胃口', '胃口差', '胃口唔好', '冇乜胃口', '冇咩胃口', '食唔落', '唔想食', '食慾不振', '食慾差', '食得少'], word('appetite_loss')],
  // The denial is part of these phrases: "I don't have much of an appetite" is appetite loss.
  [["don't have much of an appetite", "don't have much appetite", "haven't got much of an appetite", "haven't got much appetite", "haven't much appetite", 'not much of an appetite', 'not much appetite', 'little appetite', 'appetite is poor', 'appetite is down', 'appetite has gone', "don't feel like food", 'off food', '冇咩點食', '唔係好食得落', '食唔多'], word('appetite_loss')],
  [['appetite', '胃口', '食慾'], word('appetite_loss', { neutral: true })],
  [['nausea', 'nauseous', 'nauseated', 'nauseus', 'nausious', 'nauseas', 'nausia', 'nauseaus', 'queasy', 'queezy', 'sick to my stomach', 'feel sick', 'feeling sick', 'felt sick', 'feels sick', '作嘔', '想嘔', '好想嘔', '噁心', '嘔心', '惡心', '想吐', '作悶', '反胃', '作嘔作悶'], word('nausea')],
  [['vomit', 'vomits', 'vomited', 'vomiting', 'vommit', 'vomitted', 'vomitting', 'puked', 'puking', 'threw up', 'throw up', 'throwing up', 'thrown up', 'been sick', 'was sick', '嘔', '嘔吐', '嘔咗', '嘔過'], word('vomiting')],
  [['vomiting blood', 'vomited blood', 'blood in my vomit', 'blood in vomit', '嘔血'], word('vomiting', { flags: { bloodIn: true } })],
  [['cough', 'coughs', 'coughing', 'coughin', 'coughed', 'cougf', '咳', '咳嗽'], word('cough')],
  [['pain', 'pains', 'painful', 'hurt', 'hurts', 'hurting', 'ache', 'aches', 'aching', 'achy', 'sore', 'stiff', 'stiffness', '痛', '疼', '疼痛'], word('pain')],
  [['headache', 'headaches'], word('pain', { location: 'head' })],
  // 頭赤 is the common Hong Kong spelling of a headache.
  [['頭赤', '頭刺', '頭痛'], word('pain', { location: '頭' })],
  [['stomach ache', 'stomachache', 'tummy ache', 'bellyache', 'belly ache'], word('pain', { location: 'stomach' })],
  [['backache'], word('pain', { location: 'back' })],
  [['fever', 'feverish', 'fevery', 'a temperature', 'high temperature', 'running a temperature', 'feel hot', 'feeling hot', 'felt hot', 'feel feverish', 'burning up', 'hot and cold', '發燒', '發熱', '高燒', '有啲熱', '有少少熱', '少少熱', '覺得熱', '好似熱', '身熱', '身體熱', '熱熱哋', '發燒燒'], word('fever')],
  // Feeling cold is a topic for the thermometer too: a low temperature on treatment is red.
  [['temperature', 'temp', 'thermometer', 'feel cold', 'feeling cold', 'freezing', 'warm', 'feel warm', 'feeling warm', 'bit warm', 'a bit warm', '體溫', '熱度', '探熱針', '探熱', '好凍', '覺得凍', '手腳冰', '凍冰冰'], word('fever', { neutral: true })],
  [['shivering', 'shivers', 'shivery', 'shaking', 'rigors', 'chills', '發冷', '打冷震', '冷震', '忽冷忽熱'], word('fever', { flags: { rigors: true } })],
  [['chest pain', 'chest pains', 'chest hurts', 'chest is hurting', 'chest tightness', 'tight chest', 'chest feels tight', '心口痛', '胸口痛', '胸痛', '心口翳', '胸口翳', '心口悶', '胸悶'], word('chest_pain')],
  [['short of breath', 'shortness of breath', 'breathless', 'breathlessness', 'out of breath', "can't breathe", 'cannot breathe', 'hard to breathe', 'difficulty breathing', 'trouble breathing', 'struggling to breathe', 'gasping', 'gasping for air', 'gasping for breath', 'panting', 'wheezy', 'wheezing', '呼吸困難', '氣促', '喘', '氣喘', '透唔到氣', '唞唔到氣', '抖唔到氣'], word('shortness_of_breath')],
  [['breathing', '呼吸'], word('shortness_of_breath', { neutral: true })],
  [['bed sores', 'bed sore', 'pressure sores', 'pressure sore'], word('skin')],
  [['bleeding', 'bleed', 'bleeds', 'bled', 'blood', 'nosebleed', 'nose bleed', 'bleeding gums', '流血', '出血', '流鼻血', '鼻血', '血絲', '有血', '牙肉出血', '牙肉流血'], word('bleeding')],
  [['blood in my stool', 'blood in my stools', 'blood in stool', 'blood in stools', 'blood in my poo', 'bloody stool', 'bloody stools', 'blood in my urine', 'blood in urine', 'blood in my pee', 'blood when i pee', '便血', '血便', '屙血', '大便有血', '小便有血', '尿血'], word('bleeding', { flags: { bloodIn: true } })],
  [['confused', 'confusion', 'drowsy', 'drowsiness', 'disorientated', 'disoriented', 'a fit', 'fits', 'had a fit', 'seizure', 'seizures', '混亂', '叫唔醒', '叫極都唔醒', '昏迷', '暈咗', '昏咗', '神志不清', '神智不清', '抽筋', '迷糊', '昏昏沉沉', '認唔到人', '唔認得人', '唔認得我', '認唔出人', '認唔出我', '講嘢亂', '亂講嘢', '胡言亂語', '神志唔清', '糊里糊塗', '糊塗', 'confuzed', "doesn't recognise me", "didn't recognise me", "doesn't recognize me", "didn't recognize me", 'talking nonsense'], word('confusion')],
  [['diarrhoea', 'diarrhea', 'diarhea', 'diarrea', 'diarreah', 'diarhoea', 'loose stools', 'loose stool', 'loose ones', 'loose motions', 'runny ones', 'runny stools', 'watery stools', 'the runs', 'runny tummy', 'runny tum', 'loose bowels', 'the trots', 'watery poo', 'runny poo', 'upset tummy', 'tummy upset', '肚瀉', '肚屙', '屙肚', '腹瀉', '瀉', '屙', '屙咗', '屙水'], word('diarrhoea')],
  [['constipated', 'constipation', '冇屙過', '未屙過', '冇去大便', '冇大過便', "can't poo", "haven't pooed", "haven't opened my bowels", '便秘', '屙唔出', '大便唔出', '冇大便'], word('constipation')],
  [['mouth sores', 'mouth sore', 'mouth ulcers', 'mouth ulcer', 'ulcers', 'ulcer', 'sore mouth', 'sores', 'mouth is sore', 'mouth is so sore', 'mouth is really sore', 'mouth is very sore', 'mouth is full of sores', '口腔潰瘍', '生痱滋', '痱滋', '口痛', '爛口'], word('mouth_sores')],
  [['rash', 'rashes', 'itchy', 'itchy skin', 'itching', 'itch', 'dry skin', 'peeling skin', 'skin peeling', '皮疹', '出疹', '紅疹', '疹', '痕', '起疹', '出紅點', '皮膚痕', '皮膚乾', '甩皮'], word('skin')],
  [['skin', '皮膚'], word('skin', { neutral: true })],
  [['pain when peeing', 'pain when i pee', 'hurts when i pee', 'burns when i pee', 'burning when i pee', 'stings when i pee', 'painful urination', 'peeing a lot', 'passing urine often', 'waterworks', 'need to wee', 'needing to wee', 'need to pee', 'needing to pee', 'keep weeing', 'keep peeing', 'weeing a lot', 'urinating a lot', 'frequent urination', 'burning urine', 'cystitis', '小便痛', '尿頻', '小便多', '成日去廁所', '去廁所好密', '屙尿好密', '尿道炎', '小便刺痛', '尿急', '小便赤痛', '小便好密', '屙尿痛'], word('urinary')],
  [['numb', 'numbness', 'tingling', 'tingly', 'pins and needles', '麻痺', '手腳麻', '麻', '痹', '漲麻'], word('numbness_tingling')],
  [['blurry vision', 'blurred vision', 'blurry', 'eye pain', 'sore eyes', 'sore eye', 'eyes hurt', '視力模糊', '眼痛', '睇嘢矇', '眼矇', '眼朦', '矇', '朦', '睇唔清', '睇嘢唔清', '睇嘢唔清楚', '眼乾', '眼紅', '眼痕'], word('eye_problems')],
  [['vision', 'eyesight', 'eyes', '眼睛'], word('eye_problems', { neutral: true })],
]);

/**
 * Symptoms said in more ways than a phrase list can hold: passing urine and pain with
 * words between them (小便嗰陣會痛, "it burns when I pee"), the eyes and how they feel
 * (對眼又矇). Read before the phrases; a phrase inside a pattern is not read again.
 */
export const SYMPTOM_PATTERNS: ReadonlyArray<readonly [RegExp, SymptomWord]> = [
  [/(?:小便|屙尿|痾尿|排尿|去小便|去廁所)[^，。,.!?；]{0,6}(?:痛|刺|熱|灼|赤|辣|頻|密|辛苦|難受|唔舒服)/, word('urinary')],
  [/(?:透氣|呼吸|唞氣|抖氣)[^，。,.!?；]{0,2}(?:唔(?:係好|係幾|太|多)?順|困難|辛苦|唔到|好急)/, word('shortness_of_breath')],
  [/(?:\d+|[一二兩三四五六七八九十]+|幾)\s*(?:日|天)\s*(?:都)?(?:冇|未|唔)(?:屙|大便|去大便|大過便)/, word('constipation')],
  [/牙肉[^，。,.!?；]{0,3}(?:有血|出血|流血)/, word('bleeding')],
  [/(?<![a-z])(?:pee|peeing|wee|weeing|urinat\w*|passing water)(?![a-z])[^,.;!?]{0,20}(?<![a-z])(?:hurts?|burns?|burning|stings?|stinging|painful|sore)(?![a-z])/, word('urinary')],
  [/(?<![a-z])(?:hurts?|burns?|burning|stings?|stinging|painful|sore)(?![a-z])[^,.;!?]{0,12}(?<![a-z])(?:when|to|while|as) i (?:pee|wee|urinate)(?![a-z])/, word('urinary')],
  [/眼[^，。,.!?；]{0,3}(?:矇|朦|痛|乾|紅|痕|刺)/, word('eye_problems')],
  [/(?<![a-z])sick(?=\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|once|twice|several|a few|a couple of|many)(?![a-z]))/, word('vomiting')],
  [/(?:口|嘴|脷)[^，。,.!?；]{0,4}(?:痱滋|潰瘍|爛)/, word('mouth_sores')],
];
