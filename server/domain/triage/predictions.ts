// Suspected conditions (section 4 of the triage rulebook): rule-based, conservative
// hints for the care team, never a diagnosis. Each entry states when it applies and at
// which urgency; the list is sorted by urgency, then probability.
import { Evidence } from './evidence';
import { isOnTreatment } from './rule';
import {
  AMBER_GRADE,
  type DiagnosisPrediction,
  type EvaluatedFinding,
  type LocalizedText,
  type Probability,
  type TriageContext,
  type Urgency,
} from './types';

interface PredictionRule {
  code: string;
  diagnosis: LocalizedText;
  probability: Probability;
  reasoning: LocalizedText;
  /** The urgency when the rule applies, else null. */
  urgencyFor(evidence: Evidence): Urgency | null;
}

/** Where neuropathy from anticancer drugs shows first; an unstated place counts. */
const HANDS_OR_FEET = /hand|finger|foot|feet|toe|手|腳|脚|足|指/i;

const PREDICTION_RULES: readonly PredictionRule[] = [
  {
    code: 'neutropenic_sepsis',
    diagnosis: { en: 'Neutropenic sepsis', 'zh-HK': '白血球過低引致的敗血症' },
    probability: 'high',
    reasoning: {
      en: 'A fever threshold was crossed during anticancer treatment, when infection can become serious within hours.',
      'zh-HK': '抗癌治療期間體溫超出界線，此時感染可在數小時內變得嚴重。',
    },
    urgencyFor: (evidence) =>
      isOnTreatment(evidence.context) && evidence.of('fever').some((e) => e.isRed) ? 5 : null,
  },
  {
    code: 'cardiopulmonary_emergency',
    diagnosis: {
      en: 'Cardiopulmonary emergency (for example pulmonary embolism)',
      'zh-HK': '心肺急症（例如肺栓塞）',
    },
    probability: 'medium',
    reasoning: {
      en: 'Chest pain or breathlessness at rest can come from a clot in the lung or a heart problem.',
      'zh-HK': '胸痛或休息時氣促可能由肺部血栓或心臟問題引起。',
    },
    urgencyFor: (evidence) =>
      evidence.has('chest_pain') || evidence.of('shortness_of_breath').some((e) => e.finding.atRest)
        ? 5
        : null,
  },
  {
    code: 'dehydration',
    diagnosis: { en: 'Dehydration', 'zh-HK': '脫水' },
    probability: 'medium',
    reasoning: {
      en: 'Fluid is being lost through vomiting or diarrhoea while little is taken in.',
      'zh-HK': '嘔吐或腹瀉令身體流失水分，而攝取量又少。',
    },
    urgencyFor: (evidence) => {
      const losing = Math.max(evidence.worstGrade('vomiting'), evidence.worstGrade('diarrhoea'));
      return losing >= AMBER_GRADE && evidence.poorIntake() ? 4 : null;
    },
  },
  {
    code: 'respiratory_infection',
    diagnosis: { en: 'Respiratory infection', 'zh-HK': '呼吸道感染' },
    probability: 'medium',
    reasoning: {
      en: 'A cough together with a fever suggests a chest infection.',
      'zh-HK': '咳嗽同時發燒，可能是胸肺感染。',
    },
    urgencyFor: (evidence) => (evidence.has('cough') && evidence.has('fever') ? 4 : null),
  },
  {
    code: 'immune_related_colitis',
    diagnosis: { en: 'Immune-related colitis', 'zh-HK': '免疫相關結腸炎' },
    probability: 'medium',
    reasoning: {
      en: 'Diarrhoea during immunotherapy can be the immune system inflaming the bowel.',
      'zh-HK': '免疫治療期間腹瀉，可能是免疫系統令腸道發炎。',
    },
    urgencyFor: (evidence) =>
      evidence.context.onImmunotherapy && evidence.has('diarrhoea') ? 4 : null,
  },
  {
    code: 'chemotherapy_induced_nausea_vomiting',
    diagnosis: {
      en: 'Chemotherapy-induced nausea and vomiting',
      'zh-HK': '化療引致的噁心及嘔吐',
    },
    probability: 'medium',
    reasoning: {
      en: 'Nausea or vomiting during treatment is a common side effect that anti-sickness medicine can often control.',
      'zh-HK': '治療期間噁心或嘔吐是常見副作用，止嘔藥通常可以控制。',
    },
    // This week (3) once it is at least moderate, otherwise follow up (2).
    urgencyFor: (evidence) => {
      if (!isOnTreatment(evidence.context)) return null;
      if (!evidence.has('nausea') && !evidence.has('vomiting')) return null;
      const worst = Math.max(evidence.worstGrade('nausea'), evidence.worstGrade('vomiting'));
      return worst >= AMBER_GRADE ? 3 : 2;
    },
  },
  {
    code: 'oral_mucositis',
    diagnosis: { en: 'Oral mucositis', 'zh-HK': '口腔黏膜炎' },
    probability: 'medium',
    reasoning: {
      en: 'Sore mouth at grade 2 or above is typical of treatment-related inflammation of the mouth lining.',
      'zh-HK': '第 2 級或以上的口腔潰瘍，常見於治療引致的口腔黏膜發炎。',
    },
    // This week (3) when severe enough to limit eating, otherwise follow up (2).
    urgencyFor: (evidence) => {
      const worst = evidence.worstGrade('mouth_sores');
      if (worst < AMBER_GRADE) return null;
      return worst > AMBER_GRADE ? 3 : 2;
    },
  },
  {
    code: 'peripheral_neuropathy',
    diagnosis: { en: 'Peripheral neuropathy', 'zh-HK': '周邊神經病變' },
    probability: 'medium',
    reasoning: {
      en: 'Numbness or tingling in the hands or feet is a known nerve side effect of some anticancer drugs.',
      'zh-HK': '手腳麻痺或刺痛是部分抗癌藥物已知的神經副作用。',
    },
    urgencyFor: (evidence) =>
      evidence
        .of('numbness_tingling')
        .some((e) => !e.finding.location || HANDS_OR_FEET.test(e.finding.location))
        ? 2
        : null,
  },
  {
    code: 'fatigue_or_anaemia',
    diagnosis: {
      en: 'Treatment-related fatigue or anaemia',
      'zh-HK': '治療相關的疲倦或貧血',
    },
    probability: 'low',
    reasoning: {
      en: 'Marked tiredness with poor appetite may come from treatment or a low blood count.',
      'zh-HK': '明顯疲倦又食慾差，可能源於治療或血球偏低。',
    },
    urgencyFor: (evidence) =>
      evidence.worstGrade('fatigue') >= AMBER_GRADE && evidence.has('appetite_loss') ? 2 : null,
  },
];

/** Each suspected condition's clinical name and reasoning, by code, to re-read stored results. */
export const PREDICTION_TEXTS: ReadonlyMap<
  string,
  { diagnosis: LocalizedText; reasoning: LocalizedText }
> = new Map(PREDICTION_RULES.map((rule) => [rule.code, rule]));

const PROBABILITY_RANK: Readonly<Record<Probability, number>> = { high: 3, medium: 2, low: 1 };

export function predictDiagnoses(
  evaluated: readonly EvaluatedFinding[],
  context: TriageContext,
): DiagnosisPrediction[] {
  const { language } = context;
  const evidence = new Evidence(evaluated, context);
  const predictions: DiagnosisPrediction[] = [];
  for (const rule of PREDICTION_RULES) {
    const urgency = rule.urgencyFor(evidence);
    if (urgency === null) continue;
    predictions.push({
      code: rule.code,
      suspected_diagnosis: rule.diagnosis[language],
      probability: rule.probability,
      urgency,
      reasoning: rule.reasoning[language],
    });
  }
  return predictions.sort(
    (a, b) =>
      b.urgency - a.urgency || PROBABILITY_RANK[b.probability] - PROBABILITY_RANK[a.probability],
  );
}
