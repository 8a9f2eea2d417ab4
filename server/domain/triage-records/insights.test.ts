import { describe, expect, it } from 'vitest';
import { computeInsights, type AssessmentSummary } from './insights';

const now = new Date('2026-11-21T20:00:00+08:00');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const summary = (
  ago: number,
  alertLevel: AssessmentSummary['alertLevel'],
  symptoms: string[] = [],
): AssessmentSummary => ({ createdAt: daysAgo(ago), alertLevel, symptoms });

describe('insights', () => {
  it('invites a first check-in when there is no history', () => {
    expect(computeInsights([], now).map((i) => i.title)).toEqual(['insights.first_check_in.title']);
  });

  it('reads trend, streak, recurring symptoms and missed days from the history', () => {
    const history = [
      summary(0, 'YELLOW', ['nausea']),
      summary(1, 'ORANGE', ['nausea', 'pain']),
      summary(2, 'GREEN', ['nausea']),
      summary(9, 'GREEN'),
    ];
    const insights = computeInsights(history, now);
    expect(insights.map((i) => i.title)).toEqual([
      'insights.trend_improving.title',
      'insights.streak.title',
      'insights.recurring_symptom.title',
      'insights.missed_check_ins.title',
    ]);
    expect(insights[1].values).toEqual({ days: 3 });
    expect(insights[2].values).toEqual({ symptom: 'nausea', count: 3 });
    expect(insights[3]).toMatchObject({ values: { days: 5 }, insightType: 'error' });
  });

  it.each([
    ['GREEN', 'RED', 'insights.trend_worsening.title'],
    ['YELLOW', 'YELLOW', 'insights.trend_stable.title'],
    ['ORANGE', 'ORANGE', 'insights.trend_still_urgent.title'],
    ['RED', 'RED', 'insights.trend_still_urgent.title'],
  ] as const)('compares %s then %s', (before, after, title) => {
    expect(computeInsights([summary(0, after), summary(1, before)], now)[0].title).toBe(title);
  });

  it('never gives more than four', () => {
    const history = Array.from({ length: 10 }, (_, i) => summary(i * 2, 'GREEN', ['fatigue']));
    expect(computeInsights(history, now).length).toBeLessThanOrEqual(4);
  });
});
