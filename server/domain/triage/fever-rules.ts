// Fever and temperature thresholds (section 2 of the triage rulebook). They depend on
// treatment: during anticancer treatment a small rise may be the first sign of
// neutropenic sepsis, so the thresholds are lower and every one of them is red.
import {
  formatCelsius,
  graded,
  isOnTreatment,
  red,
  type RuleOutcome,
  type SymptomRule,
} from './rule';
import type { SymptomFinding } from './types';

/** On treatment: from this temperature, treat as possible neutropenic sepsis. */
export const ON_TREATMENT_FEVER_C = 37.5;
/** On treatment: below this, a low temperature can also be a sign of sepsis. */
export const ON_TREATMENT_LOW_TEMPERATURE_C = 36.0;
/** Not on treatment: from this temperature a fever is amber. */
export const OFF_TREATMENT_RAISED_C = 37.5;
/** Not on treatment: from this temperature a fever counts as grade 3 (ORANGE). */
export const OFF_TREATMENT_HIGH_C = 38.0;

const ON_FEVER = formatCelsius(ON_TREATMENT_FEVER_C);
const ON_LOW = formatCelsius(ON_TREATMENT_LOW_TEMPERATURE_C);
const OFF_RAISED = formatCelsius(OFF_TREATMENT_RAISED_C);
const OFF_HIGH = formatCelsius(OFF_TREATMENT_HIGH_C);

/** A rule on the measured temperature, for patients on or off anticancer treatment. */
function temperatureRule(
  id: string,
  onTreatment: boolean,
  crosses: (temperatureC: number) => boolean,
  outcome: (shown: string) => RuleOutcome,
): SymptomRule {
  return {
    id,
    symptoms: ['fever'],
    readsMeasurement: true,
    fire: ({ finding: { temperatureC }, context }) =>
      isOnTreatment(context) === onTreatment && temperatureC !== undefined && crosses(temperatureC)
        ? outcome(formatCelsius(temperatureC))
        : null,
  };
}

/**
 * A rule on a reported fever with other signs of infection. It applies whatever the
 * thermometer says: paracetamol can hide a raised temperature, and shivering or
 * feeling unwell with a fever are signs of infection on their own.
 */
function feverWithSignsRule(
  id: string,
  onTreatment: boolean,
  hasSigns: (finding: SymptomFinding) => boolean,
  outcome: RuleOutcome,
): SymptomRule {
  return {
    id,
    symptoms: ['fever'],
    fire: ({ finding, context }) =>
      isOnTreatment(context) === onTreatment && hasSigns(finding) ? outcome : null,
  };
}

const ON_TREATMENT = true;
const OFF_TREATMENT = false;

/**
 * A fever the patient reports but could not measure. Without a reading the fever
 * cannot be ruled below the thresholds, so on treatment it is handled like one above
 * them; off treatment like a raised temperature (amber).
 */
const feverWithoutReading = (finding: SymptomFinding) =>
  finding.temperatureNotTaken === true && finding.temperatureC === undefined && !finding.notSure;

export const FEVER_RULES: readonly SymptomRule[] = [
  temperatureRule(
    'fever.on_treatment.high_temperature',
    ON_TREATMENT,
    (t) => t >= ON_TREATMENT_FEVER_C,
    (t) =>
      red({
        en: `Temperature ${t} °C while on anticancer treatment (${ON_FEVER} °C or above): possible neutropenic sepsis, assess now.`,
        'zh-HK': `正在接受抗癌治療期間體溫 ${t}°C（${ON_FEVER}°C 或以上）：可能是白血球過低引致的敗血症，須立即評估。`,
      }),
  ),
  temperatureRule(
    'fever.on_treatment.low_temperature',
    ON_TREATMENT,
    (t) => t < ON_TREATMENT_LOW_TEMPERATURE_C,
    (t) =>
      red({
        en: `Temperature ${t} °C while on anticancer treatment (below ${ON_LOW} °C): a low temperature can also signal sepsis, assess now.`,
        'zh-HK': `正在接受抗癌治療期間體溫 ${t}°C（低於 ${ON_LOW}°C）：體溫過低亦可能是敗血症的徵兆，須立即評估。`,
      }),
  ),
  feverWithSignsRule(
    'fever.on_treatment.unwell_with_fever',
    ON_TREATMENT,
    (finding) => Boolean(finding.rigors || finding.generallyUnwell),
    red({
      en: 'Fever with shivering or feeling generally unwell while on anticancer treatment: possible neutropenic sepsis, assess now.',
      'zh-HK':
        '正在接受抗癌治療期間發燒，並有發冷顫抖或整體不適：可能是白血球過低引致的敗血症，須立即評估。',
    }),
  ),
  feverWithSignsRule(
    'fever.on_treatment.no_reading',
    ON_TREATMENT,
    feverWithoutReading,
    red({
      en: 'Fever reported while on anticancer treatment, with no temperature reading given: handle as possible neutropenic sepsis, assess now.',
      'zh-HK':
        '正在接受抗癌治療期間表示發燒，但未能提供體溫讀數：須按可能的白血球過低敗血症處理，立即評估。',
    }),
  ),
  feverWithSignsRule(
    'fever.off_treatment.no_reading',
    OFF_TREATMENT,
    feverWithoutReading,
    graded(2, {
      en: 'Fever reported while not on active treatment, with no temperature reading given: handled as a raised temperature.',
      'zh-HK': '現時沒有接受治療，表示發燒但未能提供體溫讀數：按體溫偏高處理。',
    }),
  ),
  temperatureRule(
    'fever.off_treatment.raised_temperature',
    OFF_TREATMENT,
    (t) => t >= OFF_TREATMENT_RAISED_C && t < OFF_TREATMENT_HIGH_C,
    (t) =>
      graded(2, {
        en: `Temperature ${t} °C while not on active treatment (${OFF_RAISED} °C or above, below ${OFF_HIGH} °C): raised temperature.`,
        'zh-HK': `現時沒有接受治療，體溫 ${t}°C（${OFF_RAISED}°C 或以上，低於 ${OFF_HIGH}°C）：體溫偏高。`,
      }),
  ),
  temperatureRule(
    'fever.off_treatment.high_temperature',
    OFF_TREATMENT,
    (t) => t >= OFF_TREATMENT_HIGH_C,
    (t) =>
      graded(3, {
        en: `Temperature ${t} °C while not on active treatment (${OFF_HIGH} °C or above): assess for infection today.`,
        'zh-HK': `現時沒有接受治療，體溫 ${t}°C（${OFF_HIGH}°C 或以上）：今日須評估有否感染。`,
      }),
  ),
  feverWithSignsRule(
    'fever.off_treatment.rigors',
    OFF_TREATMENT,
    (finding) => Boolean(finding.rigors),
    red({
      en: 'Fever with shivering attacks (rigors): possible serious infection, assess now.',
      'zh-HK': '發燒並有發冷顫抖：可能是嚴重感染，須立即評估。',
    }),
  ),
];
