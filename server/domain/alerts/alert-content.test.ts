import { describe, expect, it } from 'vitest';
import { assessTriage, type SymptomFinding } from '../triage';
import { context, finding, rated } from '../triage/test-fixtures';
import { alertContentFor } from './alert-content';

const both = (findings: SymptomFinding[]) =>
  [
    assessTriage(findings, context({ language: 'en' })),
    assessTriage(findings, context({ language: 'zh-HK' })),
  ] as const;

describe('what a doctor reads for an assessment', () => {
  it.each<[string, SymptomFinding[], boolean, object]>([
    [
      'a finished check-in with nothing to report',
      [],
      true,
      {
        importance: 'INFO',
        type: 'wellness_check',
        titleEn: 'Wellness Check: All good',
        titleZh: '健康檢查：一切良好',
      },
    ],
    [
      'one amber',
      [rated('nausea', 5)],
      true,
      {
        importance: 'CAUTION',
        type: 'symptom_spike',
        titleEn: 'Symptom Spike: Monitor closely',
        titleZh: '症狀加劇：密切留意',
      },
    ],
    [
      'a grade 3, during the check-in',
      [rated('pain', 7)],
      false,
      {
        importance: 'URGENT',
        titleEn: 'Symptom Spike: Attention needed (during check-in)',
        titleZh: '症狀加劇：需要關注（簽到期間）',
      },
    ],
    [
      'a fever on treatment',
      [finding('fever', { temperatureC: 38.5 })],
      false,
      {
        importance: 'CRITICAL',
        type: 'vitals_alert',
        titleEn: 'Vitals Alert: Urgent care (during check-in)',
        titleZh: '生命體徵警報：需要緊急護理（簽到期間）',
      },
    ],
  ])('%s', (_case, findings, final, expected) => {
    const [english, chinese] = both(findings);
    expect(alertContentFor(english, chinese, final)).toMatchObject(expected);
  });

  it('describes the symptoms and the reason in each language', () => {
    const [english, chinese] = both([rated('nausea', 5)]);
    const content = alertContentFor(english, chinese, true);
    expect(content.descriptionEn).toMatch(/^Nausea/);
    expect(content.descriptionZh).toMatch(/^噁心/);
  });
});
