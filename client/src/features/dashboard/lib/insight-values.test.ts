import { describe, expect, it } from 'vitest';
import { insightIcon, insightTone, parseInsightValues } from './insight-values';

describe('insight values', () => {
  it('reads the placeholders of an insight', () => {
    expect(parseInsightValues('{"days":3}')).toEqual({ days: 3 });
    expect(parseInsightValues('{"symptom":"咳嗽","count":2,"extra":{"x":1}}')).toEqual({
      symptom: '咳嗽',
      count: 2,
    });
  });

  it('fills nothing from a damaged value', () => {
    expect(parseInsightValues('not json')).toEqual({});
    expect(parseInsightValues('[1,2]')).toEqual({});
    expect(parseInsightValues('null')).toEqual({});
  });

  it('maps server icons and types to the app’s own, with a fallback', () => {
    expect(insightIcon('local_fire_department')).toBe('flame');
    expect(insightIcon('something_new')).toBe('chart');
    expect(insightTone('warning')).toBe('warning');
    expect(insightTone('odd')).toBe('info');
  });
});
