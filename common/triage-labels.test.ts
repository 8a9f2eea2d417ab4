import { describe, expect, it } from 'vitest';
import { ALERT_TITLES, PROBABILITY_LABELS, URGENCY_LABELS } from './triage-labels';

describe('labels (spec section 9)', () => {
  it.each([
    [1, 'Routine', '常規'],
    [2, 'Follow up', '需跟進'],
    [3, 'This week', '本星期內'],
    [4, 'Same day', '即日'],
    [5, 'Emergency', '緊急'],
  ] as const)('urgency %i is %s / %s', (urgency, en, zh) => {
    expect(URGENCY_LABELS[urgency]).toEqual({ en, 'zh-HK': zh });
  });

  it.each([
    ['high', 'High likelihood'],
    ['medium', 'Possible'],
    ['low', 'Unlikely'],
  ] as const)('probability %s is %s', (probability, en) => {
    expect(PROBABILITY_LABELS[probability].en).toBe(en);
    expect(PROBABILITY_LABELS[probability]['zh-HK']).not.toBe('');
  });

  it.each([
    ['GREEN', 'All good'],
    ['YELLOW', 'Monitor closely'],
    ['ORANGE', 'Attention needed'],
    ['RED', 'Urgent care'],
  ] as const)('alert title for %s is %s', (level, en) => {
    expect(ALERT_TITLES[level].en).toBe(en);
    expect(ALERT_TITLES[level]['zh-HK']).not.toBe('');
  });
});
