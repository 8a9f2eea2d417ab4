import { describe, expect, it } from 'vitest';
import { evaluate, finding, firedIds, rated } from './test-fixtures';
import type { Grade, SymptomFinding, SymptomKey } from './types';

describe('chest pain', () => {
  it.each<[string, SymptomFinding, boolean]>([
    ['new chest pain', finding('chest_pain'), true],
    ['explicitly new', finding('chest_pain', { isNew: true }), true],
    ['rated mild', finding('chest_pain', { severity: { kind: 'text', text: 'mild' } }), true],
    ['rated 輕微', finding('chest_pain', { severity: { kind: 'text', text: '輕微' } }), true],
    ['not sure how bad', finding('chest_pain', { notSure: true }), true],
    ['negated ("no chest pain")', finding('chest_pain', { negated: true }), false],
    ['answered 冇', finding('chest_pain', { severity: { kind: 'text', text: '冇' } }), false],
    ['answered 沒有', finding('chest_pain', { severity: { kind: 'text', text: '沒有' } }), false],
    ['answered none', finding('chest_pain', { severity: { kind: 'text', text: 'none' } }), false],
    [
      'known, not new, mild',
      finding('chest_pain', { isNew: false, severity: { kind: 'text', text: 'mild' } }),
      false,
    ],
  ])('%s: red %s', (_case, chestPain, isRed) => {
    expect(evaluate(chestPain).isRed).toBe(isRed);
  });
});

describe('shortness of breath', () => {
  it.each<[string, SymptomFinding, boolean, Grade | null, string[]]>([
    [
      'at rest',
      finding('shortness_of_breath', { atRest: true }),
      true,
      null,
      ['shortness_of_breath.at_rest'],
    ],
    [
      'severe (grade 3)',
      rated('shortness_of_breath', 7),
      true,
      3,
      ['shortness_of_breath.severe', 'reported_grade'],
    ],
    [
      'grade 4',
      rated('shortness_of_breath', 9),
      true,
      4,
      ['shortness_of_breath.severe', 'reported_grade'],
    ],
    [
      '嚴重',
      finding('shortness_of_breath', { severity: { kind: 'text', text: '嚴重' } }),
      true,
      3,
      ['shortness_of_breath.severe', 'reported_grade'],
    ],
    [
      'new, on exertion',
      finding('shortness_of_breath', { onExertion: true }),
      false,
      2,
      ['shortness_of_breath.new_on_exertion'],
    ],
    [
      'old, on exertion',
      finding('shortness_of_breath', { onExertion: true, isNew: false }),
      false,
      null,
      [],
    ],
    ['moderate', rated('shortness_of_breath', 5), false, 2, ['reported_grade']],
    ['mild', rated('shortness_of_breath', 2), false, 1, []],
  ])('%s: red %s, grade %s', (_case, breathless, isRed, grade, ids) => {
    const evaluated = evaluate(breathless);
    expect(evaluated.isRed).toBe(isRed);
    expect(evaluated.grade).toBe(grade);
    expect(firedIds(evaluated)).toEqual(ids);
  });
});

describe('bleeding and blood', () => {
  it.each<[string, SymptomFinding, boolean, Grade | null]>([
    [
      'minor, stopped (nosebleed)',
      finding('bleeding', { ongoing: false, location: 'nose' }),
      false,
      2,
    ],
    ['minor (gums)', finding('bleeding', { location: 'gums' }), false, 2],
    ['ongoing', finding('bleeding', { ongoing: true }), true, 2],
    ['heavy', finding('bleeding', { heavy: true }), true, 2],
    ['blood in vomit, stool or urine', finding('bleeding', { bloodIn: true }), true, 2],
    ['blood in vomit', finding('vomiting', { bloodIn: true }), true, null],
    ['blood in urine', finding('urinary', { bloodIn: true }), true, null],
    ['denied', finding('bleeding', { negated: true, heavy: true }), false, 0],
  ])('%s: red %s', (_case, bleeding, isRed, grade) => {
    const evaluated = evaluate(bleeding);
    expect(evaluated.isRed).toBe(isRed);
    if (!isRed) expect(evaluated.grade).toBe(grade);
  });
});

describe('confusion, drowsiness or fits', () => {
  it.each<[string, SymptomFinding, boolean]>([
    ['new', finding('confusion'), true],
    ['new, mild', finding('confusion', { severity: { kind: 'chat_scale', value: 1 } }), true],
    ['long-standing', finding('confusion', { isNew: false }), false],
    ['denied', finding('confusion', { negated: true }), false],
  ])('%s: red %s', (_case, confusion, isRed) => {
    expect(evaluate(confusion).isRed).toBe(isRed);
  });
});

describe.each<[SymptomKey, number[], number[], number[]]>([
  // symptom, grade 1 counts (below amber), amber counts, grade 3 counts
  ['vomiting', [1, 2], [3, 4, 5], [6, 10]],
  ['diarrhoea', [1, 2, 3], [4, 5, 6], [7, 12]],
])('%s episodes in 24 hours', (symptom, grade1, amber, grade3) => {
  const cases: Array<[number, Grade | null]> = [
    // No count, or none: the count gives no grade (a denial is read elsewhere).
    [0, null],
    ...grade1.map((n): [number, Grade | null] => [n, 1]),
    ...amber.map((n): [number, Grade | null] => [n, 2]),
    ...grade3.map((n): [number, Grade | null] => [n, 3]),
  ];
  it.each(cases)('%i episodes give grade %s', (episodesPer24h, grade) => {
    expect(evaluate(finding(symptom, { episodesPer24h })).grade).toBe(grade);
  });
});

describe('vomiting and diarrhoea extras', () => {
  it.each<[string, SymptomFinding, Grade, boolean]>([
    ['unable to keep fluids down', finding('vomiting', { unableToKeepFluids: true }), 3, false],
    // CTCAE's nausea grade 3: fluid intake not kept up.
    ['nausea, fluids not kept down', finding('nausea', { unableToKeepFluids: true }), 3, false],
    // The diarrhoea row gives grade 3; the bleeding row makes blood in stool red.
    ['diarrhoea with blood', finding('diarrhoea', { bloodIn: true }), 3, true],
    [
      'vomiting rated severe, 2 episodes',
      finding('vomiting', { episodesPer24h: 2, severity: { kind: 'text', text: 'severe' } }),
      3,
      false,
    ],
  ])('%s: grade %i', (_case, subject, grade, isRed) => {
    const evaluated = evaluate(subject);
    expect(evaluated.grade).toBe(grade);
    expect(evaluated.isRed).toBe(isRed);
  });
});

describe('pain (not chest), out of 10', () => {
  it.each<[number, Grade]>([
    [0, 0],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [8, 3],
    [9, 4],
    [10, 4],
  ])('%i/10 gives grade %i', (outOfTen, grade) => {
    expect(evaluate(rated('pain', outOfTen)).grade).toBe(grade);
    expect(
      evaluate(finding('pain', { severity: { kind: 'text', text: `${outOfTen}/10` } })).grade,
    ).toBe(grade);
  });
});

describe.each<SymptomKey>([
  'nausea',
  'appetite_loss',
  'fatigue',
  'cough',
  'constipation',
  'mouth_sores',
  'skin',
  'urinary',
  'numbness_tingling',
  'eye_problems',
  'other',
])('%s follows the section 1 grades', (symptom) => {
  it.each<[string, Grade, string[]]>([
    ['mild', 1, []],
    ['輕微', 1, []],
    ['moderate', 2, ['reported_grade']],
    ['中等', 2, ['reported_grade']],
    ['severe', 3, ['reported_grade']],
    ['嚴重', 3, ['reported_grade']],
    ['very severe', 4, ['reported_grade']],
    ['非常嚴重', 4, ['reported_grade']],
  ])('%j gives grade %i', (text, grade, ids) => {
    const evaluated = evaluate(finding(symptom, { severity: { kind: 'text', text } }));
    expect(evaluated.grade).toBe(grade);
    expect(evaluated.isRed).toBe(false);
    expect(firedIds(evaluated)).toEqual(ids);
  });
});

describe('immunotherapy (checkpoint inhibitor)', () => {
  it.each<[SymptomFinding, Grade]>([
    [rated('diarrhoea', 5), 3],
    [finding('diarrhoea', { episodesPer24h: 4 }), 3],
    [rated('fatigue', 5), 3],
    [finding('fatigue', { severity: { kind: 'text', text: '中等' } }), 3],
    [rated('skin', 4), 3],
    [finding('shortness_of_breath', { onExertion: true }), 3],
  ])('grade 2 %j counts as grade 3', (subject, grade) => {
    const evaluated = evaluate(subject, { onImmunotherapy: true });
    expect(evaluated.grade).toBe(grade);
    expect(evaluated.isRed).toBe(false);
    expect(firedIds(evaluated)).toContain('immunotherapy.grade_2_counts_as_3');
  });

  it.each<[string, SymptomFinding, boolean, Grade | null]>([
    ['grade 2 nausea (not a watched symptom)', rated('nausea', 5), true, 2],
    ['grade 1 fatigue', rated('fatigue', 2), true, 1],
    ['grade 3 skin', rated('skin', 8), true, 3],
    ['grade 2 fatigue, not on immunotherapy', rated('fatigue', 5), false, 2],
  ])('%s is not raised', (_case, subject, onImmunotherapy, grade) => {
    const evaluated = evaluate(subject, { onImmunotherapy });
    expect(evaluated.grade).toBe(grade);
    expect(firedIds(evaluated)).not.toContain('immunotherapy.grade_2_counts_as_3');
  });
});

describe('every fired rule explains itself in both languages', () => {
  it.each<[string, SymptomFinding]>([
    ['chest pain', finding('chest_pain')],
    ['bleeding', finding('bleeding', { heavy: true, bloodIn: true })],
    [
      'vomiting',
      finding('vomiting', { episodesPer24h: 6, unableToKeepFluids: true, bloodIn: true }),
    ],
    ['diarrhoea', finding('diarrhoea', { episodesPer24h: 7, bloodIn: true })],
    ['pain', rated('pain', 9)],
  ])('%s', (_case, subject) => {
    const { firedRules } = evaluate(subject, { onImmunotherapy: true });
    expect(firedRules.length).toBeGreaterThan(0);
    for (const rule of firedRules) {
      expect(rule.rationale.en).toMatch(/^[A-Z0-9].+\.$/);
      expect(rule.rationale['zh-HK']).toMatch(/[\u4e00-\u9fff].*。$/);
    }
  });
});
