// Smart insights (at most four) from a patient's own history: trend, streak, recurring
// symptoms, missed check-ins. Titles and descriptions are translation keys (the client
// holds the texts); `values` fill their placeholders. Pure.
import { currentStreak, missedDays } from '../streaks/streaks';

export type Insight = {
  icon: string;
  title: string;
  description: string;
  insightType: 'info' | 'success' | 'warning' | 'error';
  values: Record<string, string | number>;
};

export type AssessmentSummary = {
  createdAt: Date;
  alertLevel: 'GREEN' | 'YELLOW' | 'ORANGE' | 'RED';
  /** symptom keys present (grade 1 or more) */
  symptoms: string[];
};

const LEVEL_RANK = { GREEN: 0, YELLOW: 1, ORANGE: 2, RED: 3 } as const;
export const MAX_INSIGHTS = 4;
// A symptom seen in this many of the last five check-ins is "recurring".
const RECURRING_MIN = 2;
const RECENT = 5;
// Two or more missed days in the past week is worth a nudge.
const MISSED_MIN = 2;

const insight = (
  key: string,
  icon: string,
  insightType: Insight['insightType'],
  values: Insight['values'] = {},
): Insight => ({
  icon,
  title: `insights.${key}.title`,
  description: `insights.${key}.description`,
  insightType,
  values,
});

/** `history` is the patient's final assessments, newest first. */
export function computeInsights(history: readonly AssessmentSummary[], now: Date): Insight[] {
  if (!history.length) return [insight('first_check_in', 'chat', 'info')];
  const insights: Insight[] = [];

  const [latest, previous] = history;
  if (previous) {
    const change = LEVEL_RANK[latest.alertLevel] - LEVEL_RANK[previous.alertLevel];
    if (change < 0) insights.push(insight('trend_improving', 'trending_down', 'success'));
    else if (change > 0) insights.push(insight('trend_worsening', 'trending_up', 'warning'));
    // the same level twice is only "steady" when that level is calm: two urgent check-ins in
    // a row must never read as stable (issue 24)
    else if (LEVEL_RANK[latest.alertLevel] >= LEVEL_RANK.ORANGE)
      insights.push(
        insight('trend_still_urgent', 'warning', latest.alertLevel === 'RED' ? 'error' : 'warning'),
      );
    else insights.push(insight('trend_stable', 'trending_flat', 'info'));
  }

  const times = history.map((h) => h.createdAt);
  const streak = currentStreak(times, now);
  // from the first day: a new patient sees their streak begin
  if (streak >= 1)
    insights.push(insight('streak', 'local_fire_department', 'success', { days: streak }));

  const counts = new Map<string, number>();
  for (const summary of history.slice(0, RECENT))
    for (const symptom of new Set(summary.symptoms))
      counts.set(symptom, (counts.get(symptom) ?? 0) + 1);
  const [recurring] = [...counts.entries()]
    .filter(([, n]) => n >= RECURRING_MIN)
    .sort((a, b) => b[1] - a[1]);
  if (recurring)
    insights.push(
      insight('recurring_symptom', 'repeat', 'warning', {
        symptom: recurring[0],
        count: recurring[1],
      }),
    );

  const missed = missedDays(times, now);
  if (missed >= MISSED_MIN)
    insights.push(
      insight('missed_check_ins', 'event_busy', missed >= 5 ? 'error' : 'warning', {
        days: missed,
      }),
    );

  return insights.slice(0, MAX_INSIGHTS);
}
