import { describe, expect, it } from 'vitest';
import { evaluateFindings } from './evaluate';
import { predictDiagnoses } from './predictions';
import { context, finding, rated } from './test-fixtures';
import type { Language, SymptomFinding, TriageContext } from './types';

function predict(findings: SymptomFinding[], overrides: Partial<TriageContext> = {}) {
  const patient = context(overrides);
  return predictDiagnoses(evaluateFindings(findings, patient), patient);
}

const remission = { treatmentStatus: 'in_remission' } as const;

describe('suspected conditions (one row of the rulebook each)', () => {
  it.each<[string, SymptomFinding[], Partial<TriageContext>, string, string, number]>([
    [
      'fever rule fired on treatment',
      [finding('fever', { temperatureC: 38.2 })],
      {},
      'neutropenic_sepsis',
      'high',
      5,
    ],
    ['chest pain', [finding('chest_pain')], remission, 'cardiopulmonary_emergency', 'medium', 5],
    [
      'breathless at rest',
      [finding('shortness_of_breath', { atRest: true })],
      remission,
      'cardiopulmonary_emergency',
      'medium',
      5,
    ],
    [
      'vomiting grade 2 without fluids kept down',
      [finding('vomiting', { unableToKeepFluids: true })],
      remission,
      'dehydration',
      'medium',
      4,
    ],
    [
      'diarrhoea grade 2 with poor appetite',
      [rated('diarrhoea', 5), rated('appetite_loss', 5)],
      remission,
      'dehydration',
      'medium',
      4,
    ],
    [
      'nausea on treatment',
      [rated('nausea', 2)],
      {},
      'chemotherapy_induced_nausea_vomiting',
      'medium',
      2,
    ],
    [
      'vomiting grade 2 on treatment',
      [finding('vomiting', { episodesPer24h: 3 })],
      {},
      'chemotherapy_induced_nausea_vomiting',
      'medium',
      3,
    ],
    [
      'cough with fever',
      [rated('cough', 3), finding('fever', { temperatureC: 37.6 })],
      remission,
      'respiratory_infection',
      'medium',
      4,
    ],
    [
      'diarrhoea on immunotherapy',
      [rated('diarrhoea', 2)],
      { ...remission, onImmunotherapy: true },
      'immune_related_colitis',
      'medium',
      4,
    ],
    ['mouth sores grade 2', [rated('mouth_sores', 5)], remission, 'oral_mucositis', 'medium', 2],
    ['mouth sores grade 3', [rated('mouth_sores', 7)], remission, 'oral_mucositis', 'medium', 3],
    [
      'tingling in the feet',
      [finding('numbness_tingling', { location: 'both feet' })],
      remission,
      'peripheral_neuropathy',
      'medium',
      2,
    ],
    [
      '麻痺 in the hands',
      [finding('numbness_tingling', { location: '雙手' })],
      remission,
      'peripheral_neuropathy',
      'medium',
      2,
    ],
    [
      'fatigue grade 2 with appetite loss',
      [rated('fatigue', 5), rated('appetite_loss', 2)],
      remission,
      'fatigue_or_anaemia',
      'low',
      2,
    ],
  ])(
    '%s suggests %s (%s, urgency %i)',
    (_case, findings, overrides, code, probability, urgency) => {
      expect(predict(findings, overrides)).toContainEqual(
        expect.objectContaining({ code, probability, urgency }),
      );
    },
  );

  it.each<[string, SymptomFinding[], Partial<TriageContext>, string]>([
    [
      'fever in remission',
      [finding('fever', { temperatureC: 38.2 })],
      remission,
      'neutropenic_sepsis',
    ],
    [
      'denied chest pain',
      [finding('chest_pain', { negated: true })],
      {},
      'cardiopulmonary_emergency',
    ],
    [
      'breathless on exertion only',
      [finding('shortness_of_breath', { onExertion: true })],
      {},
      'cardiopulmonary_emergency',
    ],
    [
      'vomiting grade 2 with good intake',
      [finding('vomiting', { episodesPer24h: 4 })],
      remission,
      'dehydration',
    ],
    [
      'nausea in remission',
      [rated('nausea', 5)],
      remission,
      'chemotherapy_induced_nausea_vomiting',
    ],
    ['cough without fever', [rated('cough', 5)], remission, 'respiratory_infection'],
    [
      'diarrhoea without immunotherapy',
      [rated('diarrhoea', 5)],
      remission,
      'immune_related_colitis',
    ],
    ['mouth sores grade 1', [rated('mouth_sores', 2)], remission, 'oral_mucositis'],
    [
      'tingling in the lips',
      [finding('numbness_tingling', { location: 'lips' })],
      remission,
      'peripheral_neuropathy',
    ],
    [
      'fatigue grade 1 with appetite loss',
      [rated('fatigue', 2), rated('appetite_loss', 2)],
      remission,
      'fatigue_or_anaemia',
    ],
  ])('%s does not suggest %s', (_case, findings, overrides, code) => {
    expect(predict(findings, overrides).map((p) => p.code)).not.toContain(code);
  });
});

describe('ordering and language', () => {
  it('sorts by urgency, then probability', () => {
    const predictions = predict([
      rated('fatigue', 5),
      rated('appetite_loss', 5),
      rated('nausea', 5),
      finding('chest_pain'),
      finding('fever', { temperatureC: 38.5 }),
      finding('numbness_tingling'),
    ]);
    expect(predictions.map((p) => [p.code, p.urgency, p.probability])).toEqual([
      ['neutropenic_sepsis', 5, 'high'],
      ['cardiopulmonary_emergency', 5, 'medium'],
      ['chemotherapy_induced_nausea_vomiting', 3, 'medium'],
      ['peripheral_neuropathy', 2, 'medium'],
      ['fatigue_or_anaemia', 2, 'low'],
    ]);
  });

  it.each<[Language, string, RegExp]>([
    ['en', 'Neutropenic sepsis', /anticancer treatment/],
    ['zh-HK', '白血球過低引致的敗血症', /抗癌治療/],
  ])('writes the texts in %s', (language, diagnosis, reasoning) => {
    const [first] = predict([finding('fever', { temperatureC: 35.5 })], { language });
    expect(first?.suspected_diagnosis).toBe(diagnosis);
    expect(first?.reasoning).toMatch(reasoning);
  });

  it('predicts nothing when nothing is reported', () => {
    expect(predict([])).toEqual([]);
  });
});
