import { describe, expect, it } from 'vitest';
import {
  combineSeverityAndFrequency,
  gradeAnswers,
  gradeFrequency,
  gradeFromChatScale,
  gradeFromTenPoint,
  gradeSeverity,
} from './grading';
import { finding } from './test-fixtures';
import type { Grade } from './types';

describe('severity on the chat 1-5 scale', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 3],
    [5, 4],
  ] as const)('%i gives grade %i', (value, grade) => {
    expect(gradeFromChatScale(value)).toBe(grade);
    expect(gradeSeverity({ kind: 'chat_scale', value })).toEqual({ grade, source: 'explicit' });
  });

  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [6, 4],
    [2.5, 2],
  ] as const)('out-of-scale value %s gives %s', (value, grade) => {
    expect(gradeFromChatScale(value)).toBe(grade);
  });
});

describe('severity on the 0-10 scale', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [6, 2],
    [7, 3],
    [8, 3],
    [9, 4],
    [10, 4],
  ] as const)('%i/10 gives grade %i, as a number and as text', (value, grade) => {
    expect(gradeFromTenPoint(value)).toBe(grade);
    expect(gradeSeverity({ kind: 'ten_point', value })).toEqual({ grade, source: 'explicit' });
    expect(gradeSeverity({ kind: 'text', text: `${value}/10` })).toEqual({
      grade,
      source: 'explicit',
    });
  });

  it.each([
    ['7 / 10', 3],
    ['7 out of 10', 3],
    ['７／１０', 3],
    ['3.5/10', 2],
    ['6.4/10', 2],
    ['11/10', 4],
  ] as const)('reads %j as grade %i', (text, grade) => {
    expect(gradeSeverity({ kind: 'text', text })).toEqual({ grade, source: 'explicit' });
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('%s is unreadable', (value) => {
    expect(gradeSeverity({ kind: 'ten_point', value })).toEqual({ grade: null, source: 'unclear' });
  });
});

describe('severity words in English and Traditional Chinese', () => {
  it.each([
    ['none', 0],
    ['no', 0],
    ['沒有', 0],
    ['冇', 0],
    ['mild', 1],
    ['a little', 1],
    ['輕微', 1],
    ['moderate', 2],
    ['中等', 2],
    ['severe', 3],
    ['bad', 3],
    ['嚴重', 3],
    ['very severe', 4],
    ['unbearable', 4],
    ['extreme', 4],
    ['非常嚴重', 4],
    ['好嚴重', 4],
  ] as const)('%j gives grade %i', (text, grade) => {
    expect(gradeSeverity({ kind: 'text', text })).toEqual({ grade, source: 'words' });
  });

  it.each([
    ['  Severe. ', 3],
    ['MILD', 1],
    ['Very Severe (9-10)', 4],
    ['Moderate (4-6)', 2],
    ['嚴重。', 3],
  ] as const)('normalises %j to grade %i', (text, grade) => {
    expect(gradeSeverity({ kind: 'text', text })).toEqual({ grade, source: 'words' });
  });

  it.each(['Not Sure', 'not sure', '不確定', '唔知'])('%j is "not sure": ungraded', (text) => {
    expect(gradeSeverity({ kind: 'text', text })).toEqual({ grade: null, source: 'not_sure' });
  });

  it.each(['not bad', 'sort of', '7', '麻麻地', ''])('%j is unclear: ungraded', (text) => {
    expect(gradeSeverity({ kind: 'text', text })).toEqual({ grade: null, source: 'unclear' });
  });
});

describe('frequency', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 2],
    [5, 3],
  ] as const)('chat scale %i gives grade %i', (value, grade) => {
    expect(gradeFrequency({ kind: 'chat_scale', value })).toEqual({ grade, source: 'explicit' });
  });

  it.each([
    ['never', 0],
    ['從不', 0],
    ['rarely', 1],
    ['occasionally', 1],
    ['很少', 1],
    ['間中', 1],
    ['frequently', 2],
    ['經常', 2],
    ['成日', 2],
    ['almost constantly', 3],
    ['幾乎持續', 3],
  ] as const)('%j gives grade %i', (text, grade) => {
    expect(gradeFrequency({ kind: 'text', text })).toEqual({ grade, source: 'words' });
  });
});

describe('combining severity and frequency', () => {
  it.each<[Grade | null, Grade | null, Grade | null]>([
    [null, null, null],
    [2, null, 2],
    [null, 3, 3],
    [1, 1, 1],
    [1, 2, 2], // frequent but mild: the larger grade only
    [2, 1, 2],
    [2, 2, 3], // moderate and frequent: at least severe
    [3, 2, 3],
    [2, 3, 3],
    [4, 2, 4],
    [0, 3, 3],
  ])('severity %s with frequency %s gives %s', (severity, frequency, grade) => {
    expect(combineSeverityAndFrequency(severity, frequency)).toBe(grade);
  });
});

describe('grading a whole finding', () => {
  it('a negated finding is grade 0 whatever its answers', () => {
    const denied = finding('pain', { negated: true, severity: { kind: 'ten_point', value: 9 } });
    expect(gradeAnswers(denied)).toEqual({ grade: 0, sources: [] });
  });

  it('not sure leaves the finding ungraded and is recorded as a source', () => {
    expect(gradeAnswers(finding('fatigue', { notSure: true }))).toEqual({
      grade: null,
      sources: ['not_sure'],
    });
  });

  it('not sure never discards an answer that was given', () => {
    const answered = finding('pain', { notSure: true, severity: { kind: 'text', text: '嚴重' } });
    expect(gradeAnswers(answered)).toEqual({ grade: 3, sources: ['not_sure', 'words'] });
  });

  it('records the source of each answer', () => {
    const answered = finding('nausea', {
      severity: { kind: 'chat_scale', value: 3 },
      frequency: { kind: 'text', text: 'frequently' },
    });
    expect(gradeAnswers(answered)).toEqual({ grade: 3, sources: ['explicit', 'words'] });
  });
});
