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
  [['blood test', 'blood tests', 'blood count', 'blood pressure', 'pain relief', 'painkiller', 'painkillers', 'pain killers', 'side effect', 'side effects', 'came back', 'come back', 'comes back', 'back to normal', '驗血', '血壓', '止痛藥', '止痛', '麻麻', '頭先', '開頭', '頭暈', '唔痛唔癢'], null],
  [['tired', 'tiredness', 'exhausted', 'exhaustion', 'fatigue', 'fatigued', 'no energy', 'low energy', 'lack of energy', 'weak', 'weakness', 'worn out', 'drained', '攰', '劫', '癐', '疲倦', '疲勞', '冇精神', '無精神', '乏力', '無力', '冇力', '累'], word('fatigue')],
  [['energy', '精神'], word('fatigue', { neutral: true })],
  [['no appetite', 'poor appetite', 'lost my appetite', 'loss of appetite', 'lost appetite', 'off my food', 'not eating', 'not hungry', "can't eat", 'cannot eat', "don't feel like eating", 'dont feel like eating', '冇胃口', '無胃口', '胃口差', '胃口唔好', '冇乜胃口', '冇咩胃口', '食唔落', '唔想食', '食慾不振', '食慾差', '食得少'], word('appetite_loss')],
  [['appetite', '胃口', '食慾'], word('appetite_loss', { neutral: true })],
  [['nausea', 'nauseous', 'nauseated', 'queasy', 'sick to my stomach', 'feel sick', 'feeling sick', 'felt sick', 'feels sick', '作嘔', '想嘔', '好想嘔', '噁心', '嘔心', '惡心', '想吐', '作悶', '反胃', '作嘔作悶'], word('nausea')],
  [['vomit', 'vomits', 'vomited', 'vomiting', 'threw up', 'throw up', 'throwing up', 'thrown up', 'been sick', 'was sick', '嘔', '嘔吐', '嘔咗', '嘔過'], word('vomiting')],
  [['vomiting blood', 'vomited blood', 'blood in my vomit', 'blood in vomit', '嘔血'], word('vomiting', { flags: { bloodIn: true } })],
  [['cough', 'coughs', 'coughing', 'coughed', '咳', '咳嗽'], word('cough')],
  [['pain', 'pains', 'painful', 'hurt', 'hurts', 'hurting', 'ache', 'aches', 'aching', 'achy', 'sore', '痛', '疼', '疼痛'], word('pain')],
  [['headache', 'headaches'], word('pain', { location: 'head' })],
  // 頭赤 is the common Hong Kong spelling of a headache.
  [['頭赤', '頭刺', '頭痛'], word('pain', { location: '頭' })],
  [['stomach ache', 'stomachache', 'tummy ache', 'bellyache', 'belly ache'], word('pain', { location: 'stomach' })],
  [['backache'], word('pain', { location: 'back' })],
  [['fever', 'feverish', 'a temperature', 'high temperature', '發燒', '發熱', '高燒'], word('fever')],
  [['temperature', 'temp', '體溫', '熱度'], word('fever', { neutral: true })],
  [['shivering', 'shivers', 'shivery', 'shaking', 'rigors', 'chills', '發冷', '打冷震', '冷震', '忽冷忽熱'], word('fever', { flags: { rigors: true } })],
  [['chest pain', 'chest pains', 'chest hurts', 'chest is hurting', 'chest tightness', 'tight chest', 'chest feels tight', '心口痛', '胸口痛', '胸痛', '心口翳', '胸口翳', '心口悶', '胸悶'], word('chest_pain')],
  [['short of breath', 'shortness of breath', 'breathless', 'breathlessness', 'out of breath', "can't breathe", 'cannot breathe', 'hard to breathe', 'difficulty breathing', 'trouble breathing', 'struggling to breathe', 'wheezy', 'wheezing', '呼吸困難', '氣促', '喘', '氣喘', '透唔到氣', '唞唔到氣', '抖唔到氣'], word('shortness_of_breath')],
  [['breathing', '呼吸'], word('shortness_of_breath', { neutral: true })],
  [['bleeding', 'bleed', 'bleeds', 'bled', 'blood', 'nosebleed', 'nose bleed', 'bleeding gums', '流血', '出血', '流鼻血', '牙肉出血'], word('bleeding')],
  [['blood in my stool', 'blood in my stools', 'blood in stool', 'blood in stools', 'blood in my poo', 'bloody stool', 'bloody stools', 'blood in my urine', 'blood in urine', 'blood in my pee', 'blood when i pee', '便血', '血便', '屙血', '大便有血', '小便有血', '尿血'], word('bleeding', { flags: { bloodIn: true } })],
  [['confused', 'confusion', 'drowsy', 'drowsiness', 'disorientated', 'disoriented', 'a fit', 'fits', 'had a fit', 'seizure', 'seizures', '混亂', '神志不清', '神智不清', '抽筋', '迷糊', '昏昏沉沉', '認唔到人'], word('confusion')],
  [['diarrhoea', 'diarrhea', 'loose stools', 'loose stool', 'runny stools', 'watery stools', 'the runs', 'runny tummy', 'runny tum', 'loose bowels', 'the trots', 'watery poo', 'runny poo', 'upset tummy', 'tummy upset', '肚瀉', '肚屙', '屙肚', '腹瀉', '瀉', '屙', '屙咗', '屙水'], word('diarrhoea')],
  [['constipated', 'constipation', "can't poo", "haven't pooed", "haven't opened my bowels", '便秘', '屙唔出', '大便唔出', '冇大便'], word('constipation')],
  [['mouth sores', 'mouth sore', 'mouth ulcers', 'mouth ulcer', 'ulcers', 'ulcer', 'sore mouth', '口腔潰瘍', '生痱滋', '痱滋', '口痛', '爛口'], word('mouth_sores')],
  [['rash', 'rashes', 'itchy', 'itchy skin', 'itching', 'itch', 'dry skin', 'peeling skin', 'skin peeling', '皮疹', '出疹', '紅疹', '痕', '皮膚痕', '皮膚乾', '甩皮'], word('skin')],
  [['skin', '皮膚'], word('skin', { neutral: true })],
  [['pain when peeing', 'pain when i pee', 'hurts when i pee', 'burns when i pee', 'burning when i pee', 'stings when i pee', 'painful urination', 'peeing a lot', 'passing urine often', '小便痛', '尿頻', '小便刺痛', '尿急', '小便赤痛', '小便好密', '屙尿痛'], word('urinary')],
  [['numb', 'numbness', 'tingling', 'tingly', 'pins and needles', '麻痺', '手腳麻', '麻', '痹', '漲麻'], word('numbness_tingling')],
  [['blurry vision', 'blurred vision', 'blurry', 'eye pain', 'sore eyes', 'sore eye', 'eyes hurt', '視力模糊', '眼痛', '睇嘢矇', '眼矇', '眼乾', '眼紅'], word('eye_problems')],
  [['vision', 'eyesight', 'eyes', '眼睛'], word('eye_problems', { neutral: true })],
]);
