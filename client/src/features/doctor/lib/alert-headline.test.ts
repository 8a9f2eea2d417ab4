import { describe, expect, it } from 'vitest';
import { alertHeadline } from './alert-headline';

describe('alertHeadline', () => {
  it.each([
    [
      'Symptom Spike: Attention needed (during check-in)',
      'symptom_spike',
      'Attention needed (during check-in)',
    ],
    ['生命體徵警示：需要緊急護理（症狀評估期間）', 'vitals_alert', '需要緊急護理（症狀評估期間）'],
    ['Wellness Check: All good', 'wellness_check', 'All good'],
    // a title that does not start with its type, or an unknown type, is kept whole
    ['Lab results are back', 'lab_results', 'Lab results are back'],
    ['Something: else', 'made_up', 'Something: else'],
  ])('%s', (title, type, headline) => {
    expect(alertHeadline(title, type)).toBe(headline);
  });
});
