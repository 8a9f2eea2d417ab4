import { describe, expect, it } from 'vitest';
import { evaluate, finding, firedIds } from './test-fixtures';
import type { Grade, TreatmentStatus } from './types';

const fever = (temperatureC: number) => finding('fever', { temperatureC });

describe('fever while on anticancer treatment', () => {
  it.each([
    [35.5, true],
    [35.9, true],
    [36.0, false],
    [36.8, false],
    [37.4, false],
    [37.5, true],
    [38.2, true],
    [39.5, true],
  ])('%s °C is red: %s', (temperatureC, isRed) => {
    expect(evaluate(fever(temperatureC)).isRed).toBe(isRed);
  });

  it.each([
    [37.5, 'fever.on_treatment.high_temperature'],
    [35.9, 'fever.on_treatment.low_temperature'],
  ])('%s °C fires %s', (temperatureC, id) => {
    expect(firedIds(evaluate(fever(temperatureC)))).toEqual([id]);
  });

  it.each([
    [{ rigors: true }],
    [{ generallyUnwell: true }],
    [{ rigors: true, temperatureC: 37.0 }],
  ])('reported fever with %j is red', (details) => {
    const evaluated = evaluate(finding('fever', details));
    expect(evaluated.isRed).toBe(true);
    expect(firedIds(evaluated)).toContain('fever.on_treatment.unwell_with_fever');
  });

  it('states the temperature in both languages', () => {
    const [rule] = evaluate(fever(38.2)).firedRules;
    expect(rule?.rationale.en).toContain('38.2 °C');
    expect(rule?.rationale['zh-HK']).toContain('38.2°C');
  });

  it('a denied fever with a measured temperature is still read', () => {
    const evaluated = evaluate(finding('fever', { negated: true, temperatureC: 38.0 }));
    expect(evaluated.present).toBe(true);
    expect(evaluated.isRed).toBe(true);
  });

  it('a denied fever without a measurement is not a finding', () => {
    const evaluated = evaluate(finding('fever', { negated: true, rigors: true }));
    expect(evaluated).toMatchObject({ present: false, isRed: false, grade: 0, firedRules: [] });
  });
});

describe.each<TreatmentStatus>(['in_remission', 'post_treatment'])('fever while %s', (status) => {
  it.each<[number, Grade | null, string[]]>([
    [35.5, null, []],
    [37.4, null, []],
    [37.5, 2, ['fever.off_treatment.raised_temperature']],
    [37.9, 2, ['fever.off_treatment.raised_temperature']],
    [38.0, 3, ['fever.off_treatment.high_temperature']],
    [39.4, 3, ['fever.off_treatment.high_temperature']],
  ])('%s °C gives grade %s', (temperatureC, grade, ids) => {
    const evaluated = evaluate(fever(temperatureC), { treatmentStatus: status });
    expect(evaluated.grade).toBe(grade);
    expect(evaluated.isRed).toBe(false);
    expect(firedIds(evaluated)).toEqual(ids);
  });

  it.each([[{ temperatureC: 38.4, rigors: true }], [{ rigors: true }]])(
    'reported fever with rigors (%j) is red',
    (details) => {
      const evaluated = evaluate(finding('fever', details), { treatmentStatus: status });
      expect(evaluated.isRed).toBe(true);
      expect(firedIds(evaluated)).toContain('fever.off_treatment.rigors');
    },
  );

  it('feeling generally unwell alone is not red off treatment', () => {
    const evaluated = evaluate(finding('fever', { generallyUnwell: true, temperatureC: 37.0 }), {
      treatmentStatus: status,
    });
    expect(evaluated.isRed).toBe(false);
  });
});
